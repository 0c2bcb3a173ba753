import Clew
import ClewTesting
import Testing

/// An operation of several steps (a whole-stack change, a link's plan, a new root over a
/// presentation) is committed whole before app code hears of it: every lifecycle event, observer
/// and dismissal handler it causes sees the final state, never a step half-way.
@MainActor
@Suite("Several steps, one operation: effects after the whole change")
struct OneOperationTests {
    let renderer: RecordingRenderer
    let router: Router
    let home: TestScreen

    init() {
        (renderer, router, home) = homeStack()
    }

    /// What an effect saw: the event (or handler), the stack then, and whether something was presented.
    private func watch(into seen: Box<[String]>) {
        let router = self.router
        router.observeLifecycle { event, view in
            let stack = router.navigationStack.map(\.title).joined(separator: " ▸ ")
            seen.value.append(
                "\((view as? any Screen)?.title ?? "alert") \(event): \(stack)\(router.presentedView == nil ? "" : " + shown")"
            )
        }
    }

    @Test func aSetStackThatClosesPopsAndPushesIsHeardOnlyOnceWhole() {
        let settings = TestScreen("Settings")
        let account = TestScreen("Account")
        let help = TestScreen("Help")
        router.setStack([home, settings, account])
        var handled: [String] = []
        router.navigate(
            to: AlertBuilder().presentRoute().onDismissal { _ in
                handled.append(self.router.navigationStack.map(\.title).joined(separator: " ▸ "))
            }, with: okAlert("Rate us?"))
        let seen = Box<[String]>([])
        watch(into: seen)

        #expect(
            router.setStack([home, help]).finishedResult == .success(.stackSet(popped: 2, pushed: 1, dismissed: 1)))

        #expect(handled == ["Home ▸ Help"], "the alert's handler ran after the stack changed, not between steps")
        #expect(
            seen.value == [
                "alert removed: Home ▸ Help", "Account removed: Home ▸ Help", "Settings removed: Home ▸ Help",
                "Help appeared: Home ▸ Help",
            ])
    }

    @Test func aLinksTabStackAndPresentationAreHeardOnceAllAreCommitted() throws {
        let profile = TestScreen("Profile")
        let paywall = try AlertView(model: okAlert("Premium"))
        var links = DeepLinkTable(scheme: "clew")
        links.add("paywall") { [home] _ in DeepLinkPlan(stack: [home, profile], presenting: paywall) }
        let seen = Box<[String]>([])
        watch(into: seen)

        let result = router.open("clew://paywall", with: links).finishedResult
        guard case .success(.linkOpened) = result else {
            Issue.record("the link did not open: \(String(describing: result))")
            return
        }

        #expect(!seen.value.isEmpty)
        #expect(seen.value.allSatisfy { $0.hasSuffix(": Home ▸ Profile + shown") }, "\(seen.value)")
    }

    @Test func aNewRootOverAPresentationIsHeardAfterBoth() {
        let signIn = TestScreen("Sign In")
        router.navigate(to: AlertBuilder().presentRoute(), with: okAlert("Session expired"))
        let seen = Box<[String]>([])
        watch(into: seen)

        #expect(
            router.navigate(to: ScreenBuilder(signIn).rootRoute(isAnimated: false)).finishedResult
                == .success(.rootReplaced))

        #expect(seen.value.count == 3)
        #expect(seen.value.allSatisfy { $0.hasSuffix(": Sign In") }, "\(seen.value)")
    }

    /// The random model's seed 239: a root that a whole-stack change moves up (a new root under it)
    /// never left the screen, so its dismissal handler waits until it does.
    @Test func aRootMovedUpByANewRootKeepsItsDismissalHandler() {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        let detail = TestScreen("Detail")
        var reasons: [DismissalReason] = []
        router.navigate(to: ScreenBuilder(detail).pushRoute(isAnimated: false).onDismissal { reasons.append($0) })

        #expect(
            router.setStack([TestScreen("Home"), detail]).finishedResult == .success(.stackSet(popped: 1, pushed: 2)))
        #expect(router.navigationStack.map(\.title) == ["Home", "Detail"])
        #expect(reasons.isEmpty, "Detail is still shown: its handler has not run")

        router.navigate(to: Router.popRoute(isAnimated: false))
        #expect(reasons == [.app], "it runs once, when Detail leaves")
    }

    @Test func whatAnEffectAsksForStillTakesTheNextTurn() {
        let settings = TestScreen("Settings")
        let later = TestScreen("Later")
        router.setStack([home, settings])
        var pushed: NavigationTicket?
        let router = self.router
        router.observeLifecycle { event, view in
            guard event == .removed, (view as? any Screen)?.title == "Settings", pushed == nil else { return }
            pushed = router.navigate(to: ScreenBuilder(later).pushRoute(isAnimated: false))
        }

        let set = router.setStack([home, TestScreen("Help")])

        #expect(set.finishedResult == .success(.stackSet(popped: 1, pushed: 1)))
        #expect(pushed?.finishedResult == .success(.pushed))
        #expect(router.navigationStack.map(\.title) == ["Home", "Help", "Later"])
    }
}

/// A reference an observer closure can append to.
@MainActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
