/// A short message at the bottom of the window, with at most one action: GNOME's toast
/// (libadwaita's `AdwToast`), which the GNOME HIG prefers to a confirmation dialog. Do the
/// thing at once, and offer Undo:
///
/// ```swift
/// router.navigate(to: router.popToRootRoute())
/// router.showToast(Toast("You left the game", actionTitle: "Undo") { [unowned router] in
///     router.navigate(to: ScreenBuilder(game).pushRoute())
/// })
/// ```
///
/// One toast is on screen at a time; the others wait in the router's queue (``Router/showToast(_:)``).
/// A toast leaves when its ``timeout`` runs out, the user closes it or chooses its action, or the
/// app dismisses it; ``onDismissal(_:)`` hears which, exactly once.
@MainActor
public final class Toast {
    /// The message.
    public let title: String
    /// The action button's label (“Undo”), if the toast has one.
    public let actionTitle: String?
    /// Runs when the user chooses the action, before the toast leaves.
    public let action: (@MainActor () -> Void)?
    /// How long the toast stays up; `nil` keeps it until the user or the app dismisses it.
    public let timeout: Duration?
    /// Where the toast goes in the queue.
    public let priority: ToastPriority

    var dismissalHandler: (@MainActor (DismissalReason) -> Void)?
    /// The `showToast` request of a toast that waits its turn: it finishes when the toast shows.
    var showRequest: NavigationTicket?

    /// Makes a toast. libadwaita's default timeout is 5 seconds.
    ///
    /// - Parameters:
    ///   - title: the message; must not be empty.
    ///   - actionTitle: the button's label; give `action` with it.
    ///   - timeout: how long it stays up, `nil` for until dismissed.
    ///   - priority: `.high` shows at once, putting the toast on screen back at the head of the queue.
    public init(
        _ title: String,
        actionTitle: String? = nil,
        timeout: Duration? = .seconds(5),
        priority: ToastPriority = .normal,
        action: (@MainActor () -> Void)? = nil
    ) {
        self.title = title
        self.actionTitle = actionTitle
        self.timeout = timeout
        self.priority = priority
        self.action = action
    }

    /// Calls `handler` once when the toast leaves the screen or the queue: `.timedOut`, `.user`
    /// (closed, or its action chosen), `.app` (``Router/dismissToast(_:)``).
    @discardableResult
    public func onDismissal(_ handler: @escaping @MainActor (DismissalReason) -> Void) -> Toast {
        dismissalHandler = handler
        return self
    }

    /// A plain summary for ``RenderEvent`` logs.
    public var summary: RenderedContent { .toast(title: title, action: actionTitle) }

    /// Checks that the toast can be shown.
    func validate() throws(NavigationError) {
        if title.isEmpty { throw .invalidToast("A toast needs a message; its title is empty.") }
        if actionTitle != nil, action == nil {
            throw .invalidToast(
                "The toast “\(title)” has the action title “\(actionTitle ?? "")” but no action to run.")
        }
        if action != nil, actionTitle?.isEmpty ?? true {
            throw .invalidToast("The toast “\(title)” has an action but no action title for its button.")
        }
        if let timeout, timeout <= .zero {
            throw .invalidToast("The toast “\(title)” has a timeout of \(timeout); use nil to keep it until dismissed.")
        }
    }
}

/// Where a toast goes in the queue, as libadwaita's `AdwToastPriority`.
public enum ToastPriority: Sendable, Hashable {
    /// Shown after the toasts already waiting.
    case normal
    /// Shown at once: the toast on screen goes back to the head of the queue (unless it is high too).
    case high
}

/// What the user did to a toast; renderers report it with
/// ``RendererResponder/renderer(_:didReceive:for:)``.
public enum ToastResponse: Sendable, Hashable {
    /// Chose its action.
    case chooseAction
    /// Closed it.
    case dismiss
    /// Its timeout ran out.
    case timedOut
}

/// Shows toasts over the window's content (GTK: a bubble at the bottom of the window).
@MainActor
public protocol ToastRendering: Renderer {
    /// Shows `toast`, the only one on screen. Time its ``Toast/timeout`` and report
    /// ``ToastResponse/timedOut`` when it runs out; report the user's close and action.
    func showToast(_ toast: Toast)
    /// Takes `toast` off screen (its time, the user or the app ended it, or a high-priority toast
    /// took its place).
    func hideToast(_ toast: Toast)
}
