import Clew
import ClewTesting
import Testing

/// The turn rule: the router commits a change, then performs its effects (renderer calls,
/// lifecycle events, dismissal handlers); what an effect asks for takes a turn of its own, right
/// after the current one and ahead of the requests already waiting, checked against the state as
/// it is then.
@MainActor
@Suite("Effects after state: the turn rule")
struct EffectTurnTests {
    let renderer: RecordingRenderer
    let router: Router
    let home: TestScreen

    init() {
        (renderer, router, home) = homeStack()
    }

    /// The README's sequence for a pop whose dismissal handler pushes.
    @Test func aPopWhoseHandlerPushesRunsThePushAfterThePop() {
        let router = self.router
        var heard: [String] = []
        router.observeLifecycle { event, view in heard.append("\((view as? any Screen)?.title ?? "?") \(event)") }
        router.navigate(
            to: TestScreenBuilder().pushRoute(isAnimated: false).onDismissal { reason in
                heard.append("A's handler (\(reason))")
                let ticket = router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "X")
                heard.append("X's request: \(ticket.state)")
            }, with: "A")
        heard.removeAll()
        renderer.clearEvents()

        let pop = router.navigate(to: Router.popRoute(isAnimated: false))

        #expect(pop.finishedResult == .success(.popped(count: 1)))
        #expect(
            heard == [
                "A removed", "A's handler (by the app)", "X's request: waitingForTurn(position: 1)", "Home reappeared",
                "Home disappeared", "X appeared",
            ])
        #expect(renderer.events == [.popped("A"), .pushed("X")])
        #expect(router.navigationStack.map(\.title) == ["Home", "X"])
    }

    @Test func whatAnEffectAsksForGoesAheadOfTheRequestsAlreadyWaiting() {
        let router = self.router
        renderer.simulatesTransitions = true
        var order: [String] = []
        var asked = false
        router.observeLifecycle { event, view in
            guard event == .appeared, (view as? any Screen)?.title == "W1", !asked else { return }
            asked = true
            router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "E") { _ in order.append("E") }
        }
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Sliding")
        router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "W1") { _ in order.append("W1") }
        let second = router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "W2") { _ in
            order.append("W2")
        }
        #expect(second.state == .waitingForTurn(position: 2))

        renderer.finishTransition()

        #expect(order == ["W1", "E", "W2"])
        #expect(router.navigationStack.map(\.title) == ["Home", "Sliding", "W1", "E", "W2"])
    }

    @Test func aRoutesOwnNavigationsStillRunInsideItsTurn() {
        router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Inbox")
        let ticket = router.navigate(to: OpenThreadRoute(), with: "Thread")
        #expect(ticket.finishedResult == .success(.pushed))
        #expect(router.navigationStack.map(\.title) == ["Home", "Thread"])
    }

    @Test func theUsersChoiceRunsItsHandlerFirstAndTheCloseEffectsAfter() throws {
        let router = self.router
        let alert = AlertModel(title: "Leave?")
        alert.actions.append(
            .init(title: "Leave", style: .destructive) { _ in router.navigate(to: Router.popToRootRoute()) })
        router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Level")
        router.navigate(
            to: AlertBuilder().presentRoute().onDismissal { _ in
                router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Summary")
            }, with: alert)
        renderer.clearEvents()

        try renderer.tap(actionTitled: "Leave")

        // The action's pop before the alert closes (as before); the handler's push after both.
        #expect(
            renderer.events == [
                .chose("Leave", in: alert.summary), .popped("Level"), .dismissed(alert.summary), .pushed("Summary"),
            ])
    }

    @Test func awaitingARequestAnEffectMadeResumesOnceItsTurnHasRun() async {
        let router = self.router
        var waiter: Task<NavigationResult, Never>?
        router.navigate(
            to: TestScreenBuilder().pushRoute(isAnimated: false).onDismissal { _ in
                let ticket = router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "X")
                waiter = Task { await ticket.outcome }
            }, with: "A")
        router.navigate(to: Router.popRoute(isAnimated: false))
        let result = await waiter?.value
        #expect(result == .success(.pushed))
    }
}
