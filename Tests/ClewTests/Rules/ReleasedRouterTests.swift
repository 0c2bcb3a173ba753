import Clew
import ClewTesting
import Testing

/// Tickets, awaits and navigators that outlive their router get a typed error: never a trap or a hang.
@MainActor
@Suite("What outlives its router")
struct ReleasedRouterTests {
    /// A transition that keeps its navigator, which the documentation says not to do.
    final class KeepingTransition: ViewTransition {
        var isAnimated = false
        var kept: Navigator?
        func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
            kept = navigator
            guard let view else { return .failure(.nothingToBuild) }
            return navigator.push(view, animated: false)
        }
    }

    @Test func aTicketWaitingForItsTurnFinishesWithRouterReleased() async {
        let renderer = RecordingRenderer()
        renderer.simulatesTransitions = true
        var completed = false
        var ticket: NavigationTicket?
        do {
            let router = Router(renderer: renderer)
            router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Home")
            router.navigate(to: TestScreenBuilder().pushRoute(), with: "Sliding")
            ticket = router.navigate(to: TestScreenBuilder().pushRoute(), with: "Waiting") { _ in completed = true }
            #expect(ticket?.state == .waitingForTurn(position: 1))
        }
        #expect(renderer.responder == nil, "the router is gone")
        #expect(ticket?.state == .finished(.failure(.routerReleased)))
        #expect(await ticket?.outcome == .failure(.routerReleased))
        #expect(!completed, "no completion runs inside the router's end")
    }

    @Test func aPresentationWaitingBehindAnotherFinishesWithRouterReleased() async {
        let renderer = RecordingRenderer()
        var ticket: NavigationTicket?
        var toastTicket: NavigationTicket?
        do {
            let router = Router(renderer: renderer)
            router.navigate(to: AlertBuilder().presentRoute(), with: okAlert("A"))
            ticket = router.navigate(to: AlertBuilder().presentRoute(), with: okAlert("B"))
            router.showToast(Toast("One"))
            toastTicket = router.showToast(Toast("Two"))
            #expect(ticket?.state == .waitingForPresentation(position: 1))
            #expect(toastTicket?.state == .waitingForPresentation(position: 1))
        }
        #expect(renderer.responder == nil)
        #expect(ticket?.state == .finished(.failure(.routerReleased)))
        #expect(await ticket?.outcome == .failure(.routerReleased))
        #expect(toastTicket?.state == .finished(.failure(.routerReleased)))
    }

    /// A route of the app's own that keeps its completion for later, and so holds the turn.
    final class HoldingRoute: Routable {
        var kept: (@MainActor (NavigationResult) -> Void)?
        func perform(with context: Void, on router: Router, completion: @escaping @MainActor (NavigationResult) -> Void)
        {
            kept = completion
        }
    }

    @Test func aRequestHoldingTheTurnFinishesWithRouterReleasedAndItsLateCompletionIsIgnored() async {
        let renderer = RecordingRenderer()
        let route = HoldingRoute()
        var completed = false
        var ticket: NavigationTicket?
        do {
            let router = Router(renderer: renderer)
            ticket = router.navigate(to: route) { _ in completed = true }
            #expect(ticket?.state == .running)
        }
        #expect(renderer.responder == nil, "the router is gone")
        #expect(ticket?.state == .finished(.failure(.routerReleased)))
        #expect(await ticket?.outcome == .failure(.routerReleased), "an await resumes instead of hanging")
        route.kept?(.success(.pushed))
        #expect(ticket?.state == .finished(.failure(.routerReleased)), "the late completion changes nothing")
        #expect(!completed, "no completion runs inside or after the router's end")
    }

    @Test func aKeptNavigatorAnswersRouterReleased() {
        let renderer = RecordingRenderer()
        let transition = KeepingTransition()
        do {
            let router = Router(renderer: renderer)
            let result = router.navigate(to: TestScreenBuilder().with(transition), with: "Home").finishedResult
            #expect(result == .success(.pushed))
        }
        #expect(renderer.responder == nil)
        let navigator = transition.kept
        #expect(navigator?.push(TestScreen("Late"), animated: false) == .failure(.routerReleased))
        #expect(navigator?.navigationStack.isEmpty == true)
        #expect(navigator?.dismiss() == .failure(.routerReleased))
    }

    /// A transition that runs `during` with its navigator, then pushes.
    final class InspectingTransition: ViewTransition {
        var isAnimated = false
        let during: (Navigator) -> Void
        init(during: @escaping (Navigator) -> Void) { self.during = during }
        func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
            during(navigator)
            guard let view else { return .failure(.nothingToBuild) }
            return navigator.push(view, animated: false)
        }
    }

    @Test func aKeptNavigatorReachesItsOwnLiveRouterOutsideItsPerform() {
        let renderer = RecordingRenderer()
        let transition = KeepingTransition()
        let router = Router(renderer: renderer)
        router.navigate(to: TestScreenBuilder().with(transition), with: "Home")
        let navigator = transition.kept
        #expect(navigator?.navigationStack.map(\.title) == ["Home"], "read after its perform, weakly")
        #expect(navigator?.renderer === renderer)
        // Used while another router performs, it still reaches its own router, not the one performing.
        let otherRenderer = RecordingRenderer()
        let other = Router(renderer: otherRenderer)
        var seenDuringOther: [String]?
        let inspecting = InspectingTransition { _ in seenDuringOther = navigator?.navigationStack.map(\.title) }
        other.navigate(to: TestScreenBuilder().with(inspecting), with: "Elsewhere")
        #expect(seenDuringOther == ["Home"])
        #expect(other.navigationStack.map(\.title) == ["Elsewhere"])
        #expect(router.navigationStack.map(\.title) == ["Home"])
    }

    /// Opens a nested request that holds its completion, then finishes itself.
    final class OpeningHoldingRoute: Routable {
        let nested = HoldingRoute()
        var nestedTicket: NavigationTicket?
        func perform(with context: Void, on router: Router, completion: @escaping @MainActor (NavigationResult) -> Void)
        {
            nestedTicket = router.navigate(to: nested) { _ in Issue.record("no completion runs after the router's end")
            }
            completion(.success(.pushed))
        }
    }

    @Test func aNestedRequestsCompletionCalledAfterItsRoutersEndIsHarmless() async {
        let renderer = RecordingRenderer()
        let route = OpeningHoldingRoute()
        do {
            let router = Router(renderer: renderer)
            #expect(router.navigate(to: route).finishedResult == .success(.pushed))
            #expect(route.nestedTicket?.state == .running)
        }
        #expect(renderer.responder == nil, "the router is gone")
        // The router's end finished the nested request it never heard back from.
        #expect(route.nestedTicket?.state == .finished(.failure(.routerReleased)))
        // The ticket keeps what it reports to, not the router: the late call neither traps nor runs anything.
        route.nested.kept?(.success(.presented))
        #expect(route.nestedTicket?.state == .finished(.failure(.routerReleased)))
        #expect(await route.nestedTicket?.outcome == .failure(.routerReleased))
    }

    @Test func awaitingANestedRequestThatNeverFinishesEndsWithTheRouter() async throws {
        let route = OpeningHoldingRoute()
        var router: Router? = Router(renderer: RecordingRenderer())
        #expect(router?.navigate(to: route).finishedResult == .success(.pushed))
        let nested = try #require(route.nestedTicket)
        #expect(nested.state == .running, "its route keeps the completion and never calls it")
        let waiter = Task { await nested.outcome }
        await Task.yield()
        router = nil
        #expect(await waiter.value == .failure(.routerReleased), "the await ends with the router, it does not hang")
    }

    /// A ticket gives up its scheduler once finished, so a ticket the app keeps after its router's end
    /// does not keep the renderer (for GTK, the window and every widget in it) alive.
    @Test func aKeptTicketDoesNotKeepTheRendererAlive() {
        weak var weakRenderer: RecordingRenderer?
        var kept: [NavigationTicket] = []
        do {
            let renderer = RecordingRenderer()
            renderer.simulatesTransitions = true
            weakRenderer = renderer
            let router = Router(renderer: renderer)
            kept.append(router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Home"))
            kept.append(router.navigate(to: TestScreenBuilder().pushRoute(), with: "Sliding"))
            kept.append(router.navigate(to: TestScreenBuilder().pushRoute(), with: "Waiting"))
        }
        #expect(
            kept.map(\.state) == [
                .finished(.success(.pushed)), .finished(.success(.pushed)), .finished(.failure(.routerReleased)),
            ])
        #expect(weakRenderer == nil, "three kept tickets, finished and abandoned, hold no renderer")
    }
}
