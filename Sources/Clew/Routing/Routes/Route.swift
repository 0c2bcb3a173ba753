/// A way to get to a view: which builder makes it and which transition shows it.
///
/// Routes are made by factory methods (``ViewBuilder/presentRoute()``, ``ViewBuilder/pushRoute()``,
/// ``ViewBuilder/popoverRoute(from:permittedArrowDirections:)``, ``Router/popToRootRoute()`` …) and
/// performed by ``Router/navigate(to:with:completion:)``. Your own factories extend ``ViewBuilder``,
/// exactly as in Ariadne:
///
/// ```swift
/// extension ViewBuilder {
///     func sheetRoute() -> Route<Self, PresentationTransition> {
///         let route = presentRoute()
///         route.prepareForShowTransition = { view, transition, toView in transition.style = .sheet }
///         return route
///     }
/// }
/// ```
@MainActor
public final class Route<Builder: ViewBuilder, Transition: ViewTransition>: Routable {
    /// Makes the view (for routes that show one).
    public let builder: Builder
    /// What the router does with it.
    public let transition: Transition

    // Three stored properties, not one value holding the three: a value generic over the route's
    // types costs a metadata lookup per route made, more than the checks it would merge. Stored
    // internal behind public accessors: every access is then in this module and spans no call, so
    // a release build's optimizer drops their exclusivity checks (debug builds and the tests keep
    // them); a public stored property could be accessed from anywhere and keeps them.
    private var showHook: ((_ view: Builder.ViewType, _ transition: Transition, _ toView: (any View)?) -> Void)?
    private var hideHook: ((_ view: any View, _ transition: Transition) -> Void)?
    private var dismissalHook: (@MainActor (DismissalReason) -> Void)?

    /// Runs after the view is built and before it is shown: configure the view or the transition here.
    /// Its arguments are the new view, the transition, and the view currently visible (if any).
    public var prepareForShowTransition:
        ((_ view: Builder.ViewType, _ transition: Transition, _ toView: (any View)?) -> Void)?
    {
        get { showHook }
        set { showHook = newValue }
    }
    /// Runs before a view is hidden (popped or dismissed), with that view and the transition.
    public var prepareForHideTransition: ((_ view: any View, _ transition: Transition) -> Void)? {
        get { hideHook }
        set { hideHook = newValue }
    }
    /// Runs once when a view this route showed goes away, with the reason: see ``onDismissal(_:)``.
    public var dismissalHandler: (@MainActor (DismissalReason) -> Void)? {
        get { dismissalHook }
        set { dismissalHook = newValue }
    }

    /// A route from `builder` with `transition`.
    public init(builder: Builder, transition: Transition) {
        self.builder = builder
        self.transition = transition
    }

    /// Calls `handler` exactly once when the view this route shows goes away (each time the route
    /// is performed): closed by the user, by the app, or replaced by another route, also when a
    /// chain or `setStack` removes it. Returns the route, to chain calls.
    ///
    /// ```swift
    /// router.navigate(to: PaywallBuilder().presentRoute().onDismissal { reason in
    ///     if reason == .user { analytics.log("paywall closed") }
    /// }, with: .home)
    /// ```
    @discardableResult
    public func onDismissal(_ handler: @escaping @MainActor (DismissalReason) -> Void) -> Self {
        dismissalHandler = handler
        return self
    }

    /// Builds and shows the view, or pops or dismisses, per ``transition``; ``Router`` calls it.
    /// (Inlinable, as ``Router/navigate(to:with:completion:)``: specialized for the route's types.)
    @inlinable
    public func perform(
        with context: Builder.Context, on router: Router, completion: @escaping @MainActor (NavigationResult) -> Void
    ) {
        router.perform(self, with: context, completion: completion)
    }

    /// “push ProfileBuilder”, “present AlertBuilder”, “pop”…
    public var summary: String {
        transition.showsView ? "\(transition.name) \(Builder.self)" : transition.name
    }
}

/// The builder of routes that show nothing new: pops and dismissals.
public struct NonBuilder: ViewBuilder {
    /// Makes the placeholder builder.
    public nonisolated init() {}

    /// Never called by the router; throws if called directly.
    public func build(with context: Void) throws -> NoView {
        throw NavigationError.nothingToBuild
    }
}

/// The view type of ``NonBuilder``; never instantiated.
@MainActor
public final class NoView: View {
    private init() {}
    public var content: ViewContent { fatalError("NoView is never built") }
}
