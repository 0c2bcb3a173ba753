import Clew
import ClewTesting
import Testing

@MainActor
@Suite("One presentation at a time, first in first out")
struct PresentationQueueTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
    }

    func alert(_ title: String) -> AlertModel {
        let alert = AlertModel(title: title)
        alert.actions.append(.init(title: "OK", style: .cancel))
        return alert
    }

    @Test func aSecondPresentationWaitsItsTurn() throws {
        var completions: [String] = []
        router.navigate(to: AlertBuilder().presentRoute(), with: alert("First")) { completions.append("first: \($0)") }
        let second = router.navigate(to: AlertBuilder().presentRoute(), with: alert("Second")) {
            completions.append("second: \($0)")
        }
        let third = router.navigate(to: AlertBuilder().presentRoute(), with: alert("Third")) {
            completions.append("third: \($0)")
        }

        #expect(second.state == .waitingForPresentation(position: 1))
        #expect(third.state == .waitingForPresentation(position: 2))
        #expect(router.pendingPresentationCount == 2)
        #expect(renderer.presentedAlert?.title == "First")
        #expect(completions == ["first: success(presented)"])

        try renderer.tap(actionTitled: "OK")
        #expect(renderer.presentedAlert?.title == "Second")
        #expect(completions.last == "second: success(presented)")
        try renderer.pressEscape()
        #expect(renderer.presentedAlert?.title == "Third")
        try renderer.tap(actionTitled: "OK")
        #expect(renderer.presentedAlert == nil)
        #expect(router.pendingPresentationCount == 0)
        #expect(completions.count == 3)
    }

    @Test func aHandlerThatPresentsQueuesBehindItsOwnAlert() throws {
        let router = self.router
        let first = AlertModel(title: "First")
        first.actions.append(
            .init(title: "Next") { [unowned router] _ in
                let follow = AlertModel(title: "Follow-up")
                follow.actions.append(.init(title: "OK"))
                router.navigate(to: AlertBuilder().presentRoute(), with: follow)
            })
        router.navigate(to: AlertBuilder().presentRoute(), with: first)
        try renderer.tap(actionTitled: "Next")
        #expect(renderer.presentedAlert?.title == "Follow-up")
        #expect(
            renderer.events.map(\.description) == [
                "present alert “First” [Next] as dialog",
                "choose “Next” in alert “First” [Next]",
                "dismiss alert “First” [Next]",
                "present alert “Follow-up” [OK] as dialog",
            ])
    }

    @Test func popoversAndDialogsShareTheOneSlot() throws {
        let anchor = TestAnchor("menu")
        router.navigate(
            to: PickerBuilder().popoverRoute(from: anchor), with: PickerConfiguration(options: ["A"]) { _ in })
        router.navigate(to: AlertBuilder().presentRoute(), with: alert("After"))
        #expect(renderer.presentedPopover != nil)
        try renderer.pressEscape()
        #expect(renderer.presentedAlert?.title == "After")
        #expect(renderer.presentedStyle == .dialog)
    }

    @Test func aQueuedPopoverWhoseAnchorLeftFailsWhenItsTurnComes() throws {
        let anchor = TestAnchor("menu")
        var queuedResult: NavigationResult?
        router.navigate(to: AlertBuilder().presentRoute(), with: alert("Blocking"))
        router.navigate(
            to: PickerBuilder().popoverRoute(from: anchor),
            with: PickerConfiguration(options: ["A"]) { _ in }
        ) { queuedResult = $0 }
        router.navigate(to: AlertBuilder().presentRoute(), with: alert("Last"))
        anchor.removeFromScreen()

        try renderer.tap(actionTitled: "OK")
        guard case .failure(.anchorUnavailable("menu")) = queuedResult else {
            Issue.record("expected anchorUnavailable, got \(String(describing: queuedResult))")
            return
        }
        #expect(renderer.presentedAlert?.title == "Last")
    }

    @Test func dismissRouteClosesTheTopAndShowsTheNext() {
        router.navigate(to: AlertBuilder().presentRoute(), with: alert("One"))
        router.navigate(to: AlertBuilder().presentRoute(), with: alert("Two"))
        #expect(router.navigate(to: router.dismissRoute()).finishedResult == .success(.dismissed))
        #expect(renderer.presentedAlert?.title == "Two")
    }

    @Test func dismissWithNothingPresentedIsAReportedNoOp() {
        var reported: NavigationResult?
        router.navigate(to: router.dismissRoute()) { reported = $0 }
        #expect(reported == .success(.nothingToDismiss))
        #expect(reported.map { (try? $0.get())?.isNoOp } == true)
        #expect(renderer.events.isEmpty)
    }

    @Test func aStaleResponseChangesNothing() throws {
        router.navigate(to: AlertBuilder().presentRoute(), with: alert("One"))
        let outcome = router.renderer(renderer, didReceive: .dismiss, in: PresentationID(rawValue: 999))
        #expect(outcome == .stale)
        #expect(renderer.presentedAlert?.title == "One")
    }
}
