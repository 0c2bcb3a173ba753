/// One request to the router — `navigate`, `setStack`, `popTo`, `open`, `restore`, `setTabs`,
/// `setSplitView`, `selectTab`, `showToast`, `dismissToast` — from the moment it is made until its
/// final outcome. Every entry point returns one. The outcome is heard one way, for all of them:
/// the entry point's completion, or its `async` form, `await ticket.outcome`. The ticket's
/// ``state`` says only where the request waits.
///
/// ```swift
/// let ticket = router.navigate(to: PaywallBuilder().presentRoute(), with: .home) { result in
///     print(result)                        // .success(.presented), when it is on screen
/// }
/// if case .waitingForPresentation(let position) = ticket.state { print("shows after \(position - 1) others") }
/// let result = await ticket.outcome        // the same outcome, from a Task
/// ```
@MainActor
public final class NavigationTicket {
    /// Where a request waits: for its turn, for the presentation on top, being performed, or
    /// done. It is no way to hear the outcome: pass a completion or `await ticket.outcome`.
    public enum State: Equatable, Sendable {
        /// Waits for the navigation before it, or a change still moving on screen (a
        /// ``TransitionReporting`` renderer); `position` 1 is next.
        case waitingForTurn(position: Int)
        /// Its view waits for the presentation on top (or the toast on screen) to close;
        /// `position` 1 is next.
        case waitingForPresentation(position: Int)
        /// Being performed: its code runs, a chained route is between steps, or its view has
        /// appeared and the outcome is on its way.
        case running
        /// Done. (The outcome it carries is the one the completion and ``outcome`` get.)
        case finished(NavigationResult)
    }

    // No access to this state spans a call (`waiters` is changed by moving it out, `moveOut`): a
    // release build drops the exclusivity checks, debug builds and the tests keep them.

    /// The final outcome, once known. (Public as the deprecated `result`.)
    private(set) var finalResult: NavigationResult?
    let completion: ((NavigationResult) -> Void)?
    /// Failures with no completion go to the router's `onNavigationFailure`; not for a turn the
    /// router takes for itself.
    let reportsFailures: Bool
    /// Where it waits, asked live of whoever holds it.
    var waitingPosition: (@MainActor () -> State?)?
    private var waiters: [CheckedContinuation<NavigationResult, Never>] = []
    // Strong while the request is pending: a ticket is how its request reaches the scheduler (never
    // the router), and the scheduler holds a ticket only while it waits, which the router's end
    // clears (`abandon()`). Given up once the ticket is finished (by its request or by the router's
    // end), so a ticket the app keeps holds neither the scheduler nor, through it, the renderer and
    // its window; a completion called late is ignored. (Unowned, each `finish` cost an atomic check
    // and the ticket two more; weak, a twentieth of a round trip.)
    private var scheduler: NavigationScheduler?

    @usableFromInline
    init(scheduler: NavigationScheduler, completion: ((NavigationResult) -> Void)?, reportsFailures: Bool = true) {
        self.scheduler = scheduler
        self.completion = completion
        self.reportsFailures = reportsFailures
    }

    /// Where the request waits now: ``State/waitingForTurn(position:)``,
    /// ``State/waitingForPresentation(position:)``, ``State/running``, or ``State/finished(_:)``.
    /// To hear the outcome, pass the entry point a completion or `await` ``outcome``.
    ///
    /// ```swift
    /// let ticket = router.navigate(to: PaywallBuilder().presentRoute(), with: .home)
    /// if case .waitingForPresentation(let position) = ticket.state { print("behind \(position - 1) others") }
    /// ```
    public var state: State {
        if let finalResult { return .finished(finalResult) }
        return waitingPosition?() ?? .running
    }

    /// The final outcome, when it comes (at once when known): the `async` form of the entry
    /// point's completion.
    ///
    /// ```swift
    /// let result = await router.navigate(to: ProfileBuilder().pushRoute(), with: "Ada").outcome
    /// ```
    public var outcome: NavigationResult {
        get async {
            if let finalResult { return finalResult }
            return await withCheckedContinuation { addWaiter($0) }
        }
    }

    /// Records the final outcome, once (a second call is ignored), and has the scheduler report it.
    @usableFromInline func finish(_ result: NavigationResult) {
        guard finalResult == nil else { return }
        finalResult = result
        waitingPosition = nil
        // Moved out (no retain): the one reference it held is released once `end` returns.
        let scheduler = self.scheduler.take()
        scheduler?.end(self, with: result)
        if !waiters.isEmpty { resumeWaiters(with: result) }
    }

    /// The router is gone and this request will never be performed: it finishes with
    /// ``NavigationError/routerReleased`` for whoever reads or awaits it. Its completion is not
    /// called: it would run inside the router's end.
    func abandon() {
        guard finalResult == nil else { return }
        finalResult = .failure(.routerReleased)
        waitingPosition = nil
        scheduler = nil
        resumeWaiters(with: .failure(.routerReleased))
    }

    private func resumeWaiters(with result: NavigationResult) {
        guard !waiters.isEmpty else { return }
        let waiters = moveOut(&self.waiters, leaving: [])
        for waiter in waiters { waiter.resume(returning: result) }
    }

    private func addWaiter(_ waiter: CheckedContinuation<NavigationResult, Never>) {
        var waiters = moveOut(&self.waiters, leaving: [])
        waiters.append(waiter)
        self.waiters = waiters
    }
}
