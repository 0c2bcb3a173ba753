/// One navigation at a time, in order, and whose turn it is: the whole of it, in one type.
///
/// - A request runs at once when the scheduler is idle and nothing moves on screen; otherwise it
///   waits, first in first out, and runs when the turn before it ends and the renderer is still.
/// - What a navigation's own code requests while it runs (a route that navigates, a chain's step,
///   a link's `afterwards`) is part of that navigation: it runs at once, nested, never queued
///   behind it (that would deadlock).
/// - What an effect requests (a lifecycle observer, a view's own lifecycle method, a dismissal
///   handler: app code the router calls after committing a change, inside ``performingEffects(_:)``)
///   takes a turn of its own: right after the current one, ahead of the requests already waiting,
///   in the order asked. It is checked against the state as it is when it runs.
/// - While the router applies what the user did (``holding(_:)``), no waiting request starts: the
///   turns effects asked for start when it is done.
/// - A completion is called after its navigation has given up the turn, so what it requests takes
///   a turn of its own. (A nested navigation's completion runs inside the navigation around it,
///   which still holds the turn; so does a parked one's when its view appears inside another.)
/// - A navigation whose view has to wait behind the presentation on top is parked: it gives up
///   the turn (the user may take a while) and finishes when its view appears.
///
/// It knows the renderer only as "is something moving on screen"; tests drive it with a fake.
@MainActor @usableFromInline
final class NavigationScheduler {
    /// A request waiting for its turn, and what performs it.
    typealias Request = (ticket: NavigationTicket, start: @MainActor (NavigationTicket) -> Void)

    /// Who holds the turn.
    enum State {
        /// Nobody: a request runs at once unless the renderer still moves.
        case idle
        /// The navigation of `ticket`: its code runs, or its next step waits for the renderer.
        case running(NavigationTicket)
    }

    // No access to this state spans a call: collections are changed by moving them out (`moveOut`),
    // so a release build drops their exclusivity checks; debug builds and the tests keep them.
    private(set) var state: State = .idle
    /// How many navigations' code is on the call stack now (0: none, and while a completion runs:
    /// the completion is outside its turn), and the innermost one's ticket (nil: the one whose
    /// turn it is, or a later step of it). The outer ones are kept on the call stack by ``run(_:_:)``.
    private var nesting = 0
    private var innermost: NavigationTicket?
    private var waiting = FIFOQueue<Request>()
    /// What effects requested: each runs in a turn of its own before anything in `waiting`.
    private var next = FIFOQueue<Request>()
    /// How many requests were ever queued and started, in each queue: a waiting ticket's position is live.
    private var queuedTotal = 0
    private var startedTotal = 0
    private var nextQueuedTotal = 0
    private var nextStartedTotal = 0
    /// How deep the router is in calling effects (observers, dismissal handlers).
    private var effectDepth = 0
    /// How deep the router is in applying a user's response outside any turn.
    private var holds = 0
    /// Requests that wait outside the queues (parked behind a presentation, a toast waiting its
    /// turn), so that the router's end can finish them.
    private var waitingElsewhere: [ObjectIdentifier: NavigationTicket] = [:]
    /// The router is gone: nothing runs any more.
    private var isAbandoned = false
    /// Later steps of the running navigation (a chain's next route), waiting for the renderer.
    private var stepsAfterMotion = FIFOQueue<@MainActor () -> Void>()
    private var settleWaiters: [CheckedContinuation<Void, Never>] = []
    private var isStartingWaiting = false

    /// The renderer, as far as the scheduler knows it: whether a change still moves on screen
    /// (nil: a renderer that shows every change at once).
    private let motion: (any TransitionReporting)?
    /// Where failures go whose request has no completion.
    var onUnreportedFailure: (NavigationError) -> Void

    init(motion: (any TransitionReporting)?, onUnreportedFailure: @escaping (NavigationError) -> Void) {
        self.motion = motion
        self.onUnreportedFailure = onUnreportedFailure
    }

