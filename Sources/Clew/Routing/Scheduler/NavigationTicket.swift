/// One request to the router — `navigate`, `setStack`, `popTo`, `open`, `restore`, `setTabs`,
/// `setSplitView`, `selectTab`, `showToast`, `dismissToast` — from the moment it is made until its
/// final outcome. Every entry point returns one; the outcome comes the same three ways for all:
/// ``result`` once known, the entry point's completion, and `await ticket.outcome`. What is still
/// waiting is ``state``, never an outcome.
///
/// ```swift
/// let ticket = router.navigate(to: PaywallBuilder().presentRoute(), with: .home)
/// if case .waitingForPresentation(let position) = ticket.state { print("shows after \(position - 1) others") }
/// let result = await ticket.outcome        // .success(.presented), when it is on screen
/// ```
@MainActor
public final class NavigationTicket {
    /// Where a request is.
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
        /// Done: the final outcome.
        case finished(NavigationResult)
    }

    // Exclusivity unchecked, as on the router's state: no access spans a call out.

    /// The final outcome, once known.
    @exclusivity(unchecked) public private(set) var result: NavigationResult?
    let completion: ((NavigationResult) -> Void)?
    /// Failures with no completion go to the router's `onNavigationFailure`; not for a turn the
    /// router takes for itself.
    let reportsFailures: Bool
    /// Where it waits, asked live of whoever holds it.
    @exclusivity(unchecked) var waitingPosition: (@MainActor () -> State?)?
    @exclusivity(unchecked) private var waiters: [CheckedContinuation<NavigationResult, Never>] = []
    // Unowned (checked, not unsafe): only `finish` reaches the scheduler, and when the router goes
    // it finishes every request still waiting with `.routerReleased` (see `abandon()`), so a
    // ticket read or awaited after its router's end never touches it. (A weak reference cost a
    // twentieth of a round trip.) A route that calls its completion after its router's end breaks
    // Routable's contract.
    private unowned let scheduler: NavigationScheduler

    init(scheduler: NavigationScheduler, completion: ((NavigationResult) -> Void)?, reportsFailures: Bool = true) {
        self.scheduler = scheduler
        self.completion = completion
        self.reportsFailures = reportsFailures
    }

    /// Where the request is now.
    public var state: State {
        if let result { return .finished(result) }
        return waitingPosition?() ?? .running
    }

    /// Whether the final outcome is known.
    public var isFinished: Bool { result != nil }

    /// The final outcome, when it comes (at once when known).
    public var outcome: NavigationResult {
        get async {
            if let result { return result }
            return await withCheckedContinuation { waiters.append($0) }
        }
    }

    /// Records the final outcome, once (a second call is ignored), and has the scheduler report it.
    func finish(_ result: NavigationResult) {
        guard self.result == nil else { return }
        self.result = result
        waitingPosition = nil
        scheduler.end(self, with: result)
        resumeWaiters(with: result)
    }

    /// The router is gone and this request will never be performed: it finishes with
    /// ``NavigationError/routerReleased`` for whoever reads or awaits it. Its completion is not
    /// called: it would run inside the router's end.
    func abandon() {
        guard result == nil else { return }
        result = .failure(.routerReleased)
        waitingPosition = nil
        resumeWaiters(with: .failure(.routerReleased))
    }

    private func resumeWaiters(with result: NavigationResult) {
        guard !waiters.isEmpty else { return }
        let waiters = self.waiters
        self.waiters = []
        for waiter in waiters { waiter.resume(returning: result) }
    }
}
