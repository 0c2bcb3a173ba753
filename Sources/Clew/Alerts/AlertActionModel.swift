/// One button of an alert: a title, a style, and what happens when the user chooses it.
///
/// ```swift
/// alert.actions.append(.init(title: "No", style: .cancel))
/// alert.actions.append(.init(title: "Leave", style: .destructive, identifier: "leave", handler: { [unowned router] _ in
///     router.navigate(to: router.popToRootRoute())
/// }))
/// ```
@MainActor
public final class AlertActionModel {
    /// UIKit's spelling: `AlertActionModel.Style` is ``AlertActionStyle``.
    public typealias Style = AlertActionStyle

    /// Whether this is the action Enter chooses; renderers highlight it (GNOME's suggested style).
    /// If several actions say so, the first one wins (see ``AlertModel/preferredAction``).
    public var isPreferredAction: Bool = false
    /// The button's label. Alerts whose actions have no title are rejected when built.
    public let title: String?
    /// The role the button plays: an ordinary choice, the cancel action (Escape and the close
    /// button choose it), or a destructive one (drawn in GNOME's destructive style).
    public let style: AlertActionStyle
    /// A stable name for the action that does not change when its title is reworded or
    /// translated: handlers can switch on it, tests tap by it
    /// (`RecordingRenderer.tap(actionIdentified:)`), and GTK gives it to the button as its widget
    /// name. Unique within an alert when set.
    public let identifier: String?
    /// Runs once when the user chooses this action, before the alert closes.
    public let handler: (@MainActor (AlertResponse) -> Void)?

    /// Whether the user can choose the action now (UIKit's `isEnabled`). A disabled button is
    /// shown insensitive, Enter does not choose it, and the router refuses it. Renderers follow
    /// changes made while the alert is up (e.g. Sign In enabled once a field is filled).
    public var isEnabled: Bool {
        get { enabled }
        set {
            guard newValue != enabled else { return }
            enabled = newValue
            for observer in enabledObservers.values { observer(newValue) }
        }
    }
    /// Stored internal behind the public accessors: a release build then drops its exclusivity
    /// checks (every tap reads it).
    private var enabled = true

    private var enabledObservers: [Int: @MainActor (Bool) -> Void] = [:]
    private var nextObserverKey = 0

    /// Makes an action; the argument labels are the seed's (`UIAlertAction`'s), plus an optional
    /// ``identifier``.
    public init(
        title: String? = nil,
        style: AlertActionStyle = .default,
        identifier: String? = nil,
        handler: (@MainActor (AlertResponse) -> Void)? = nil
    ) {
        self.title = title
        self.style = style
        self.identifier = identifier
        self.handler = handler
    }

    /// Calls `observer` with ``isEnabled`` each time it changes, until
    /// ``removeEnabledObserver(_:)``: renderers use it to keep the button's sensitivity in step.
    public func observeEnabled(_ observer: @escaping @MainActor (Bool) -> Void) -> AlertActionObserverID {
        nextObserverKey += 1
        enabledObservers[nextObserverKey] = observer
        return AlertActionObserverID(rawValue: nextObserverKey)
    }

    /// Stops an observer added by ``observeEnabled(_:)``.
    public func removeEnabledObserver(_ id: AlertActionObserverID) {
        enabledObservers[id.rawValue] = nil
    }

    /// The title, or the identifier, for messages.
    var displayName: String { title ?? identifier ?? "(untitled)" }
}

/// Identifies an observer of ``AlertActionModel/isEnabled``.
public struct AlertActionObserverID: Hashable, Sendable {
    let rawValue: Int
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

    /// The chosen action's ``AlertActionModel/identifier``.
    public var identifier: String? { action.identifier }
}
