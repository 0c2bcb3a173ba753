import Clew
import ClewTesting
import Testing

/// Toasts (libadwaita's AdwToast): one on screen, a queue with priorities, an action, a timeout,
/// and dismissal reasons heard exactly once.
@MainActor
@Suite("Toasts")
struct ToastTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
        router.onNavigationFailure = { _ in }
    }

    @Test func aToastShowsAtOnceAndTheNextWaitsItsTurn() throws {
        let first = Toast("Message archived", actionTitle: "Undo") {}
        let second = Toast("Two messages deleted")
        #expect(try router.showToast(first).finishedResult?.get() == .presented)
        #expect(router.showToast(second).state == .waitingForPresentation(position: 1))
        #expect(renderer.presentedToast === first)
        #expect(router.queuedToasts.map(\.title) == ["Two messages deleted"])

        try renderer.expireToast()
        #expect(renderer.presentedToast === second)
        try renderer.closeToast()
        #expect(renderer.presentedToast == nil)
        #expect(
            renderer.events == [
                .presented(.toast(title: "Message archived", action: "Undo"), .toast),
                .dismissed(.toast(title: "Message archived", action: "Undo")),
                .presented(.toast(title: "Two messages deleted", action: nil), .toast),
                .dismissed(.toast(title: "Two messages deleted", action: nil)),
            ])
    }

    @Test func aHighPriorityToastShowsAtOnceAndTheOneItCoveredComesBack() throws {
        let normal = Toast("Saved")
        let later = Toast("Synced")
        let urgent = Toast("Connection lost", priority: .high)
        router.showToast(normal)
        router.showToast(later)
        #expect(try router.showToast(urgent).finishedResult?.get() == .presented)
        #expect(renderer.presentedToast === urgent)
        #expect(router.queuedToasts.map(\.title) == ["Saved", "Synced"])
        let alsoUrgent = Toast("Disk full", priority: .high)
        #expect(router.showToast(alsoUrgent).state == .waitingForPresentation(position: 1))  // high does not cover high
        try renderer.expireToast()
        try renderer.expireToast()
        #expect(renderer.presentedToast === normal)
    }

    @Test func everyWayOutIsHeardOnceWithItsReason() throws {
        var heard: [String] = []
        func toast(_ title: String) -> Toast {
            Toast(title, actionTitle: "Undo") {}.onDismissal { heard.append("\(title): \($0)") }
        }
        let (timed, closed, undone, byApp, queued) = (toast("a"), toast("b"), toast("c"), toast("d"), toast("e"))
        for each in [timed, closed, undone, byApp, queued] { router.showToast(each) }
        #expect(router.dismissToast(queued).finishedResult == .success(.dismissed))  // from the queue
        try renderer.expireToast()
        try renderer.closeToast()
        try renderer.tapToastAction()
        #expect(router.dismissToast(byApp).finishedResult == .success(.dismissed))
        #expect(router.dismissToast(byApp).finishedResult == .success(.nothingToDismiss))
        #expect(heard == ["e: by the app", "a: timed out", "b: by the user", "c: by the user", "d: by the app"])
    }

    @Test func theActionRunsBeforeTheToastLeaves() throws {
        var log: [String] = []
        let toast = Toast("You left the game", actionTitle: "Undo") { log.append("undo") }
            .onDismissal { log.append("dismissed \($0)") }
        router.showToast(toast)
        try renderer.tap(actionTitled: "Undo")
        #expect(log == ["undo", "dismissed by the user"])
        #expect(throws: RecordingRendererError.noToast) { try renderer.tapToastAction() }
    }

    enum Malformed: CaseIterable, Sendable {
        case noTitle, actionTitleWithoutAction, actionWithoutTitle, zeroTimeout

        @MainActor var toast: Toast {
            switch self {
            case .noTitle: Toast("")
            case .actionTitleWithoutAction: Toast("Saved", actionTitle: "Undo")
            case .actionWithoutTitle: Toast("Saved") {}
            case .zeroTimeout: Toast("Saved", timeout: .zero)
            }
        }

        var message: String {
            switch self {
            case .noTitle: "A toast needs a message; its title is empty."
            case .actionTitleWithoutAction: "The toast “Saved” has the action title “Undo” but no action to run."
            case .actionWithoutTitle: "The toast “Saved” has an action but no action title for its button."
            case .zeroTimeout: "The toast “Saved” has a timeout of 0.0 seconds; use nil to keep it until dismissed."
            }
        }
    }

    @Test(arguments: Malformed.allCases)
    func aToastThatCannotBeShownIsATypedErrorThatShowsNothing(malformed: Malformed) {
        var reported: [String] = []
        router.onNavigationFailure = { reported.append("\($0)") }
        let result = router.showToast(malformed.toast).finishedResult
        guard case .failure(.invalidToast(let message)) = result else {
            Issue.record("expected invalidToast, got \(result)")
            return
        }
        #expect(message == malformed.message)
        #expect(reported == [malformed.message])
        #expect(renderer.presentedToast == nil)
        #expect(renderer.events.isEmpty)
    }

    @Test func aToastWithoutATimeoutStaysUntilDismissed() throws {
        let toast = Toast("Offline", timeout: nil)
        router.showToast(toast)
        #expect(throws: RecordingRendererError.refused("The toast “Offline” has no timeout; it stays until dismissed."))
        {
            try renderer.expireToast()
        }
        guard case .failure(.alreadyShown(let content)) = router.showToast(toast).finishedResult else {
            Issue.record("showing a toast twice should fail")
            return
        }
        #expect(content == .toast(title: "Offline", action: nil))
    }

    @Test func aRendererWithoutToastsSaysSo() {
        let router = Router(renderer: StackOnly())
        router.onNavigationFailure = { _ in }
        guard
            case .failure(.unsupportedByRenderer(let capability, let name)) = router.showToast(Toast("Saved"))
                .finishedResult
        else {
            Issue.record("a renderer without toasts should be reported")
            return
        }
        #expect(capability == "toasts (ToastRendering)")
        #expect(name == "StackOnly")
    }
}
