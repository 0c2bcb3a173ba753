import Clew
import ClewTesting
import Testing

/// Toasts take their turn as any navigation: a toast asked for by an effect (a dismissal handler, an
/// observer) shows after the operation that called it; one asked for while a change slides waits for
/// it; a toast behind the one on screen gives the turn up; the close the user makes is applied as an
/// alert's, its handler's requests running once it is done.
@MainActor
@Suite("Toasts take their turn")
struct ToastTurnTests {
    let renderer: RecordingRenderer
    let router: Router
    let home: TestScreen

    init() {
        (renderer, router, home) = homeStack()
    }

    @Test func aToastShownByAPopsHandlerShowsAfterThePopHasEnded() {
        let router = self.router
        var heard: [String] = []
        router.observeLifecycle { event, view in heard.append("\((view as? any Screen)?.title ?? "?") \(event)") }
        router.navigate(
            to: TestScreenBuilder().pushRoute(isAnimated: false).onDismissal { _ in
                let ticket = router.showToast(Toast("A closed"))
                heard.append("toast: \(ticket.state)")
            }, with: "A")
        heard.removeAll()
        renderer.clearEvents()

        router.navigate(to: Router.popRoute(isAnimated: false))

        #expect(heard == ["A removed", "toast: waitingForTurn(position: 1)", "Home reappeared"])
        #expect(renderer.events == [.popped("A"), .presented(.toast(title: "A closed", action: nil), .toast)])
        #expect(router.presentedToast?.title == "A closed")
    }

    /// A toast covers nothing: a change still sliding holds back the navigations after it, not a toast.
    @Test func aToastDoesNotWaitForAChangeStillSliding() throws {
        renderer.simulatesTransitions = true
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Sliding")
        let ticket = router.showToast(Toast("Saved"))
        #expect(try ticket.finishedResult?.get() == .presented)
        #expect(renderer.presentedToast?.title == "Saved")
        // Behind a navigation that waits for the slide, it waits its turn.
        let push = router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Next")
        let later = router.showToast(Toast("Later"))
        #expect(push.state == .waitingForTurn(position: 1))
        #expect(later.state == .waitingForTurn(position: 2))

        renderer.finishTransition()

        #expect(router.navigationStack.map(\.title) == ["Home", "Sliding", "Next"])
        #expect(later.state == .waitingForPresentation(position: 1))  // behind "Saved", turn given up
    }

    @Test func aToastBehindTheOneOnScreenGivesTheTurnUp() {
        router.showToast(Toast("First"))
        let second = router.showToast(Toast("Second"))
        #expect(second.state == .waitingForPresentation(position: 1))
        // The navigation after it runs at once: a toast never holds the turn while it waits.
        let push = router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Next")
        #expect(push.finishedResult == .success(.pushed))
        #expect(router.scheduledNavigationCount == 0)
    }

    @Test func aToastDismissedByAnObserverGoesAfterTheChangeThatToldIt() {
        let router = self.router
        let toast = Toast("Undo the push?")
        router.showToast(toast)
        var order: [String] = []
        router.observeLifecycle { event, view in
            guard event == .appeared, (view as? any Screen)?.title == "Next" else { return }
            order.append("Next appeared")
            router.dismissToast(toast) { _ in order.append("toast dismissed") }
            order.append("asked")
        }
        router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Next") { _ in
            order.append("push done")
        }
        #expect(order == ["Next appeared", "asked", "push done", "toast dismissed"])
        #expect(router.presentedToast == nil)
    }

    @Test func aToastsHandlerThatNavigatesRunsAfterTheCloseIsApplied() throws {
        let router = self.router
        var order: [String] = []
        let next = Toast("Next")
        let toast = Toast("Archived", actionTitle: "Undo") { order.append("action") }.onDismissal { reason in
            order.append("handler (\(reason))")
            let ticket = router.showToast(next)
            order.append("next: \(ticket.state)")
        }
        router.showToast(toast)

        try renderer.tapToastAction()

        #expect(order == ["action", "handler (by the user)", "next: waitingForTurn(position: 1)"])
        #expect(renderer.presentedToast === next)
    }
}
