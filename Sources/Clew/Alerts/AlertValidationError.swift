/// Why an ``AlertModel`` cannot be shown. Thrown by ``AlertModel/validate()`` and
/// ``AlertBuilder/build(with:)``; nothing is shown when it is.
public enum AlertValidationError: Error, Equatable, CustomStringConvertible {
    /// The alert has no buttons, so the user could never close it.
    case noActions(alertTitle: String?)
    /// An action has no title, so its button would be blank.
    case untitledAction(index: Int, alertTitle: String?)
    /// More than one action has the `.cancel` style; Escape could not know which to run.
    case multipleCancelActions(titles: [String], alertTitle: String?)

    public var description: String {
        switch self {
        case .noActions(let title):
            "The alert \(Self.quote(title)) has no actions; add at least one so the user can close it."
        case .untitledAction(let index, let title):
            "Action \(index) of the alert \(Self.quote(title)) has no title; every button needs a label."
        case .multipleCancelActions(let titles, let title):
            "The alert \(Self.quote(title)) has \(titles.count) cancel actions (\(titles.joined(separator: ", "))); "
                + "an alert may have at most one."
        }
    }

    private static func quote(_ title: String?) -> String {
        title.map { "“\($0)”" } ?? "(untitled)"
    }
}
