/// Why a ``PickerConfiguration`` cannot be shown.
public enum PickerValidationError: Error, Equatable, CustomStringConvertible {
    /// There is nothing to choose from.
    case noOptions(pickerTitle: String?)
    /// An option's title is empty.
    case blankOption(index: Int, pickerTitle: String?)
    /// The selected index does not name an option.
    case selectedIndexOutOfRange(Int, optionCount: Int, pickerTitle: String?)

    public var description: String {
        switch self {
        case .noOptions(let title):
            "The picker \(Self.quote(title)) has no options to choose from."
        case .blankOption(let index, let title):
            "Option \(index) of the picker \(Self.quote(title)) is blank; every option needs a title."
        case .selectedIndexOutOfRange(let index, let count, let title):
            "The picker \(Self.quote(title)) selects option \(index), but it has only \(count) options (0–\(count - 1))."
        }
    }

    private static func quote(_ title: String?) -> String {
        title.map { "“\($0)”" } ?? "(untitled)"
    }
}
