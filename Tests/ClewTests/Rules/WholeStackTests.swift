import Clew
import ClewTesting
import Testing

/// `setStack` and `popTo`: whole-stack changes in one call, one event per step, only the last
/// visible change animated, typed errors that change nothing.
@MainActor
@Suite("Whole-stack changes")
struct WholeStackTests {
    let renderer = RecordingRenderer()
    let router: Router
    let home = LifecycleScreen("Home")
    let settings = LifecycleScreen("Settings")
    let account = LifecycleScreen("Account")
    let privacy = LifecycleScreen("Privacy")

    init() {
        router = Router(renderer: renderer)
        router.navigate(to: ScreenBuilder(home).pushRoute(isAnimated: false))
        renderer.clearEvents()
    }

    var titles: [String] { router.navigationStack.map(\.title) }

    @Test func settingADeeperStackPushesOnlyWhatIsNew() throws {
        let store = TestStore(renderer)
        try store.step(
            "deep link", expecting: [.pushed("Settings"), .pushed("Account"), .pushed("Privacy")]
        ) {
            #expect(
                router.setStack([home, settings, account, privacy]).finishedResult
                    == .success(.stackSet(popped: 0, pushed: 3)))
        }
        #expect(titles == ["Home", "Settings", "Account", "Privacy"])
        #expect(home.heard == [.appeared, .disappeared])
        #expect(settings.heard == [.appeared, .disappeared] && account.heard == [.appeared, .disappeared])
        #expect(privacy.heard == [.appeared])
        try store.finish()
    }

    @Test func settingAnotherBranchPopsToWhatIsSharedThenPushes() throws {
        router.setStack([home, settings, account, privacy])
        let help = LifecycleScreen("Help")
        let store = TestStore(renderer)
        try store.step(
            "switch branch", expecting: [.popped("Privacy"), .popped("Account"), .popped("Settings"), .pushed("Help")]
        ) {
            #expect(router.setStack([home, help]).finishedResult == .success(.stackSet(popped: 3, pushed: 1)))
        }
        #expect(titles == ["Home", "Help"])
        #expect(privacy.heard.last == .removed && settings.heard.last == .removed)
        #expect(home.heard.last == .disappeared, "home was covered all along: not told it reappeared")
        try store.finish()
    }

    @Test func aShorterStackIsOnePopAndTheRevealedScreenIsTold() throws {
        router.setStack([home, settings, account])
        #expect(router.setStack([home, settings]).finishedResult == .success(.stackSet(popped: 1, pushed: 0)))
        #expect(settings.heard.last == .reappeared)
        #expect(router.setStack([home, settings]).finishedResult == .success(.stackSet(popped: 0, pushed: 0)))
        #expect(NavigationOutcome.stackSet(popped: 0, pushed: 0).isNoOp)
    }

    @Test func aNewRootReplacesTheOldOne() throws {
        router.setStack([home, settings])
        let signIn = LifecycleScreen("Sign In")
        #expect(router.setStack([signIn]).finishedResult == .success(.stackSet(popped: 2, pushed: 1)))
        #expect(titles == ["Sign In"])
        #expect(renderer.events.suffix(2) == [.popped("Settings"), .replaced("Home", with: "Sign In")])
        #expect(home.heard.last == .removed)
    }

    @Test func screensCanMoveWithinTheStack() throws {
        router.setStack([home, settings, account])
        #expect(router.setStack([home, account, settings]).finishedResult == .success(.stackSet(popped: 2, pushed: 2)))
        #expect(titles == ["Home", "Account", "Settings"])
    }

    @Test func mistakesAreTypedErrorsThatChangeNothing() throws {
        router.setStack([home, settings])
        renderer.clearEvents()
        #expect(router.setStack([]).finishedResult == .failure(.emptyStack))
        #expect(
            router.setStack([home, account, account]).finishedResult
                == .failure(.alreadyShown(.screen(title: "Account"))))
        router.navigate(to: ScreenBuilder(privacy).presentRoute())
        #expect(router.setStack([home, privacy]).finishedResult == .failure(.alreadyShown(.screen(title: "Privacy"))))
        #expect(router.setStack([home, LifecycleScreen("Map", refuses: true)]).failure != nil)
        #expect(titles == ["Home", "Settings"])
        #expect(renderer.events == [.presented(.screen(title: "Privacy"), .dialog)])
        #expect(
            NavigationError.emptyStack.description
                == "A navigation stack needs at least one screen; setStack was given none, and nothing changed.")
    }

    @Test func thePresentationOnTopIsClosedFirstAsReplaced() throws {
        let alert = AlertModel(title: "Rate us?")
        alert.actions.append(.init(title: "Later", style: .cancel))
        let summary = RenderedContent.alert(title: "Rate us?", message: nil, actions: ["Later"])
        var reasons: [DismissalReason] = []
        router.navigate(to: AlertBuilder().presentRoute().onDismissal { reasons.append($0) }, with: alert)
        let store = TestStore(renderer)
        try store.step("deep link", expecting: [.dismissed(summary), .pushed("Settings"), .pushed("Privacy")]) {
            #expect(
                router.setStack([home, settings, privacy]).finishedResult
                    == .success(.stackSet(popped: 0, pushed: 2, dismissed: 1)))
        }
        #expect(reasons == [.replaced])
        #expect(router.presentedView == nil)

        try store.step("ask again", expecting: [.presented(summary, .dialog)]) {
            router.navigate(to: AlertBuilder().presentRoute(), with: alert)
        }
        try store.step("keep it", expecting: [.popped("Privacy")]) {
            #expect(
                router.setStack([home, settings], dismissingPresentation: false).finishedResult
                    == .success(.stackSet(popped: 1, pushed: 0)))
        }
        #expect(router.presentedView != nil)
        #expect(
            NavigationOutcome.stackSet(popped: 1, pushed: 2, dismissed: 1).description
                == "stack set (dismissed 1, popped 1, pushed 2)")
        try store.finish()
    }

    @Test func popToAScreenOrTheFirstOrLastOfAType() throws {
        let moreSettings = LifecycleScreen("More settings")
        router.setStack([home, settings, account, moreSettings, privacy])
        #expect(router.popTo(lastOf: LifecycleScreen.self).finishedResult == .success(.nothingToPop))
        #expect(router.popTo(account).finishedResult == .success(.popped(count: 2)))
        #expect(account.heard.last == .reappeared)
        #expect(titles == ["Home", "Settings", "Account"])
        #expect(router.popTo(firstOf: LifecycleScreen.self).finishedResult == .success(.popped(count: 2)))
        #expect(titles == ["Home"])
        #expect(router.popTo(privacy).finishedResult == .failure(.notOnStack("“Privacy”")))
        #expect(router.popTo(firstOf: TestScreen.self).finishedResult == .failure(.notOnStack("A TestScreen")))
        #expect(
            NavigationError.notOnStack("“Privacy”").description
                == "“Privacy” is not on the navigation stack, so there is nothing to pop to; nothing was popped.")
    }
}