    /// Whether a new request has to wait: made by an effect, or a turn is held, others wait, or
    /// the screen moves. Never inside a navigation's own code.
    @usableFromInline var mustWait: Bool {
        if effectDepth > 0 { return true }
        guard nesting == 0 else { return false }
        if case .running = state { return true }
        return holds > 0 || !waiting.isEmpty || !next.isEmpty || isRendererMoving()
    }

    /// How many requests wait for their turn.
    var waitingCount: Int { waiting.count + next.count }

    /// Whether every request has run and nothing moves on screen.
    var isSettled: Bool {
        if case .running = state { return false }
        return waiting.isEmpty && next.isEmpty && stepsAfterMotion.isEmpty && !isRendererMoving()
    }

    // MARK: Effects

    /// Runs `effects`, app code the router calls once its state is committed (lifecycle
    /// observers, dismissal handlers): what they request waits for a turn of its own, right after
    /// the current one.
    func performingEffects(_ effects: () -> Void) {
        effectDepth += 1
        effects()
        effectDepth -= 1
        // Only effects add to `next`: with nothing there, nothing new can start.
        if effectDepth == 0, !next.isEmpty { startWaitingIfTheirTurn() }
    }

    /// Runs `change`, what the user did applied outside any turn (an alert's button, a toast's),
    /// with no waiting request starting until it is done; then the turns its effects asked for.
    func holding<Result>(_ change: () -> Result) -> Result {
        holds += 1
        let result = change()
        holds -= 1
        if holds == 0, !next.isEmpty || !waiting.isEmpty { startWaitingIfTheirTurn() }
        return result
    }

    private func isRendererMoving() -> Bool {
        motion?.isTransitioning == true
    }

    // MARK: Taking the turn

    /// Runs `start` with `ticket` now, or queues it; `start` ends by calling `ticket.finish`.
    /// `waitsForMotion` false: a request that covers nothing (a toast) does not wait for a change
    /// still moving on screen, only for the turns before it.
    func submit(
        _ ticket: NavigationTicket, waitsForMotion: Bool = true,
        _ start: @escaping @MainActor (NavigationTicket) -> Void
    ) {
        let wait = waitsForMotion ? mustWait : mustWaitForTurn
        if wait { enqueue(ticket, start) } else { run(ticket, start) }
    }

    /// Whether a request must wait for the turns before it, whatever moves on screen.
    private var mustWaitForTurn: Bool {
        if effectDepth > 0 { return true }
        guard nesting == 0 else { return false }
        if case .running = state { return true }
        return holds > 0 || !waiting.isEmpty || !next.isEmpty
    }

    /// Runs `start` with `ticket` now; the caller has checked ``mustWait`` is false. Takes a
    /// closure that does not escape, so a request that runs at once allocates none.
    @usableFromInline func runNow(_ ticket: NavigationTicket, _ start: (NavigationTicket) -> Void) {
        run(ticket, start)
    }

    /// Queues `start` with `ticket` until its turn: after the current one when an effect asks,
    /// else after every request waiting.
    @usableFromInline func enqueue(_ ticket: NavigationTicket, _ start: @escaping @MainActor (NavigationTicket) -> Void)
    {
        if effectDepth > 0 {
            nextQueuedTotal += 1
            let number = nextQueuedTotal
            var queue = moveOut(&next, leaving: FIFOQueue())
            queue.append((ticket, start))
            next = queue
            ticket.waitingPosition = { [unowned self] in
                number > nextStartedTotal ? .waitingForTurn(position: number - nextStartedTotal) : nil
            }
            return
        }
        queuedTotal += 1
        let number = queuedTotal
        var queue = moveOut(&waiting, leaving: FIFOQueue())
        queue.append((ticket, start))
        waiting = queue
        ticket.waitingPosition = { [unowned self] in
            number > startedTotal ? .waitingForTurn(position: next.count + number - startedTotal) : nil
        }
    }

