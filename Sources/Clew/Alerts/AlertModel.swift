/// Everything an alert shows, separate from any toolkit, so it can be made and tested anywhere.
///
/// ```swift
/// let alert = AlertModel(title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
/// alert.actions.append(.init(title: "No", style: .cancel))
/// alert.actions.append(.init(title: "Leave", style: .destructive, handler: { [unowned router] _ in
///     router.navigate(to: router.popToRootRoute())
/// }))
/// router.navigate(to: AlertBuilder().presentRoute(), with: alert)
/// ```
@MainActor
public final class AlertModel {
    /// UIKit's spelling: `AlertModel.Style` is ``AlertStyle``.
    public typealias Style = AlertStyle

    /// The bold first line.
    public let title: String?
    /// The text under the title.
    public let message: String?
    /// A centered alert or an action sheet.
    public let style: AlertStyle
    /// The buttons, in the order they are shown.
    public var actions: [AlertActionModel] {
        get { storedActions }
        set { storedActions = newValue }
    }
    /// Text fields shown between the message and the buttons.
    public var textFields: [AlertTextFieldModel] {
        get { storedTextFields }
        set { storedTextFields = newValue }
    }
    // Stored internal behind public accessors: every access is then in this module and spans no
    // call, so a release build's optimizer drops their exclusivity checks (a public stored
    // property keeps one per read, and every presentation and tap reads them).
    private var storedActions: [AlertActionModel] = []
    private var storedTextFields: [AlertTextFieldModel] = []
    /// What a screen reader says after the title, when the message alone would not do (or the
    /// alert has none); ``effectiveAccessibleDescription`` falls back to the message.
    public var accessibleDescription: String?

    /// The description renderers give assistive technology: ``accessibleDescription``, else the message.
    public var effectiveAccessibleDescription: String? { accessibleDescription ?? message }

    /// Makes an alert with no actions yet; the argument labels are the seed's.
    public init(title: String? = nil, message: String? = nil, style: AlertStyle = .alert) {
        self.title = title
        self.message = message
        self.style = style
    }

    /// Adds a text field configured by `configure`, as UIKit's `addTextField(configurationHandler:)`.
    public func addTextField(_ configure: (AlertTextFieldModel) -> Void = { _ in }) {
        let field = AlertTextFieldModel()
        configure(field)
        var fields = storedTextFields
        storedTextFields = []
        fields.append(field)
        storedTextFields = fields
    }

    /// The action Enter chooses: the first one marked ``AlertActionModel/isPreferredAction``.
    public var preferredAction: AlertActionModel? {
        actions.first(where: \.isPreferredAction)
    }

    /// The action Escape chooses, if any.
    public var cancelAction: AlertActionModel? {
        actions.first { $0.style == .cancel }
    }

    /// The index of the action with this ``AlertActionModel/identifier``, if any.
    public func indexOfAction(identified identifier: String) -> Int? {
        actions.firstIndex { $0.identifier == identifier }
    }

    /// The index of the first action titled `title`, or `nil`.
    public func indexOfAction(titled title: String) -> Int? {
        // A loop: a closure handed to the standard library would check its actor on each call.
        for index in actions.indices where actions[index].title == title { return index }
        return nil
    }

    /// Checks the rules every renderer relies on; ``AlertBuilder`` calls it before anything is shown.
    ///
    /// - Throws: ``AlertValidationError`` when the alert has no actions, an action without a title,
    ///   more than one cancel action, or two actions with the same identifier.
    public func validate() throws(AlertValidationError) {
        if actions.isEmpty {
            throw .noActions(alertTitle: title)
        }
        // One pass, no allocations: this runs on every presentation.
        var cancelCount = 0
        for (index, action) in actions.enumerated() {
            if action.title?.isEmpty ?? true {
                throw .untitledAction(index: index, alertTitle: title)
            }
            if action.style == .cancel {
                cancelCount += 1
            }
        }
        if cancelCount > 1 {
            let cancelTitles = actions.filter { $0.style == .cancel }.map { $0.title ?? "" }
            throw .multipleCancelActions(titles: cancelTitles, alertTitle: title)
        }
        // Quadratic, but alerts have a handful of actions and most have no identifiers.
        for (index, action) in actions.enumerated() {
            guard let identifier = action.identifier else { continue }
            if actions[..<index].contains(where: { $0.identifier == identifier }) {
                throw .duplicateActionIdentifier(identifier, alertTitle: title)
            }
        }
    }
}
