import Testing

@testable import Clew

/// The scheduler alone, with a fake renderer that is either still or moving: whose turn it is,
/// nesting, parking, steps after motion, and the one channel for results.
@MainActor
@Suite("Navigation scheduler")
struct NavigationSchedulerTests {
    /// Stands in for a renderer: only whether something moves on screen.
    final class FakeMotion: TransitionReporting {
        var isMoving = false
        var isTransitioning: Bool { isMoving }
        weak var responder: (any RendererResponder)?
    }

    let motion = FakeMotion()
    var unreported: [NavigationError] = []
    let scheduler: NavigationScheduler

    init() {
        let motion = self.motion
        scheduler = NavigationScheduler(motion: motion, onUnreportedFailure: { _ in })
    }

    func ticket(_ completion: ((NavigationResult) -> Void)? = nil) -> NavigationTicket {
        NavigationTicket(scheduler: scheduler, completion: completion)
    }

    var isIdle: Bool {
        if case .idle = scheduler.state { return true }
        return false
    }

    @Test func aRequestRunsAtOnceWhenIdleAndHoldsTheTurnWhileItRuns() {
        var sawRunning = false
        let first = ticket()
        scheduler.submit(first) { [scheduler] ticket in
            if case .running(let owner) = scheduler.state, owner === ticket { sawRunning = true }
            ticket.finish(.success(.pushed))
        }
        #expect(sawRunning)
        #expect(first.state == .finished(.success(.pushed)))
        #expect(isIdle)
        #expect(scheduler.isSettled)
    }

    @Test func requestsWaitForTheRendererInOrderWithLivePositions() {
        motion.isMoving = true
        var order: [String] = []
        let a = ticket { _ in order.append("A") }
        let b = ticket { _ in order.append("B") }
        scheduler.submit(a) { $0.finish(.success(.pushed)) }
        scheduler.submit(b) { $0.finish(.success(.popped(count: 1))) }
        #expect(a.state == .waitingForTurn(position: 1))
        #expect(b.state == .waitingForTurn(position: 2))
        #expect(scheduler.waitingCount == 2)
        #expect(!scheduler.isSettled)

        motion.isMoving = false
        scheduler.rendererStopped()
        #expect(order == ["A", "B"])
        #expect(b.finishedResult == .success(.popped(count: 1)))
        #expect(scheduler.isSettled)
    }

    @Test func aRequestMadeInsideARunningNavigationIsPartOfItNotQueuedBehindIt() {
        var inner: NavigationTicket?
        let outer = ticket()
        scheduler.submit(outer) { [scheduler] ticket in
            let nested = NavigationTicket(scheduler: scheduler, completion: nil)
            scheduler.submit(nested) { $0.finish(.success(.presented)) }
            inner = nested
            ticket.finish(.success(.pushed))
        }
        #expect(inner?.finishedResult == .success(.presented), "ran at once, inside the outer turn")
        #expect(outer.finishedResult == .success(.pushed))
        #expect(scheduler.waitingCount == 0)
    }

    @Test func aCompletionRunsOutsideTheTurnSoWhatItRequestsTakesATurnOfItsOwn() {
        var stateInCompletion = ""
        var followUp: NavigationTicket?
        let first = ticket { [scheduler, motion] _ in
            stateInCompletion = scheduler.mustWait ? "must wait" : "free"
            motion.isMoving = true  // the first change slides
            let next = NavigationTicket(scheduler: scheduler, completion: nil)
            scheduler.submit(next) { $0.finish(.success(.pushed)) }
            followUp = next
        }
        scheduler.submit(first) { $0.finish(.success(.pushed)) }
        #expect(stateInCompletion == "free", "the turn ended before the completion ran")
        #expect(followUp?.state == .waitingForTurn(position: 1), "it waits for the slide, not nested")
        motion.isMoving = false
        scheduler.rendererStopped()
        #expect(followUp?.finishedResult == .success(.pushed))
    }

    @Test func aParkedNavigationGivesUpTheTurnAndFinishesWhenItsViewAppears() {
        var parked: NavigationTicket?
        let presenting = ticket()
        scheduler.submit(presenting) { [scheduler] _ in
            parked = scheduler.parkRunningNavigation { .waitingForPresentation(position: 1) }
        }
        #expect(parked === presenting)
        #expect(presenting.state == .waitingForPresentation(position: 1))
        #expect(isIdle, "the user may take a while: the turn is free")

        let next = ticket()
        scheduler.submit(next) { $0.finish(.success(.pushed)) }
        #expect(next.finishedResult == .success(.pushed), "ran while the first waited")

        scheduler.runInOwnTurn { presenting.finish(.success(.presented)) }
        #expect(presenting.finishedResult == .success(.presented))
    }

    @Test func aLaterStepWaitsForTheRendererAndGoesBeforeWaitingRequests() {
        var order: [String] = []
        let chain = ticket { _ in order.append("chain done") }
        scheduler.submit(chain) { [scheduler, motion] ticket in
            order.append("step 1")
            motion.isMoving = true
            scheduler.afterMotion {
                order.append("step 2")
                ticket.finish(.success(.chained([.pushed, .pushed])))
            }
        }
        #expect(chain.state == .running)
        let waiting = ticket { _ in order.append("next") }
        scheduler.submit(waiting) { $0.finish(.success(.pushed)) }
        #expect(waiting.state == .waitingForTurn(position: 1))

        motion.isMoving = false
        scheduler.rendererStopped()
        #expect(order == ["step 1", "step 2", "chain done", "next"])
    }

    @Test func everyResultIsReportedOnceThroughOneChannel() async {
        var failures: [NavigationError] = []
        scheduler.onUnreportedFailure = { failures.append($0) }
        var heard: [NavigationResult] = []
        let withCompletion = ticket { heard.append($0) }
        scheduler.submit(withCompletion) { ticket in
            ticket.finish(.failure(.emptyStack))
            ticket.finish(.success(.pushed))  // a second finish is ignored
        }
        let without = ticket()
        scheduler.submit(without) { $0.finish(.failure(.nothingToBuild)) }

        #expect(heard == [.failure(.emptyStack)])
        #expect(failures == [.nothingToBuild], "a failure with no completion still reaches the handler")
        #expect(await withCompletion.outcome == .failure(.emptyStack))
    }

    @Test func theAsyncOutcomeWaitsForTheFinalResult() async {
        motion.isMoving = true
        let waiting = ticket()
        scheduler.submit(waiting) { $0.finish(.success(.dismissed)) }
        Task { @MainActor [scheduler, motion] in
            motion.isMoving = false
            scheduler.rendererStopped()
        }
        #expect(await waiting.outcome == .success(.dismissed))
        await scheduler.waitUntilSettled()
        #expect(scheduler.isSettled)
    }
}
