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
    /// Never inside a navigation's turn: what a route, a transition or a lifecycle observer
    /// navigates while the route performs is part of that turn (waiting for it would deadlock).
    var isBusy: Bool {
        turnDepth == 0 && (running != nil || !waitingNavigations.isEmpty || transitions?.isTransitioning == true)
    }

    /// Runs `start` with `ticket`: it takes the turn unless it runs inside another navigation's.
    func run(
        _ ticket: NavigationTicket,
        _ start: (_ finish: @escaping @MainActor (NavigationResult) -> Void) -> Void
    ) {
        if turnDepth == 0 { running = ticket }
        let outer = performing
        performing = ticket
        turnDepth += 1
        // The ticket is the closure's only capture: no box is allocated for it.
        start(ticket.finish)
        turnDepth -= 1
        performing = outer
        runWaitingNavigationsIfTheirTurn()
    }

    /// The navigation of `ticket` is done (exactly once: the ticket sees to it): reports `result`
    /// to `completion` and lets the next navigation run. A navigation that owned the turn ends it
    /// first, so what its completion navigates takes a turn of its own, after the slide it
    /// started; one made inside another's turn reports inside that turn.
    func end(_ ticket: NavigationTicket, with result: NavigationResult, completion: ((NavigationResult) -> Void)?) {
        if running === ticket {
            running = nil
            let depth = turnDepth
            turnDepth = 0
            report(result, to: completion)
            turnDepth = depth
        } else {
            report(result, to: completion)
        }
        runWaitingNavigationsIfTheirTurn()
    }

    func runWaitingNavigationsIfTheirTurn() {
        if turnDepth == 0, running == nil, !waitingNavigations.isEmpty || !settleWaiters.isEmpty {
            runWaitingNavigations()
        }
    }

    /// A presentation of the navigation being performed waits for the one on top to close, which
    /// may take the user a while: its turn ends here (if it had it), and its completion comes when
    /// it appears.
    func parkPerformingNavigation(at position: Int) {
        guard let ticket = performing else { return }
        ticket.provisional = .success(.queued(position: position))
        if running === ticket { running = nil }
    }

    /// Tells a presentation that waited behind another that it is shown, in a turn of its own
    /// after whatever runs now: a chain it belongs to then carries on in order, not in the middle
    /// of another navigation.
    func deliverInItsTurn(_ result: NavigationResult, to completion: @escaping @MainActor (NavigationResult) -> Void) {
        let ticket = NavigationTicket(router: self, completion: nil)
        waitingNavigations.append(
            WaitingNavigation(ticket: ticket) { finish in
                completion(result)
                finish(.success(.built))
            })
        runWaitingNavigationsIfTheirTurn()
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
            // A later step of the navigation whose turn it is: what it navigates is part of it.
            let step = afterTransition.removeFirst()
            turnDepth += 1
            step()
            turnDepth -= 1
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
        router.end(self, with: result, completion: completion)
    }
}

/// A navigation waiting for its turn.
@MainActor
struct WaitingNavigation {
    let ticket: NavigationTicket
    let start: @MainActor (_ finish: @escaping @MainActor (NavigationResult) -> Void) -> Void
}
