/// A choice of one option among several: what ``PickerBuilder`` shows.
///
/// ```swift
/// let pickerConfiguration = PickerConfiguration(
///     title: "Difficulty", options: ["Easy", "Normal", "Hard"], selectedIndex: 1
/// ) { index in game.difficulty = Difficulty(rawValue: index)! }
/// router.navigate(to: PickerBuilder().popoverRoute(from: difficultyButton), with: pickerConfiguration)
/// ```
@MainActor
public final class PickerConfiguration {
    /// Shown above the options.
    public let title: String?
    /// The options, in order.
    public let options: [String]
    /// The option shown as current, if any.
    public var selectedIndex: Int?
    /// Runs once with the chosen option's index, before the picker closes.
    public let onSelect: @MainActor (Int) -> Void

    /// Makes a picker configuration.
    public init(
        title: String? = nil,
        options: [String],
        selectedIndex: Int? = nil,
        onSelect: @escaping @MainActor (Int) -> Void
    ) {
        self.title = title
        self.options = options
        self.selectedIndex = selectedIndex
        self.onSelect = onSelect
    }

    /// Checks the rules renderers rely on.
    ///
    /// - Throws: ``PickerValidationError`` when there are no options, an option is blank, or the
    ///   selected index is out of range.
    public func validate() throws(PickerValidationError) {
        if options.isEmpty {
            throw .noOptions(pickerTitle: title)
        }
        if let blank = options.firstIndex(where: \.isEmpty) {
            throw .blankOption(index: blank, pickerTitle: title)
        }
        if let selectedIndex, !options.indices.contains(selectedIndex) {
            throw .selectedIndexOutOfRange(selectedIndex, optionCount: options.count, pickerTitle: title)
        }
    }
}
