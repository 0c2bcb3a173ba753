/// Pushes a screen on the navigation stack.
@MainActor
public final class PushNavigationTransition: ViewTransition {
    public var isAnimated: Bool
    /// A push, animated by default.
    public init(isAnimated: Bool = true) { self.isAnimated = isAnimated }
    public var operation: TransitionOperation { .push }
}

/// Replaces the top screen of the navigation stack.
@MainActor
public final class ReplaceNavigationTransition: ViewTransition {
    public var isAnimated: Bool
    /// A replacement, animated by default.
    public init(isAnimated: Bool = true) { self.isAnimated = isAnimated }
    public var operation: TransitionOperation { .replace }
}

/// Pops the top screen, or every screen above the root.
@MainActor
public final class PopNavigationTransition: ViewTransition {
    /// Whether to pop all the way to the root.
    public let toRoot: Bool
    public var isAnimated: Bool
    /// A pop of one screen, or to the root.
    public init(toRoot: Bool = false, isAnimated: Bool = true) {
        self.toRoot = toRoot
        self.isAnimated = isAnimated
    }
    public var operation: TransitionOperation { toRoot ? .popToRoot : .pop }
}

/// Closes the presentation on top (a dialog, a popover).
@MainActor
public final class DismissTransition: ViewTransition {
    public var isAnimated: Bool
    /// A dismissal, animated by default.
    public init(isAnimated: Bool = true) { self.isAnimated = isAnimated }
    public var operation: TransitionOperation { .dismiss }
}
