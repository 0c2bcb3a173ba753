/// One button of an alert: a title, a style, and what happens when the user chooses it.
///
/// ```swift
/// alert.actions.append(.init(title: "No", style: .cancel))
/// alert.actions.append(.init(title: "Leave", style: .destructive, handler: { [unowned router] _ in
///     router.navigate(to: router.popToRootRoute())
/// }))
/// ```
@MainActor
public final class AlertActionModel {
    /// UIKit's spelling: `AlertActionModel.Style` is ``AlertActionStyle``.
    public typealias Style = AlertActionStyle

    /// Whether this is the action Enter chooses; renderers highlight it. If several actions say so,
    /// the first one wins (see ``AlertModel/preferredAction``).
    public var isPreferredAction: Bool = false
    /// The button's label. Alerts whose actions have no title are rejected when built.
    public let title: String?
    /// How the button looks and behaves.
    public let style: AlertActionStyle
    /// Runs once when the user chooses this action, before the alert closes.
    public let handler: (@MainActor (AlertResponse) -> Void)?

    /// Makes an action; the argument labels are the seed's (`UIAlertAction`'s).
    public init(
        title: String? = nil,
        style: AlertActionStyle = .default,
        handler: (@MainActor (AlertResponse) -> Void)? = nil
    ) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// What a handler learns about the user's choice.
@MainActor
public struct AlertResponse {
    /// The chosen action.
    public let action: AlertActionModel
    /// Its position in ``AlertModel/actions``.
    public let index: Int
    /// What the user typed in each of the alert's text fields, in their order.
    public let textFieldValues: [String]

    /// Makes a response; renderers and tests do this, handlers only read it.
    public init(action: AlertActionModel, index: Int, textFieldValues: [String]) {
        self.action = action
        self.index = index
        self.textFieldValues = textFieldValues
    }
}
