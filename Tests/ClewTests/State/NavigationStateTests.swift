import Clew
import ClewDemoScenarios
import ClewTesting
import Testing

/// Saved navigation state: plain text in the links' vocabulary, read strictly, restored with the
/// app's link table; damage is reported once and the rest still restored.
@MainActor
@Suite("Navigation state")
struct NavigationStateTests {
    /// The demo's tabs on a recording renderer, as DemoSession sets them.
    func demoWindow() -> (RecordingRenderer, RecordingScenarioHost, DeepLinkTable) {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        let host = RecordingScenarioHost(router: router, difficultyAnchor: TestAnchor("difficulty"))
        let home = StepScreen("Home", detail: "")
        home.link = "clew://"
        router.setTabs([
            Tab("scenarios", title: "Scenarios", root: home),
            Tab("settings", title: "Settings", root: DemoSettings.makeRoot(router: router) { _ in }),
        ])
        return (renderer, host, DemoLinks.table(for: host))
    }

    @Test func whereTheUserWasIsSavedAndRestoredInAnotherWindow() throws {
        let (_, host, links) = demoWindow()
        host.router.open("clew://settings/about", with: links)
        host.router.open("clew://paywall?source=profile", with: links)
        host.router.navigate(to: host.router.dismissRoute())
        let state = host.router.navigationState()
        #expect(
            state.serialized == """
                clew-navigation-state 1
                stack scenarios clew://scenario/paywall?detail=false
                stack settings clew://settings/about
                selected scenarios

                """)
        #expect(try NavigationState(parsing: state.serialized) == state)

        let (renderer, next, nextLinks) = demoWindow()
        var reported: [NavigationError] = []
        next.router.onNavigationFailure = { reported.append($0) }
        #expect(next.router.restore(state, with: nextLinks).finishedResult == .success(.restored(skipped: 0)))
        #expect(reported.isEmpty)
        #expect(next.router.selectedTab == "scenarios")
        #expect(next.router.stack(ofTab: "scenarios").map(\.title) == ["Home", "Profile"])
        #expect(next.router.stack(ofTab: "settings").map(\.title) == ["Settings", "About"])
        #expect(renderer.presentedView == nil, "a restored stack opens no alert or paywall")
    }

    @Test func aStateThatNoLongerFitsIsReportedOnceAndTheRestRestored() {
        let (_, host, links) = demoWindow()
        var reported: [String] = []
        host.router.onNavigationFailure = { reported.append("\($0)") }
        let state = NavigationState(
            stacks: [
                .init(tab: "scenarios", link: "clew://scenario/chess"), .init(tab: "account", link: "clew://account"),
                .init(tab: "settings", link: "clew://settings/about"),
            ], selectedTab: "settings")
        let restored = host.router.restore(state, with: links)
        #expect(restored.finishedResult == .success(.restored(skipped: 2)))
        #expect(
            reported == [
                "“chess” is not a valid scenario: expected one of “leave-game”, “difficulty”, “paywall”, “background-image”, "
                    + "“apples”, “sign-in”, “whole-stack”, “chained”, “single-top”, “one-at-a-time”, “dismissal-reasons”, “widgets”. "
                    + "Nothing was changed.",
                "The saved state has a tab “account”, which the window does not have.",
            ])
        #expect(host.router.selectedTab == "settings")
        #expect(host.router.navigationStack.map(\.title) == ["Settings", "About"])
    }

    @Test func withACompletionTheSkippedStepsAreItsAlone() {
        let (_, host, links) = demoWindow()
        var reported: [String] = []
        host.router.onNavigationFailure = { reported.append("\($0)") }
        let state = NavigationState(
            stacks: [.init(tab: "account", link: "clew://account")], selectedTab: "settings")
        var heard: NavigationResult?
        host.router.restore(state, with: links) { heard = $0 }
        #expect(heard == .success(.restored(skipped: 1)))
        #expect(reported.isEmpty, "a request with a completion reports there only")
    }

    @Test(arguments: [
        ("", NavigationStateError.empty),
        ("hello\n", .notAState("hello")),
        ("clew-navigation-state 0\n", .outdated(version: "0", expected: 1)),
        ("clew-navigation-state two\n", .outdated(version: "two", expected: 1)),
        (
            "clew-navigation-state 1\nstack scenarios\n",
            .damaged(line: 2, "stack scenarios", reason: "it is not a stack or the selected tab")
        ),
        (
            "clew-navigation-state 1\nstack a clew://\nstack a clew://x\n",
            .damaged(line: 3, "stack a clew://x", reason: "a stack is saved twice")
        ),
        (
            "clew-navigation-state 1\nstack a clew://\nselected b\n",
            .damaged(line: 3, "selected b", reason: "no stack is saved for that tab")
        ),
    ])
    func damagedTextIsATypedError(text: String, error: NavigationStateError) {
        #expect(throws: error) { try NavigationState(parsing: text) }
    }

    @Test func errorsReadAsSentences() {
        #expect(
            NavigationStateError.outdated(version: "0", expected: 1).description
                == "The saved navigation state is of version 0; this version of the app reads version 1.")
    }

    @Test func aWindowWithoutTabsSavesItsOneStack() {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        let host = RecordingScenarioHost(router: router, difficultyAnchor: TestAnchor("difficulty"))
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home")
        #expect(router.navigationState().stacks.isEmpty, "no screen has a link")
        router.open("clew://scenario/leave-game?detail=false", with: DemoLinks.table(for: host))
        #expect(
            router.navigationState().serialized
                == "clew-navigation-state 1\nstack - clew://scenario/leave-game?detail=false\n")
    }
}