/// Only the last visible change of a whole-stack change animates.
@MainActor
@Suite("Whole-stack changes animate once")
struct WholeStackAnimationTests {
    /// A stack renderer that writes down each call and whether it was animated.
    final class AnimationSpy: NavigationStackRendering {
        weak var responder: (any RendererResponder)?
        var calls: [String] = []
        func pushScreen(_ screen: any Screen, animated: Bool) throws {
            calls.append("push \(screen.title)\(animated ? " animated" : "")")
        }
        func popScreens(_ removed: [any Screen], revealing revealed: any Screen, animated: Bool) {
            calls.append("pop \(removed.map(\.title).joined(separator: ","))\(animated ? " animated" : "")")
        }
        func replaceScreen(_ old: any Screen, with new: any Screen, animated: Bool) throws {
            calls.append("replace \(old.title) with \(new.title)\(animated ? " animated" : "")")
        }
        func updateScreen(_ screen: any Screen) {
            calls.append("update \(screen.title)")
        }
        func replaceRoot(_ removed: [any Screen], with root: any Screen, animated: Bool) throws {
            calls.append("root \(root.title)\(animated ? " animated" : "")")
        }
    }

    @Test func onlyTheLastStepAnimates() {
        let spy = AnimationSpy()
        let router = Router(renderer: spy)
        let (home, a, b, c) = (TestScreen("Home"), TestScreen("A"), TestScreen("B"), TestScreen("C"))
        router.setStack([home, a, b])
        router.setStack([home, c])
        router.setStack([home])
        router.setStack([c, a])
        #expect(
            spy.calls == [
                "push Home", "push A", "push B animated",
                "pop B,A", "push C animated",
                "pop C animated",
                "replace Home with C", "push A animated",
            ])
    }
}
