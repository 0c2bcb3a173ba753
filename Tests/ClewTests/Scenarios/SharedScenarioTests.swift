import Clew
import ClewDemoScenarios
import ClewImages
import ClewTesting
import Testing

/// Every demo scenario, as clew-demo's `--scenario` opens it, on the headless renderer.
@MainActor
@Suite("The demo's scenarios, headless")
struct SharedScenarioTests {
    let renderer = RecordingRenderer()
    let host: TestScenarioHost
    var router: Router { host.router }

    init() { host = TestScenarioHost(onHomeOf: renderer) }

    func open(_ id: String, openingDetail: Bool = true) throws {
        let scenario = try #require(Scenarios.named(id), "no scenario \(id)")
        scenario.start(in: host, openingDetail: openingDetail)
    }

    @Test func theRegistryListsEveryScenarioOnceInHomePageOrder() {
        #expect(
            Scenarios.all.map(\.id) == [
                "leave-game", "difficulty", "paywall", "background-image", "apples", "sign-in", "whole-stack",
                "chained", "single-top", "one-at-a-time", "dismissal-reasons", "widgets",
            ])
        #expect(Set(Scenarios.all.map(\.title)).count == Scenarios.all.count)
        #expect(Scenarios.all.allSatisfy { !$0.summary.isEmpty })
        #expect(Scenarios.named("chess") == nil)
    }

    @Test func leaveGameOpensTheGameWithTheAlertAndLeavingGoesHome() throws {
        try open("leave-game")
        #expect(renderer.visibleScreen is GameScreen)
        #expect(renderer.presentedAlert?.title == "Are you sure you want to leave?")
        try renderer.tap(actionTitled: "Leave")
        #expect(router.navigationStack.map(\.title) == ["Home"])
        #expect(host.reports == ["You left the game."])
    }

    @Test func theGamesOwnButtonAsksAgain() throws {
        try open("leave-game", openingDetail: false)
        #expect(renderer.presentedAlert == nil)
        let game = try #require(renderer.visibleScreen as? GameScreen)
        game.leave()
        #expect(renderer.presentedAlert?.actions.map(\.title) == ["No", "Leave"])
    }

    @Test func difficultyIsAPickerOnTheAnchorAndTheChoiceIsKept() throws {
        try open("difficulty")
        #expect(renderer.presentedPopover?.anchorDescription == "difficulty")
        #expect(renderer.presentedPicker?.selectedIndex == 1)
        try renderer.tap(actionTitled: "Hard")
        #expect(host.difficulty == 2)
        #expect(host.reports == ["Difficulty: Hard"])
    }

    @Test func paywallOpensFromProfileThenFromHomeWithEachSource() throws {
        try open("paywall")
        #expect(renderer.visibleScreen is ProfileScreen)
        #expect((renderer.presentedView as? PaywallScreen)?.source == .profile)
        (renderer.presentedView as? PaywallScreen)?.close()
        PaywallScenario.presentFromHome(in: host)
        #expect((renderer.presentedView as? PaywallScreen)?.source == .home)
        #expect(host.services.analyticsTracker.events == ["paywall opened from Profile", "paywall opened from Home"])
    }

    @Test func backgroundImagePushesAnImageScreenForTheHostsURL() throws {
        try open("background-image")
        let screen = try #require(renderer.visibleScreen as? ImageScreen)
        #expect(screen.title == "Background Image")
        #expect(screen.url == nil)
        #expect(screen.showsURLEntry)
    }

    @Test func applesReportsTheChosenAnswer() throws {
        try open("apples")
        #expect(throws: RecordingRendererError.self) { try renderer.pressEscape() }  // no cancel: it stays
        #expect(renderer.presentedAlert?.message == "Do you like apples?")
        try renderer.tap(actionTitled: "I hate it!")
        #expect(host.reports == ["Apples: “I hate it!” (answer 2)"])
    }

    @Test func wholeStackSetsThreeScreensThenPopsToOneOrSwitchesBranch() throws {
        let store = TestStore(renderer)
        try store.step("open", expecting: [.pushed("Settings"), .pushed("Account"), .pushed("Privacy")]) {
            try open("whole-stack")
        }
        let privacy = try #require(renderer.visibleScreen as? StepScreen)
        #expect(privacy.actionTitles == ["Back to Settings", "Switch to Help"])
        try store.step("back to Settings", expecting: [.popped("Privacy"), .popped("Account")]) {
            privacy.perform("Back to Settings")
        }
        try store.step(
            "open again", expecting: [.popped("Settings"), .pushed("Settings"), .pushed("Account"), .pushed("Privacy")]
        ) { try open("whole-stack") }
        let secondPrivacy = try #require(renderer.visibleScreen as? StepScreen)
        try store.step(
            "switch branch",
            expecting: [.popped("Privacy"), .popped("Account"), .popped("Settings"), .pushed("Help")]
        ) { secondPrivacy.perform("Switch to Help") }
        #expect(router.navigationStack.map(\.title) == ["Home", "Help"])
        #expect(
            host.reports == [
                "Stack set to Home ▸ Settings ▸ Account ▸ Privacy", "Popped to Settings",
                "Stack set to Home ▸ Settings ▸ Account ▸ Privacy", "Stack set to Home ▸ Help",
            ])
        try store.finish()
    }

    @Test func chainedPushesProfileThenPresentsThePaywallInOneNavigate() throws {
        let store = TestStore(renderer)
        try store.step(
            "open", expecting: [.pushed("Profile"), .presented(.screen(title: "Go Premium"), .dialog)]
        ) { try open("chained") }
        #expect((renderer.presentedView as? PaywallScreen)?.source == .profile)
        #expect(host.reports == ["Chained: pushed, presented"])
        try store.step("not now", expecting: [.dismissed(.screen(title: "Go Premium"))]) {
            (renderer.presentedView as? PaywallScreen)?.close()
        }
        try store.finish()
    }

    @Test func singleTopUpdatesThePlayerInsteadOfStackingAnother() throws {
        let store = TestStore(renderer)
        try store.step("open", expecting: [.pushed("Player: Ada"), .updated("Player: Grace")]) {
            try open("single-top")
        }
        let player = try #require(renderer.visibleScreen as? PlayerScreen)
        try store.step("next", expecting: [.updated("Player: Margaret")]) { player.perform("Open Next Player") }
        #expect(router.navigationStack.count == 2)
        #expect(player.detail == "Updated in place 2 times: still one Player screen on the stack.")
        #expect(host.reports == ["Grace: updated, 2 screens deep", "Margaret: updated, 2 screens deep"])
        try store.finish()
    }

    @Test func oneAtATimePushesEachAfterTheSlideBeforeIt() throws {
        renderer.simulatesTransitions = true
        let store = TestStore(renderer)
        try store.step("ask for three", expecting: [.pushed("Inbox")]) { try open("one-at-a-time") }
        #expect(router.scheduledNavigationCount == 2)
        try store.step("first slide ends", expecting: [.pushed("Thread")]) { renderer.finishTransition() }
        try store.step("second slide ends", expecting: [.pushed("Message")]) { renderer.finishTransition() }
        #expect(host.reports == ["Pushed Inbox ▸ Thread ▸ Message, one slide at a time"])
        renderer.finishTransition()
        #expect(router.isSettled)
        try store.finish()
    }

    @Test func dismissalReasonsAreReportedOnceEach() throws {
        let alert = RenderedContent.alert(
            title: "Discard draft?", message: "Its text will be lost.", actions: ["Keep Editing", "Discard"])
        let store = TestStore(renderer)
        try store.step("open", expecting: [.pushed("Draft"), .presented(alert, .dialog)]) {
            try open("dismissal-reasons")
        }
        try store.step("escape", expecting: [.dismissed(alert)]) { try renderer.pressEscape() }
        let draft = try #require(renderer.visibleScreen as? StepScreen)
        try store.step("ask again", expecting: [.presented(alert, .dialog)]) { draft.perform("Discard…") }
        try store.step("discard", expecting: [.chose("Discard", in: alert), .popped("Draft"), .dismissed(alert)]) {
            try renderer.tap(actionTitled: "Discard")
        }
        #expect(
            host.reports == [
                "“Discard draft?” closed by the user", "“Draft” closed by the app",
                "“Discard draft?” closed by the user",
            ])
        try store.finish()
    }

    @Test func signingInSwapsTheWholeWindowForTheInboxAndSigningOutSwapsBack() throws {
        try open("sign-in")
        let alert = RenderedContent.alert(
            title: "Sign In", message: "Use your Clew account to sync your progress.", actions: ["Cancel", "Sign In"])
        let store = TestStore(renderer)
        try renderer.enterText("ada", inFieldAt: 0)
        try store.step(
            "sign in", expecting: [.chose("Sign In", in: alert), .dismissed(alert), .rootReplaced(with: "Inbox")]
        ) { try renderer.tap(actionTitled: "Sign In") }
        #expect(router.navigationStack.map(\.title) == ["Inbox"])
        #expect(!renderer.isBackButtonVisible)
        let inbox = try #require(renderer.visibleScreen as? StepScreen)
        try store.step("sign out", expecting: [.rootReplaced(with: "Home")]) { inbox.perform("Sign Out") }
        #expect(router.navigationStack.map(\.title) == ["Home"])
        #expect(host.reports == ["Signed in as ada", "Signed out"])
        try store.finish()
    }

    @Test func signInPassesWhatWasTyped() throws {
        try open("sign-in")
        #expect(renderer.presentedAlert?.textFields.map(\.isSecure) == [false, true])
        try renderer.tap(actionTitled: "Sign In")
        try open("sign-in")
        try renderer.enterText("ada", inFieldAt: 0)
        try renderer.tap(actionTitled: "Sign In")
        #expect(host.reports == ["Signed in anonymously", "Signed in as ada"])
    }
}
