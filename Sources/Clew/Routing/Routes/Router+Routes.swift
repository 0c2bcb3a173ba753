// Routes that show nothing new, available as `Router.popRoute()` (Ariadne's spelling)
// and `router.popRoute()`.

extension Router {
    /// A route that pops the top screen.
    public static func popRoute(isAnimated: Bool = true) -> Route<NonBuilder, PopNavigationTransition> {
        Route(builder: NonBuilder(), transition: PopNavigationTransition(isAnimated: isAnimated))
    }

    /// A route that pops every screen above the root.
    ///
    /// ```swift
    /// alert.actions.append(.init(title: "Leave", style: .destructive, handler: { [unowned router] _ in
    ///     router.navigate(to: Router.popToRootRoute())
    /// }))
    /// ```
    public static func popToRootRoute(isAnimated: Bool = true) -> Route<NonBuilder, PopNavigationTransition> {
        Route(builder: NonBuilder(), transition: PopNavigationTransition(toRoot: true, isAnimated: isAnimated))
    }

    /// A route that closes the presentation on top.
    public static func dismissRoute(isAnimated: Bool = true) -> Route<NonBuilder, DismissTransition> {
        Route(builder: NonBuilder(), transition: DismissTransition(isAnimated: isAnimated))
    }

    /// A route that pops the top screen; the same as ``Router/popRoute(isAnimated:)-swift.type.method``.
    public func popRoute(isAnimated: Bool = true) -> Route<NonBuilder, PopNavigationTransition> {
        Self.popRoute(isAnimated: isAnimated)
    }

    /// A route that pops every screen above the root.
    public func popToRootRoute(isAnimated: Bool = true) -> Route<NonBuilder, PopNavigationTransition> {
        Self.popToRootRoute(isAnimated: isAnimated)
    }

    /// A route that closes the presentation on top.
    public func dismissRoute(isAnimated: Bool = true) -> Route<NonBuilder, DismissTransition> {
        Self.dismissRoute(isAnimated: isAnimated)
    }
}
