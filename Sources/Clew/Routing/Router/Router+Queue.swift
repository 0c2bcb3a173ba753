/// One navigation at a time: a navigation requested while another runs, or while the renderer's
/// last change is still moving on screen, waits its turn here (first in, first out), so that two
/// changes never race (GTK's stack would cut a slide short, or strand a closing popover).
extension Router {
    /// Runs `start` now if it is nobody else's turn, else queues it; returns what is known at once.
    func schedule(
        completion: ((NavigationResult) -> Void)?,
        start: @escaping @MainActor (_ finish: @escaping @MainActor (NavigationResult) -> Void) -> Void
    ) -> NavigationResult {
        let ticket = NavigationTicket(completion: completion)
        if running != nil || !waitingNavigations.isEmpty || transitions?.isTransitioning == true {
            waitingNavigations.append(WaitingNavigation(ticket: ticket, start: start))
            return .success(.scheduled(position: waitingNavigations.count))
        }
        run(ticket, start)
        return ticket.result ?? ticket.provisional ?? .success(.inProgress)
    }

    private func run(
        _ ticket: NavigationTicket,
        _ start: @MainActor (_ finish: @escaping @MainActor (NavigationResult) -> Void) -> Void
    ) {
        running = ticket
        start { [unowned self] result in self.finish(ticket, with: result) }
    }

    /// The navigation `ticket` is done: report it (exactly once) and let the next one run.
    private func finish(_ ticket: NavigationTicket, with result: NavigationResult) {
        guard ticket.result == nil else { return }
        ticket.result = result
        if running === ticket { running = nil }
        report(result, to: ticket.completion)
        runWaitingNavigations()
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
    let completion: ((NavigationResult) -> Void)?
    /// The final result, once known; set exactly once.
    var result: NavigationResult?
    /// What `navigate` returns when the result comes later (a presentation waiting its turn).
    var provisional: NavigationResult?

    init(completion: ((NavigationResult) -> Void)?) {
        self.completion = completion
    }
}

/// A navigation waiting for its turn.
@MainActor
struct WaitingNavigation {
    let ticket: NavigationTicket
    let start: @MainActor (_ finish: @escaping @MainActor (NavigationResult) -> Void) -> Void
}
