/// Builds a picker: one choice among several options, shown in a popover or a dialog.
///
/// ```swift
/// router.navigate(to: PickerBuilder().popoverRoute(from: difficultyButton, permittedArrowDirections: .up),
///                 with: pickerConfiguration)
/// router.navigate(to: PickerBuilder().presentRoute(), with: pickerConfiguration)   // as a dialog
/// ```
public struct PickerBuilder: ViewBuilder {
    /// Makes a picker builder.
    public nonisolated init() {}

    /// Checks `context` and wraps it in a ``PickerView``.
    ///
    /// - Throws: ``PickerValidationError``.
    public func build(with context: PickerConfiguration) throws -> PickerView {
        try PickerView(configuration: context)
    }
}
