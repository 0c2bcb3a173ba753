/// What a route does when the router performs it: present, push, pop, dismiss and so on.
///
/// Clew ships one class per transition family (``PresentationTransition``,
/// ``PushNavigationTransition``, ``PopNavigationTransition``, ``ReplaceNavigationTransition``,
/// ``DismissTransition``). Transitions are classes so that `prepareForShowTransition` can change
/// them, as a popover route does to point at its anchor.
@MainActor
public protocol ViewTransition: AnyObject {
    /// What the router should do.
    var operation: TransitionOperation { get }
    /// Whether renderers animate the change.
    var isAnimated: Bool { get }
}

/// The operations the router knows how to perform.
@MainActor
public enum TransitionOperation {
    /// Show a view over everything else: one presentation at a time, later ones wait their turn.
    case present(PresentationStyle)
    /// Put a screen on top of the navigation stack (the first one becomes its root).
    case push
    /// Swap the top screen of the navigation stack for another.
    case replace
    /// Remove the top screen of the navigation stack.
    case pop
    /// Remove every screen above the root.
    case popToRoot
    /// Close the presentation on top.
    case dismiss

    /// The operation's name in messages: “present”, “push”, “pop to root”…
    public var name: String {
        switch self {
        case .present(.popover): "popover"
        case .present: "present"
        case .push: "push"
        case .replace: "replace"
        case .pop: "pop"
        case .popToRoot: "pop to root"
        case .dismiss: "dismiss"
        }
    }

    /// Whether the route builds a view before performing the operation.
    public var showsView: Bool {
        switch self {
        case .present, .push, .replace: true
        case .pop, .popToRoot, .dismiss: false
        }
    }
}
