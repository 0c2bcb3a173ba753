import Clew
import ClewTesting
import Testing
import VocabularyFixtures

/// Transitions and presentation styles from outside the core, root transitions, replace
/// behaviours, the non-transition, `with(_:)` and `build()`: the vocabulary apps extend.
@MainActor
@Suite("An open routing vocabulary")
struct OpenVocabularyTests {
    let renderer: RecordingRenderer
    let router: Router
    let home: TestScreen

    init() {
        (renderer, router, home) = homeStack()
    }

    var titles: [String] { router.navigationStack.map(\.title) }

    @Test func aCustomTransitionUsesOnlyTheNavigatorAndKeepsTheRules() throws {
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Settings")
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Account")
        var reasons: [String] = []
        router.navigate(
            to: AlertBuilder().presentRoute().onDismissal { reasons.append("alert \($0)") }, with: okAlert("Hi"))
        renderer.clearEvents()
        let store = TestStore(renderer)
        let hi = RenderedContent.alert(title: "Hi", message: nil, actions: ["OK"])
        try store.step(
            "start over", expecting: [.dismissed(hi), .popped("Account"), .popped("Settings"), .pushed("Welcome")]
        ) {
            let route = TestScreenBuilder().with(StartOverTransition())
            #expect(router.navigate(to: route, with: "Welcome").finishedResult == .success(.pushed))
            #expect(route.summary == "start over TestScreenBuilder")
        }
        #expect(titles == ["Home", "Welcome"])
        #expect(reasons == ["alert by the app"])
        try store.finish()
    }

    @Test func aCustomStyleShowsThroughACapabilityOfTheAppsOwn() throws {
        let banner = RenderedContent.alert(title: "Saved", message: nil, actions: ["OK"])
        var reasons: [DismissalReason] = []
        let route = AlertBuilder().with(BannerTransition()).onDismissal { reasons.append($0) }
        #expect(router.navigate(to: route, with: okAlert("Saved")).finishedResult == .success(.presented))
        #expect(renderer.events == [.presented(banner, .custom("banner"))])
        #expect(renderer.presentedStyle == .custom("banner"))
        // One presentation at a time, as for any style.
        #expect(
            router.navigate(to: AlertBuilder().presentRoute(), with: okAlert("Next")).state
                == .waitingForPresentation(position: 1))
        try renderer.pressEscape()
        #expect(reasons == [.user])
        #expect(renderer.presentedAlert?.title == "Next")
        #expect(RenderedStyle.custom("banner").description == "banner")
    }

    @Test func aRendererWithoutTheCapabilityGetsATypedError() {
        let router = Router(renderer: StackOnly())
        let result = router.navigate(to: AlertBuilder().with(BannerTransition()), with: okAlert("Saved"))
        #expect(
            result.finishedResult
                == .failure(.unsupportedByRenderer(capability: "banners (BannerRendering)", renderer: "StackOnly")))
        #expect(router.presentedView == nil)
    }

    @Test func aRootTransitionReplacesEverythingInOneEvent() throws {
        var heard: [String] = []
        router.navigate(
            to: TestScreenBuilder().pushRoute().onDismissal { heard.append("sign in \($0)") }, with: "Sign in")
        router.navigate(
            to: AlertBuilder().presentRoute().onDismissal { heard.append("alert \($0)") },
            with: okAlert("Wrong password")
        )
        renderer.clearEvents()
        let store = TestStore(renderer)
        try store.step(
            "signed in",
            expecting: [
                .dismissed(.alert(title: "Wrong password", message: nil, actions: ["OK"])),
                .rootReplaced(with: "Inbox"),
            ]
        ) {
            #expect(
                router.navigate(to: TestScreenBuilder().rootRoute(), with: "Inbox").finishedResult
                    == .success(.rootReplaced))
        }
        #expect(titles == ["Inbox"])
        #expect(renderer.screens.map(\.title) == ["Inbox"])
        #expect(!renderer.isBackButtonVisible)
        #expect(heard == ["alert replaced", "sign in replaced"])
        try store.step("the old root can come back", expecting: [.pushed("Home")]) {
            #expect(router.navigate(to: ScreenBuilder(home).pushRoute()).finishedResult == .success(.pushed))
        }
        try store.finish()
    }

    @Test func replaceAllAndACustomKeepRule() {
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Cart")
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Address")
        #expect(
            router.navigate(to: TestScreenBuilder().replaceRoute(.custom { $0.title != "Address" }), with: "Payment")
                .finishedResult
                == .success(.replaced))
        #expect(titles == ["Home", "Cart", "Payment"])
        #expect(
            router.navigate(to: TestScreenBuilder().replaceRoute(.replaceAll), with: "Done").finishedResult
                == .success(.replaced))
        #expect(titles == ["Done"])
        #expect(
            router.navigate(to: TestScreenBuilder().replaceRoute(), with: "Again").finishedResult == .success(.replaced)
        )
        #expect(titles == ["Again"])
    }

    @Test func theNonTransitionBuildsAndShowsNothing() {
        var prepared: [String] = []
        var dismissed = 0
        let route = TestScreenBuilder().with(NonTransition()).onDismissal { _ in dismissed += 1 }
        route.prepareForShowTransition = { view, _, _ in prepared.append(view.title) }
        #expect(router.navigate(to: route, with: "Configured").finishedResult == .success(.built))
        #expect(prepared == ["Configured"])
        #expect(renderer.events.isEmpty)
        #expect(titles == ["Home"])
        #expect(dismissed == 0)
    }

    @Test func buildWithNoArgumentForVoidContexts() throws {
        let screen = try ScreenBuilder(home).build()
        #expect(screen === home)
        #expect(throws: FailingBuilder.Failure.self) { try FailingBuilder().build() }
    }
}