    /// Runs a job in a turn of its own after whatever runs or waits now: a presentation that waited
    /// behind another tells its navigation here, so a chain carries on in order.
    func runInOwnTurn(_ job: @escaping @MainActor () -> Void) {
        let turn = NavigationTicket(scheduler: self, completion: nil, reportsFailures: false)
        queuedTotal += 1
        var queue = moveOut(&waiting, leaving: FIFOQueue())
        queue.append(
            (
                turn,
                { turn in
                    job()
                    turn.finish(.success(.presented))
                }
            ))
        waiting = queue
        startWaitingIfTheirTurn()
    }

    private func run(_ ticket: NavigationTicket, _ start: (NavigationTicket) -> Void) {
        ticket.waitingPosition = nil
        if nesting == 0 {
            // The turn's own navigation: `innermost` stays nil (as for a later step of it), which
            // names the owner of the turn, `state`'s. Nothing to save and put back.
            state = .running(ticket)
            nesting = 1
            start(ticket)
            nesting = 0
            startWaitingIfTheirTurn()
            return
        }
        let outer = innermost
        innermost = ticket
        nesting += 1
        start(ticket)
        nesting -= 1
        innermost = outer
        // A nested request whose route keeps its completion for later holds no turn and waits in
        // no queue: kept with those waiting elsewhere, so the router's end finishes it too (an
        // `await` on it must not hang).
        if ticket.finalResult == nil { waitsElsewhere(ticket) }
        startWaitingIfTheirTurn()
    }

    /// The navigation of `ticket` is done: the turn ends first if it was its, then the result is
    /// reported, then the next one runs.
    func end(_ ticket: NavigationTicket, with result: NavigationResult) {
        // A route of the app's own that finishes after its router's end: nothing runs any more.
        guard !isAbandoned else { return }
        if !waitingElsewhere.isEmpty {
            var elsewhere = moveOut(&waitingElsewhere, leaving: [:])
            elsewhere.removeValue(forKey: ObjectIdentifier(ticket))
            waitingElsewhere = elsewhere
        }
        if case .running(let owner) = state, owner === ticket {
            state = .idle
            let (insideNesting, insideInnermost) = (nesting, innermost)
            (nesting, innermost) = (0, nil)
            report(result, of: ticket)
            (nesting, innermost) = (insideNesting, insideInnermost)
        } else {
            report(result, of: ticket)
        }
        startWaitingIfTheirTurn()
    }

    private func report(_ result: NavigationResult, of ticket: NavigationTicket) {
        if let completion = ticket.completion {
            completion(result)
        } else if ticket.reportsFailures, case .failure(let error) = result {
            onUnreportedFailure(error)
        }
    }

    // MARK: Parking behind a presentation

    /// The navigation whose code runs now queued its view behind the presentation on top: it gives
    /// up the turn (the user may take a while, and the app must stay free to navigate, even to
    /// close that presentation); `position` tells where it waits. A later step of a chain parks the
    /// navigation that owns the turn. Returns the parked navigation.
    @discardableResult
    func parkRunningNavigation(position: @escaping @MainActor () -> NavigationTicket.State?) -> NavigationTicket? {
        let ticket: NavigationTicket
        if nesting > 0, let nested = innermost {
            ticket = nested
        } else if case .running(let owner) = state {
            ticket = owner
        } else {
            return nil
        }
        ticket.waitingPosition = position
        waitsElsewhere(ticket)
        if case .running(let owner) = state, owner === ticket { state = .idle }
        return ticket
    }

    /// `ticket` waits outside the queues (a toast behind the one on screen) until it finishes.
    func waitsElsewhere(_ ticket: NavigationTicket) {
        var elsewhere = moveOut(&waitingElsewhere, leaving: [:])
        elsewhere[ObjectIdentifier(ticket)] = ticket
        waitingElsewhere = elsewhere
    }

    // MARK: The router's end

