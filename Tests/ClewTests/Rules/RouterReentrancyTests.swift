import Clew
import ClewTesting
import Testing

/// The `Routable` documentation's example: a route that navigates through the router itself.
@MainActor
final class OpenThreadRoute: Routable {
    func perform(with title: String, on router: Router, completion: @escaping @MainActor (NavigationResult) -> Void) {
        router.popTo(firstOf: TestScreen.self, animated: false)
        router.navigate(to: TestScreenBuilder().pushRoute(), with: title, completion: completion)
    }
}

/// What is navigated from inside a navigation (a route's own calls, handlers, chains that waited
/// behind a presentation) keeps the queue's order and never wedges it. Found by a review.
@MainActor
@Suite("Navigating from inside a navigation")
struct RouterReentrancyTests {
    let renderer: RecordingRenderer
    let router: Router
    let home: TestScreen

    init() {
        (renderer, router, home) = homeStack()
    }

    @Test func aRouteThatNavigatesDoesSoInItsOwnTurn() {
        router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Inbox")
        var result: NavigationResult?
        router.navigate(to: OpenThreadRoute(), with: "Thread") { result = $0 }
        #expect(result == .success(.pushed))
        #expect(router.navigationStack.map(\.title) == ["Home", "Thread"])
        #expect(router.scheduledNavigationCount == 0)
        #expect(
            router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "X").finishedResult
                == .success(.pushed)
        )
    }

    @Test func aRouteThatNavigatesWhileASlideRunsStillFinishes() {
        renderer.simulatesTransitions = true
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Inbox")  // slides
        var result: NavigationResult?
        #expect(
            router.navigate(to: OpenThreadRoute(), with: "Thread") { result = $0 }.state == .waitingForTurn(position: 1)
        )
        renderer.finishTransition()
        #expect(result == .success(.pushed))
        renderer.finishTransition()
        #expect(router.isSettled)
    }

    @Test func aKeptScreenKeepsItsDismissalHandler() {
        var heard: [String] = []
        router.navigate(
            to: TestScreenBuilder().pushRoute(isAnimated: false).onDismissal { heard.append("A \($0)") }, with: "A")
        router.navigate(
            to: TestScreenBuilder().pushRoute(isAnimated: false).onDismissal { heard.append("B \($0)") }, with: "B")
        router.navigate(to: TestScreenBuilder().replaceRoute(.custom { $0.title != "A" }, isAnimated: false), with: "C")
        #expect(router.navigationStack.map(\.title) == ["Home", "B", "C"])
        #expect(heard == ["A replaced"], "B stayed")
        router.navigate(to: Router.popToRootRoute())
        #expect(heard == ["A replaced", "B by the app"])
    }

    @Test func aChainThatWaitedBehindAPresentationCarriesOnAfterTheNavigationThatShowedIt() {
        router.navigate(to: AlertBuilder().presentRoute(), with: okAlert("A"))
        var chainResult: NavigationResult?
        let chain = AlertBuilder().presentRoute()
            .chained(with: TestScreenBuilder().pushRoute(isAnimated: false), context: "P")
        router.navigate(to: chain, with: okAlert("B")) { chainResult = $0 }
        let result = router.setStack([home, TestScreen("S")], animated: false)
        #expect(result.finishedResult == .success(.stackSet(popped: 0, pushed: 1, dismissed: 1)))
        #expect(chainResult == .success(.chained([.presented, .pushed])))
        #expect(router.navigationStack.map(\.title) == ["Home", "S", "P"], "P after S: the chain waited its turn")
    }

    @Test func aHandlerThatPresentsDoesNotJumpTheQueue() throws {
        let router = self.router
        let followUp = okAlert("Y")
        router.navigate(
            to: AlertBuilder().presentRoute().onDismissal { reason in
                if reason == .user { router.navigate(to: AlertBuilder().presentRoute(), with: followUp) }
            }, with: okAlert("A"))
        router.navigate(to: AlertBuilder().presentRoute(), with: okAlert("B"))  // waits behind A
        try renderer.tap(actionTitled: "OK")
        #expect(renderer.presentedAlert?.title == "B", "B asked first")
        try renderer.tap(actionTitled: "OK")
        #expect(renderer.presentedAlert?.title == "Y")
    }

    // Found by a cold review of the scheduler (issue 23).

    @Test func anObserverWhosePresentationWaitsDoesNotWedgeTheNavigationThatShowedIt() throws {
        let router = self.router
        var asked = false
        var nested: NavigationTicket?
        router.observeLifecycle { event, _ in
            guard event == .appeared, !asked else { return }
            asked = true
            nested = router.navigate(to: AlertBuilder().presentRoute(), with: okAlert("B"))  // waits behind A
        }
        let first = router.navigate(to: AlertBuilder().presentRoute(), with: okAlert("A"))
        #expect(first.finishedResult == .success(.presented))
        #expect(nested?.state == .waitingForPresentation(position: 1))
        #expect(
            router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "X").finishedResult
                == .success(.pushed)
        )
        try renderer.tap(actionTitled: "OK")
        #expect(renderer.presentedAlert?.title == "B")
        #expect(nested?.finishedResult == .success(.presented))
    }

    @Test func aScreenAHandlerPushesWhileTheRootIsReplacedGoesOnTheNewRoot() {
        let router = self.router
        let pushedByHandler = TestScreen("X")
        router.navigate(
            to: AlertBuilder().presentRoute().onDismissal { _ in
                router.navigate(to: ScreenBuilder(pushedByHandler).pushRoute(isAnimated: false))
            }, with: okAlert("A"))
        let result = router.navigate(to: TestScreenBuilder().rootRoute(isAnimated: false), with: "R")
        #expect(result.finishedResult == .success(.rootReplaced))
        // The handler's push takes a turn of its own, after the root change: never half-way through it.
        #expect(router.navigationStack.map(\.title) == ["R", "X"])
        #expect(renderer.screens.map(\.title) == ["R", "X"])
    }

    @Test func aLinksCompletionDoesNotJumpTheQueue() {
        let router = self.router
        let home = self.home
        router.navigate(to: AlertBuilder().presentRoute(), with: okAlert("A"))
        let waiting = router.navigate(to: AlertBuilder().presentRoute(), with: okAlert("B"))  // behind A
        var links = DeepLinkTable(scheme: "t")
        links.add("p") { _ in DeepLinkPlan(stack: [home], presenting: TestScreen("P")) }
        var linkResult: NavigationResult?
        var bShownBeforeTheCompletionsRequest: Bool?
        router.open("t://p", with: links) { result in
            linkResult = result
            router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "X") { _ in
                bShownBeforeTheCompletionsRequest = (waiting.finishedResult != nil)
            }
        }
        #expect(linkResult.map { if case .success(.linkOpened) = $0 { true } else { false } } == true)
        #expect(bShownBeforeTheCompletionsRequest == true, "B showed when A closed, before the completion's push")
        #expect(renderer.presentedAlert?.title == "B")
        #expect(router.pendingPresentationCount == 1, "P waits behind B")
    }
}
