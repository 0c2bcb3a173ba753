import Clew
import ClewTesting
import Testing

/// One queue for every navigation: while a change still moves on screen, the next navigation
/// waits its turn, first in first out; `await ticket.outcome` returns when the change is performed,
/// and `waitUntilSettled` when it has stopped moving.
@MainActor
@Suite("One navigation at a time")
struct TransitionQueueTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        renderer.simulatesTransitions = true
        router = Router(renderer: renderer)
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home")  // a root never slides
        renderer.clearEvents()
    }

    @Test func navigationsWaitForTheRunningSlideInOrder() {
        var order: [String] = []
        #expect(
            router.navigate(to: TestScreenBuilder().pushRoute(), with: "A") { _ in order.append("A") }.finishedResult
                == .success(.pushed))
        #expect(renderer.isTransitioning)
        #expect(
            router.navigate(to: TestScreenBuilder().pushRoute(), with: "B") { _ in order.append("B") }.state
                == .waitingForTurn(position: 1))
        #expect(
            router.popTo(firstOf: TestScreen.self) { _ in order.append("popTo") }.state == .waitingForTurn(position: 2))
        #expect(router.scheduledNavigationCount == 2)
        #expect(router.navigationStack.map(\.title) == ["Home", "A"], "nothing raced the slide")

        renderer.finishTransition()
        #expect(router.navigationStack.map(\.title) == ["Home", "A", "B"])
        #expect(order == ["A", "B"])
        renderer.finishTransition()
        #expect(router.navigationStack.map(\.title) == ["Home"], "popTo found its screen in its turn")
        #expect(order == ["A", "B", "popTo"])
        renderer.finishTransition()
        #expect(router.isSettled)
        #expect(renderer.events == [.pushed("A"), .pushed("B"), .popped("B"), .popped("A")])
    }

    @Test func unanimatedChangesDoNotWait() {
        #expect(
            router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "A").finishedResult
                == .success(.pushed)
        )
        #expect(
            router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "B").finishedResult
                == .success(.pushed)
        )
        #expect(router.isSettled)
    }

    @Test func theBackButtonWaitsItsTurnToo() throws {
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "A")
        try renderer.tapBack()
        #expect(router.navigationStack.count == 2)
        renderer.finishTransition()
        #expect(router.navigationStack.map(\.title) == ["Home"])
    }

    @Test func aFailureInItsTurnReachesTheCompletion() {
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "A")
        var result: NavigationResult?
        router.navigate(to: FailingBuilder().pushRoute()) { result = $0 }
        #expect(result == nil)
        renderer.finishTransition()
        #expect(result?.failure == .buildFailed(builder: "FailingBuilder", underlying: FailingBuilder.Failure()))
        #expect(router.isSettled)
    }

    @Test func awaitingTheOutcomeThenSettlingReturnsWhenTheSlideHasEnded() async {
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "A")
        let renderer = self.renderer
        // The "slides" end one after the other while the test awaits.
        let finisher = Task { @MainActor in
            while !Task.isCancelled {
                renderer.finishTransition()
                await Task.yield()
            }
        }
        let result = await router.navigate(to: TestScreenBuilder().pushRoute(), with: "B").outcome
        #expect(result == .success(.pushed))
        #expect(router.navigationStack.map(\.title) == ["Home", "A", "B"])
        await router.waitUntilSettled()
        #expect(!renderer.isTransitioning)
        #expect(router.isSettled)
        finisher.cancel()
        await finisher.value
    }

    @Test func anAsyncTestStoreStepWaitsForTheRouter() async throws {
        let store = TestStore(renderer)
        let renderer = self.renderer
        let finisher = Task { @MainActor in
            while !Task.isCancelled {
                renderer.finishTransition()
                await Task.yield()
            }
        }
        try await store.step("two pushes", expecting: [.pushed("A"), .pushed("B")]) {
            router.navigate(to: TestScreenBuilder().pushRoute(), with: "A")
            router.navigate(to: TestScreenBuilder().pushRoute(), with: "B")  // scheduled behind A's slide
        }
        try store.finish()
        finisher.cancel()
        await finisher.value
    }
}