    /// The router is gone: every request still waiting or holding the turn finishes with
    /// ``NavigationError/routerReleased`` (readers and `await`s get it; no completion runs), and
    /// whoever waits for calm resumes.
    func abandon() {
        isAbandoned = true
        // A route of the app's own that holds the turn (its completion kept for later) finishes
        // too: its late completion is then ignored, and whoever awaits it resumes.
        if case .running(let owner) = state { owner.abandon() }
        state = .idle
        var first = moveOut(&next, leaving: FIFOQueue())
        var then = moveOut(&waiting, leaving: FIFOQueue())
        let elsewhere = moveOut(&waitingElsewhere, leaving: [:])
        stepsAfterMotion = FIFOQueue()
        while let request = first.removeFirst() { request.ticket.abandon() }
        while let request = then.removeFirst() { request.ticket.abandon() }
        for ticket in elsewhere.values { ticket.abandon() }
        wakeSettleWaiters()
    }

    // MARK: The renderer's motion

    /// Runs `step`, a later step of the running navigation, once nothing moves on screen.
    func afterMotion(_ step: @escaping @MainActor () -> Void) {
        if isRendererMoving() {
            var steps = moveOut(&stepsAfterMotion, leaving: FIFOQueue())
            steps.append(step)
            stepsAfterMotion = steps
        } else {
            step()
        }
    }

    /// The renderer's change has ended: the running navigation's next steps first, then the waiting ones.
    func rendererStopped() {
        wakeSettleWaiters()
        while !isRendererMoving(), let step = takeStepAfterMotion() {
            let outer = innermost
            innermost = nil
            nesting += 1
            step()
            nesting -= 1
            innermost = outer
        }
        startWaiting()
    }

    // MARK: Starting what waits

    private func startWaitingIfTheirTurn() {
        guard nesting == 0, case .idle = state, !waiting.isEmpty || !next.isEmpty || !settleWaiters.isEmpty
        else { return }
        startWaiting()
    }

    private func startWaiting() {
        // A request that finishes at once calls back into here: the outer loop carries on. Nothing
        // starts while effects run or a user's response is applied: they end by calling here.
        guard !isStartingWaiting, effectDepth == 0, holds == 0 else { return }
        isStartingWaiting = true
        while case .idle = state, !isRendererMoving(), let request = takeNext() {
            run(request.ticket, request.start)
        }
        isStartingWaiting = false
        wakeSettleWaiters()
    }

    /// What effects asked for first, then what waited.
    private func takeNext() -> (ticket: NavigationTicket, start: @MainActor (NavigationTicket) -> Void)? {
        if !next.isEmpty {
            var queue = moveOut(&next, leaving: FIFOQueue())
            let request = queue.removeFirst()
            next = queue
            nextStartedTotal += 1
            return request
        }
        guard !waiting.isEmpty else { return nil }
        var queue = moveOut(&waiting, leaving: FIFOQueue())
        let request = queue.removeFirst()
        waiting = queue
        startedTotal += 1
        return request
    }

    private func takeStepAfterMotion() -> (@MainActor () -> Void)? {
        guard !stepsAfterMotion.isEmpty else { return nil }
        var steps = moveOut(&stepsAfterMotion, leaving: FIFOQueue())
        let step = steps.removeFirst()
        stepsAfterMotion = steps
        return step
    }

    // MARK: Waiting for calm

    /// Returns once every request has run and nothing moves on screen.
    func waitUntilSettled() async {
        while !isSettled, !isAbandoned {
            await withCheckedContinuation { addSettleWaiter($0) }
        }
    }

    /// Returns once the renderer's current change, if any, has ended.
    func waitUntilStill() async {
        while isRendererMoving(), !isAbandoned {
            await withCheckedContinuation { addSettleWaiter($0) }
        }
    }

    /// Resumes every waiter; each checks its own condition again.
    private func wakeSettleWaiters() {
        guard !settleWaiters.isEmpty else { return }
        let waiters = moveOut(&settleWaiters, leaving: [])
        for waiter in waiters { waiter.resume() }
    }

    private func addSettleWaiter(_ waiter: CheckedContinuation<Void, Never>) {
        var waiters = moveOut(&settleWaiters, leaving: [])
        waiters.append(waiter)
        settleWaiters = waiters
    }
}
