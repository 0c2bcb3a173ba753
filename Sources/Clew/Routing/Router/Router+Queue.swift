/// One navigation at a time: a navigation requested while another runs, or while the renderer's
/// last change is still moving on screen, waits its turn here (first in, first out), so that two
/// changes never race (GTK's stack would cut a slide short, or strand a closing popover).
extension Router {
    /// Runs `start` now if it is nobody else's turn, else queues it; returns what is known at once.
    func schedule(
        completion: ((NavigationResult) -> Void)?,
        start: @escaping @MainActor (_ finish: @escaping @MainActor (NavigationResult) -> Void) -> Void
    ) -> NavigationResult {
        let ticket = NavigationTicket(router: self, completion: completion)
        if isBusy {
            waitingNavigations.append(WaitingNavigation(ticket: ticket, start: start))
            return .success(.scheduled(position: waitingNavigations.count))
        }
        run(ticket, start)
        return ticket.immediateResult
    }

    /// Whether a new navigation has to wait: another runs or waits, or the screen still moves.
    var isBusy: Bool {
        running != nil || !waitingNavigations.isEmpty || transitions?.isTransitioning == true
    }

    func run(
        _ ticket: NavigationTicket,
        _ start: (_ finish: @escaping @MainActor (NavigationResult) -> Void) -> Void
    ) {
        running = ticket
        // The ticket is the closure's only capture: no box is allocated for it.
        start(ticket.finish)
    }

    /// The navigation `ticket` is done: report it (exactly once) and let the next one run.
    func finish(_ ticket: NavigationTicket, with result: NavigationResult) {
        if running === ticket { running = nil }
        report(result, to: ticket.completion)
        if !waitingNavigations.isEmpty || !settleWaiters.isEmpty { runWaitingNavigations() }
    }

    /// The end of a `navigate` that ran at once under ``immediateTurn``.
    func finishImmediateTurn(with result: NavigationResult, completion: ((NavigationResult) -> Void)?) {
        if running === immediateTurn { running = nil }
        report(result, to: completion)
        if !waitingNavigations.isEmpty || !settleWaiters.isEmpty { runWaitingNavigations() }
    }

    /// A presentation of the running navigation waits for the one on top to close, which may take
    /// the user a while: the navigation's turn ends here, and its completion comes when it appears.
    func parkRunningNavigation(at position: Int) {
        running?.provisional = .success(.queued(position: position))
        running = nil
    }

    /// Runs `step`, a later step of the running navigation, once nothing moves on screen.
    func afterRunningTransition(_ step: @escaping @MainActor () -> Void) {
        if transitions?.isTransitioning == true {
            afterTransition.append(step)
        } else {
            step()
        }
    }

    /// Starts waiting navigations while it is their turn; wakes `waitUntilSettled` callers when
    /// nothing is left.
    func runWaitingNavigations() {
        // A navigation that completes at once calls back into here: the outer loop carries on.
        guard !isRunningWaitingNavigations else { return }
        isRunningWaitingNavigations = true
        while running == nil, transitions?.isTransitioning != true, let next = waitingNavigations.removeFirst() {
            run(next.ticket, next.start)
        }
        isRunningWaitingNavigations = false
        wakeSettleWaiters()
    }

    /// The renderer's transition ended: the running navigation's next step goes first, then the
    /// waiting navigations.
    func transitionDidEnd() {
        wakeSettleWaiters()
        while transitions?.isTransitioning != true, !afterTransition.isEmpty {
            afterTransition.removeFirst()()
        }
        runWaitingNavigations()
    }

    /// Returns once the renderer's current transition, if any, has ended.
    func waitUntilTransitionEnds() async {
        while transitions?.isTransitioning == true {
            await withCheckedContinuation { settleWaiters.append($0) }
        }
    }

    /// Resumes every waiter; each checks its own condition again.
    private func wakeSettleWaiters() {
        guard !settleWaiters.isEmpty else { return }
        let waiters = settleWaiters
        settleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }
}

/// One `navigate` (or `setStack`, `popTo`) from request to completion.
@MainActor
final class NavigationTicket {
    // The router outlives every navigation it runs (it holds the tickets, directly or through the
    // queues); a route that keeps a completion past its router's end breaks Routable's contract.
    private unowned let router: Router
    let completion: ((NavigationResult) -> Void)?
    /// The final result, once known; set exactly once.
    private(set) var result: NavigationResult?
    /// What `navigate` returns when the result comes later (a presentation waiting its turn).
    var provisional: NavigationResult?

    /// What `navigate` returns at once: the result, or what is known of it.
    var immediateResult: NavigationResult { result ?? provisional ?? .success(.inProgress) }

    init(router: Router, completion: ((NavigationResult) -> Void)?) {
        self.router = router
        self.completion = completion
    }

    /// The completion handed to the route: records the result once, then tells the router.
    func finish(_ result: NavigationResult) {
        guard self.result == nil else { return }
        self.result = result
        router.finish(self, with: result)
    }
}

/// A navigation waiting for its turn.
@MainActor
struct WaitingNavigation {
    let ticket: NavigationTicket
    let start: @MainActor (_ finish: @escaping @MainActor (NavigationResult) -> Void) -> Void
}
