import Clew
import ClewTesting
import Testing

@MainActor
@Suite("Navigation stack: push, pop, pop to root, replace")
struct NavigationStackTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
    }

    func push(_ titles: String...) {
        for title in titles {
            #expect(
                router.navigate(to: TestScreenBuilder().pushRoute(), with: title).finishedResult == .success(.pushed))
        }
    }

    @Test func pushThenPop() {
        push("Home", "Profile")
        #expect(renderer.isBackButtonVisible)
        #expect(router.navigate(to: router.popRoute()).finishedResult == .success(.popped(count: 1)))
        #expect(router.navigationStack.map(\.title) == ["Home"])
        #expect(renderer.visibleScreen?.title == "Home")
        #expect(!renderer.isBackButtonVisible)
    }

    @Test func popToRootRemovesEverythingAboveTheRootTopFirst() {
        push("Home", "A", "B", "C")
        #expect(router.navigate(to: Router.popToRootRoute()).finishedResult == .success(.popped(count: 3)))
        #expect(renderer.events.suffix(3) == [.popped("C"), .popped("B"), .popped("A")])
        #expect(renderer.screens.map(\.title) == ["Home"])
    }

    @Test func popWithOnlyTheRootIsAReportedNoOp() {
        push("Home")
        var results: [NavigationResult] = []
        router.navigate(to: router.popRoute()) { results.append($0) }
        router.navigate(to: router.popToRootRoute()) { results.append($0) }
        #expect(results == [.success(.nothingToPop), .success(.nothingToPop)])
        #expect(router.navigationStack.count == 1)
    }

    @Test func popOnAnEmptyStackIsAReportedNoOp() {
        #expect(router.navigate(to: router.popRoute()).finishedResult == .success(.nothingToPop))
    }

    @Test func theBackButtonPops() throws {
        push("Home", "Profile")
        try renderer.tapBack()
        #expect(router.navigationStack.map(\.title) == ["Home"])
        #expect(throws: RecordingRendererError.noBackButton) { try renderer.tapBack() }
    }

    @Test func replaceSwapsTheTopScreen() {
        push("Home", "Sign in")
        #expect(
            router.navigate(to: TestScreenBuilder().replaceRoute(), with: "Welcome").finishedResult
                == .success(.replaced))
        #expect(router.navigationStack.map(\.title) == ["Home", "Welcome"])
        #expect(renderer.events.last == .replaced("Sign in", with: "Welcome"))
    }

    @Test func replaceOnAnEmptyStackSetsTheRoot() {
        #expect(
            router.navigate(to: TestScreenBuilder().replaceRoute(), with: "Home").finishedResult == .success(.pushed))
        #expect(router.navigationStack.map(\.title) == ["Home"])
    }

    @Test func alertsCannotBePushed() {
        let alert = AlertModel(title: "Oops")
        alert.actions.append(.init(title: "OK"))
        var result: NavigationResult?
        router.navigate(to: AlertBuilder().pushRoute(), with: alert) { result = $0 }
        guard case .failure(.notAScreen(let content)) = result else {
            Issue.record("expected notAScreen, got \(String(describing: result))")
            return
        }
        #expect(content == .alert(title: "Oops", message: nil, actions: ["OK"]))
        #expect(renderer.events.isEmpty)
    }

    @Test func buildErrorsAreReportedNotSwallowed() {
        var result: NavigationResult?
        router.navigate(to: FailingBuilder().pushRoute()) { result = $0 }
        #expect(result?.failure?.description == "FailingBuilder could not build its view: the server said no")
        #expect(router.navigationStack.isEmpty)
    }

    @Test func failuresWithoutACompletionReachOnNavigationFailure() {
        var failures: [String] = []
        router.onNavigationFailure = { failures.append($0.description) }
        router.navigate(to: FailingBuilder().pushRoute())
        #expect(failures == ["FailingBuilder could not build its view: the server said no"])
    }
}

@MainActor
@Suite("A view is shown once at a time")
struct AlreadyShownTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
    }

    @Test func pushingTheSameScreenTwiceIsAClearError() {
        let screen = TestScreen("Profile")
        router.navigate(to: ScreenBuilder(screen).pushRoute())
        let again = router.navigate(to: ScreenBuilder(screen).pushRoute()) { _ in }
        #expect(again.failure == .alreadyShown(.screen(title: "Profile")))
        #expect(
            again.failure?.description == "screen “Profile” is already on screen; build a new view to show it again.")
        #expect(router.navigationStack.count == 1)
        #expect(renderer.events == [.pushed("Profile")])
    }

    @Test func presentingAScreenThatIsOnTheStackIsAClearError() {
        let screen = TestScreen("Profile")
        router.navigate(to: ScreenBuilder(screen).pushRoute())
        let result = router.navigate(to: ScreenBuilder(screen).presentRoute()) { _ in }
        #expect(result.failure == .alreadyShown(.screen(title: "Profile")))
        #expect(renderer.presentedView == nil)
    }

    @Test func theSameAlertModelCanBeShownAgainAfterItClosed() throws {
        let alert = AlertModel(title: "Again?")
        alert.actions.append(.init(title: "OK"))
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)
        try renderer.tap(actionTitled: "OK")
        #expect(router.navigate(to: AlertBuilder().presentRoute(), with: alert).finishedResult == .success(.presented))
    }
}
