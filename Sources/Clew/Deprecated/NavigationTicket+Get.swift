// Before 0.7.0, Router.open (and setTabs, selectTab, setSplitView, showToast) returned a
// NavigationResult, and apps wrote `try router.open(link, with: links).get()`. Kept so that such
// code compiles, with a warning that says what to use.

extension NavigationTicket {
    /// The final outcome if it is known, thrown if it is a failure; nil while the request waits
    /// (before 0.7.0 a waiting request was a provisional `.scheduled` or `.queued` outcome).
    ///
    /// ```swift
    /// let ticket = router.open("clew://paywall?source=profile", with: links)
    /// if case .finished(.failure(let error)) = ticket.state { print(error) }   // was: try ….get()
    /// ```
    @available(
        *, deprecated,
        message: "Router entry points return a NavigationTicket since 0.7.0: pass a completion, or await ticket.outcome"
    )
    @discardableResult
    public func get() throws(NavigationError) -> NavigationOutcome? {
        try finalResult?.get()
    }
}
