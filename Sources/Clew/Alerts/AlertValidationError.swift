/// Why an ``AlertModel`` cannot be shown. Thrown by ``AlertModel/validate()`` and
/// ``AlertBuilder/build(with:)``; nothing is shown when it is.
public enum AlertValidationError: Error, Equatable, CustomStringConvertible {
    /// The alert has no buttons, so the user could never close it.
    case noActions(alertTitle: String?)
    /// An action has no title, so its button would be blank.
    case untitledAction(index: Int, alertTitle: String?)
    /// More than one action has the `.cancel` style; Escape could not know which to run.
    case multipleCancelActions(titles: [String], alertTitle: String?)
    /// Two actions share an identifier, so a handler or a test could not tell them apart.
    case duplicateActionIdentifier(String, alertTitle: String?)

    public var description: String {
        switch self {
        case .noActions(let title):
            "The alert \(Self.quote(title)) has no actions; add at least one so the user can close it."
        case .untitledAction(let index, let title):
            "Action \(index) of the alert \(Self.quote(title)) has no title; every button needs a label."
        case .multipleCancelActions(let titles, let title):
            "The alert \(Self.quote(title)) has \(titles.count) cancel actions (\(titles.joined(separator: ", "))); "
                + "an alert may have at most one."
        case .duplicateActionIdentifier(let identifier, let title):
            "Two actions of the alert \(Self.quote(title)) have the identifier “\(identifier)”; identifiers must be unique."
        }
    }

    private static func quote(_ title: String?) -> String {
        title.map { "“\($0)”" } ?? "(untitled)"
    }
}
