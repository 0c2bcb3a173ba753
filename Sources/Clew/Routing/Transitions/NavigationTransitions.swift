/// Pushes a screen on the navigation stack.
@MainActor
public final class PushNavigationTransition: ViewTransition {
    public var isAnimated: Bool
    /// A push, animated by default.
    public init(isAnimated: Bool = true) { self.isAnimated = isAnimated }
    public var name: String { "push" }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        guard let view else { return .failure(.nothingToBuild) }
        return navigator.push(view, animated: isAnimated)
    }
}

/// Replaces screens of the navigation stack with a new one: the top one by default, or all of
/// them, or those a rule does not keep (``ReplaceBehaviour``).
@MainActor
public final class ReplaceNavigationTransition: ViewTransition {
    public var isAnimated: Bool
    /// Which screens the new one replaces.
    public var behaviour: ReplaceBehaviour
    /// A replacement, animated by default.
    public init(_ behaviour: ReplaceBehaviour = .replaceLast, isAnimated: Bool = true) {
        self.behaviour = behaviour
        self.isAnimated = isAnimated
    }
    public var name: String { "replace" }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        guard let view else { return .failure(.nothingToBuild) }
        return navigator.replace(with: view, behaviour, animated: isAnimated)
    }
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
    public var showsView: Bool { false }
    public var name: String { toRoot ? "pop to root" : "pop" }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        toRoot ? navigator.popToRoot(animated: isAnimated) : navigator.pop(animated: isAnimated)
    }

    /// The top screen.
    public func viewToHide(in navigator: Navigator) -> (any View)? { navigator.navigationStack.last }
}

/// Closes the presentation on top (a dialog, a popover).
@MainActor
public final class DismissTransition: ViewTransition {
    public var isAnimated: Bool
    /// A dismissal, animated by default.
    public init(isAnimated: Bool = true) { self.isAnimated = isAnimated }
    public var showsView: Bool { false }
    public var name: String { "dismiss" }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        navigator.dismiss()
    }

    /// The presented view.
    public func viewToHide(in navigator: Navigator) -> (any View)? { navigator.presentedView }
}

/// Makes the built screen the whole content of the window (Ariadne's `RootViewTransition`): what
/// is presented closes and every screen goes, in one change (GTK crossfades), e.g. from a sign-in
/// flow into the app's main screen.
///
/// ```swift
/// router.navigate(to: MainShellBuilder().rootRoute(), with: account)
/// ```
@MainActor
public final class RootTransition: ViewTransition {
    public var isAnimated: Bool
    /// A root change, animated (crossfaded) by default.
    public init(isAnimated: Bool = true) { self.isAnimated = isAnimated }
    public var name: String { "root" }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        guard let view else { return .failure(.nothingToBuild) }
        return navigator.replaceRoot(with: view, animated: isAnimated)
    }
}

/// Builds the view and shows nothing: for builders that only configure something (register a
/// screen, warm a cache) and for `prepareForShowTransition` to see the view. The outcome is
/// ``NavigationOutcome/built``.
///
/// ```swift
/// router.navigate(to: SettingsBuilder().with(NonTransition()))
/// ```
@MainActor
public final class NonTransition: ViewTransition {
    public let isAnimated = false
    /// A transition that shows nothing.
    public init() {}
    public var name: String { "build only" }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        view == nil ? .failure(.nothingToBuild) : .success(.built)
    }
}
