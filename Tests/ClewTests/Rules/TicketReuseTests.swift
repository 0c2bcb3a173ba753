import Clew
import ClewTesting
import Testing

/// A ticket its caller dropped serves the router's next request (no object made per navigation),
/// and nobody can tell: a ticket someone still holds, awaits or may still finish is never reused.
@MainActor
@Suite("Ticket reuse")
struct TicketReuseTests {
    @Test func aDroppedTicketServesTheNextRequest() {
        let (_, router, _) = homeStack()
        let first = ObjectIdentifier(router.navigate(to: TestScreenBuilder().pushRoute(), with: "A"))
        let second = router.navigate(to: TestScreenBuilder().pushRoute(), with: "B")
        #expect(ObjectIdentifier(second) == first, "the first ticket was dropped: it serves the second request")
        #expect(second.finishedResult == .success(.pushed))
    }

    @Test func aKeptTicketKeepsItsOwnOutcome() {
        let (_, router, _) = homeStack()
        let push = router.navigate(to: TestScreenBuilder().pushRoute(), with: "A")
        let pop = router.navigate(to: router.popRoute())
        let nothing = router.navigate(to: router.dismissRoute())
        #expect(push !== pop && pop !== nothing && push !== nothing)
        #expect(push.finishedResult == .success(.pushed))
        #expect(pop.finishedResult == .success(.popped(count: 1)))
        #expect(nothing.finishedResult == .success(.nothingToDismiss))
    }

    @Test func aCompletionThatNavigatesGetsATicketOfItsOwn() {
        let (renderer, router, _) = homeStack()
        var inner: NavigationTicket?
        var heard: [NavigationResult] = []
        let outer = router.navigate(to: TestScreenBuilder().pushRoute(), with: "A") { result in
            heard.append(result)
            inner = router.navigate(to: TestScreenBuilder().pushRoute(), with: "B") { heard.append($0) }
        }
        #expect(outer !== inner)
        #expect(outer.finishedResult == .success(.pushed))
        #expect(inner?.finishedResult == .success(.pushed))
        #expect(heard == [.success(.pushed), .success(.pushed)], "each completion once")
        #expect(renderer.screens.map(\.title) == ["Home", "A", "B"])
    }

    @Test func anAwaitedTicketIsNotReusedBeforeItsAwaitResumes() async {
        let (renderer, router, _) = homeStack()
        renderer.simulatesTransitions = true
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Sliding")
        let waiting = Task {
            await router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "A").outcome
        }
        await Task.yield()
        #expect(router.scheduledNavigationCount == 1, "A waits for the slide")
        renderer.finishTransition()  // "A" is pushed now; its ticket is held by the await
        let pop = router.navigate(to: router.popRoute(isAnimated: false))
        #expect(pop.finishedResult == .success(.popped(count: 1)))
        #expect(await waiting.value == .success(.pushed), "the await hears its own request's outcome")
    }

    @Test func aTicketWhoseCompletionARouteKeepsIsNotReused() {
        let (_, router, _) = homeStack()
        let route = ReleasedRouterTests.HoldingRoute()
        var heard: [NavigationResult] = []
        let held = ObjectIdentifier(router.navigate(to: route) { heard.append($0) })
        route.kept?(.success(.pushed))  // finished; the route still holds its completion
        let next = router.navigate(to: TestScreenBuilder().pushRoute(), with: "A")
        #expect(ObjectIdentifier(next) != held)
        route.kept?(.success(.popped(count: 1)))  // late: ignored, and never heard as the next request's
        #expect(next.finishedResult == .success(.pushed))
        #expect(heard == [.success(.pushed)])
    }
}
