// Before issue 33 the outcome of a request reached its caller five ways. One is kept: the entry
// point's completion, and its `async` form `await ticket.outcome`. The polling and waiting
// spellings below stay, deprecated, for a minor version.

extension NavigationTicket {
    /// The final outcome once known, nil while the request waits.
    ///
    /// ```swift
    /// let ticket = router.navigate(to: ProfileBuilder().pushRoute(), with: "Ada")
    /// if case .finished(let result) = ticket.state { print(result) }   // was: ticket.result
    /// ```
    @available(
        *, deprecated,
        message:
            "hear the outcome with the entry point's completion or `await ticket.outcome`; `ticket.state` says where the request waits (`.finished` once done)"
    )
    public var result: NavigationResult? { finalResult }

    /// Whether the final outcome is known.
    ///
    /// ```swift
    /// let ticket = router.navigate(to: ProfileBuilder().pushRoute(), with: "Ada")
    /// if case .finished = ticket.state { print("done") }   // was: ticket.isFinished
    /// ```
    @available(
        *, deprecated,
        message:
            "use `if case .finished = ticket.state`, or hear the outcome with the entry point's completion or `await ticket.outcome`"
    )
    public var isFinished: Bool { hasFinished }
}

extension Router {
    /// Performs `route` and returns when its change is on screen: performed (after whatever it
    /// waited for) and no longer moving.
    ///
    /// ```swift
    /// let result = await router.navigate(to: ProfileBuilder().pushRoute(), with: "Ada").outcome
    /// await router.waitUntilSettled()   // was: await router.navigateAndWait(to: …, with: "Ada")
    /// ```
    @available(
        *, deprecated,
        message:
            "use `await router.navigate(to:with:).outcome`, then `await router.waitUntilSettled()` if the change must have stopped moving"
    )
    @discardableResult
    public func navigateAndWait<R: Routable>(to route: R, with context: R.Context) async -> NavigationResult {
        let result = await navigate(to: route, with: context).outcome
        await scheduler.waitUntilStill()
        return result
    }

    /// `navigateAndWait(to:with:)` for a route that needs no context.
    ///
    /// ```swift
    /// let result = await router.navigate(to: router.popRoute()).outcome
    /// await router.waitUntilSettled()   // was: await router.navigateAndWait(to: router.popRoute())
    /// ```
    @available(
        *, deprecated,
        message:
            "use `await router.navigate(to:).outcome`, then `await router.waitUntilSettled()` if the change must have stopped moving"
    )
    @discardableResult
    public func navigateAndWait<R: Routable>(to route: R) async -> NavigationResult where R.Context == Void {
        let result = await navigate(to: route).outcome
        await scheduler.waitUntilStill()
        return result
    }
}
