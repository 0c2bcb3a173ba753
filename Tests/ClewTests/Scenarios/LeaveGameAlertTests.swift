import Clew
import ClewDemoScenarios
import ClewTesting
import Testing

/// "Are you sure you want to leave?" with a cancel and a destructive action that pops to root: the
/// demo's own scenario (the seed's code with only the UIKit types swapped), run headlessly.
/// (The README's example, which is the same alert written out, is checked in ReadmeExampleTests.)
@MainActor
@Suite("Leave-the-game alert")
struct LeaveGameAlertTests {
    let renderer = RecordingRenderer()
    let host: TestScenarioHost
    var router: Router { host.router }

    init() {
        host = TestScenarioHost(onHomeOf: renderer)
        LeaveGameScenario().start(in: host, openingDetail: false)  // pushes "Level 3"
    }

    func showLeaveAlert() {
        LeaveGameScenario.askToLeave(in: host)
    }

    @Test func leavingPopsToTheRootAndClosesTheAlert() throws {
        showLeaveAlert()
        let alert = try #require(renderer.presentedAlert)
        #expect(alert.title == "Are you sure you want to leave?")
        #expect(alert.message == "Any unsaved progress will be lost!")
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(renderer.presentedStyle == .dialog)

        try renderer.tap(actionTitled: "Leave")

        #expect(renderer.presentedAlert == nil)
        #expect(router.navigationStack.map(\.title) == ["Home"])
        #expect(!renderer.isBackButtonVisible)
        #expect(host.reports == ["You left the game."])
        let summary = RenderedContent.alert(
            title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!",
            actions: ["No", "Leave"]
        )
        #expect(
            renderer.events == [
                .pushed("Home"), .pushed("Level 3"),
                .presented(summary, .dialog),
                .chose("Leave", in: summary),
                .popped("Level 3"),
                .presented(.toast(title: "You left the game", action: "Undo"), .toast),
                .dismissed(summary),
            ])
    }

    /// The GNOME way to make leaving safe: the toast's Undo puts the game back.
    @Test func undoInTheToastPutsTheGameBack() throws {
        showLeaveAlert()
        try renderer.tap(actionIdentified: "leave")
        let toast = try #require(renderer.presentedToast)
        var reasons: [DismissalReason] = []
        toast.onDismissal { reasons.append($0) }

        try renderer.tap(actionTitled: "Undo")

        #expect(router.navigationStack.map(\.title) == ["Home", "Level 3"])
        #expect(renderer.presentedToast == nil)
        #expect(reasons == [.user])
        #expect(host.reports == ["You left the game.", "Back in the game."])
    }

    @Test func theToastTimesOutAndTheGameStaysLeft() throws {
        showLeaveAlert()
        try renderer.pressMnemonic("l")
        let toast = try #require(renderer.presentedToast)
        var reasons: [DismissalReason] = []
        toast.onDismissal { reasons.append($0) }

        try renderer.expireToast()

        #expect(router.navigationStack.map(\.title) == ["Home"])
        #expect(reasons == [.timedOut])
        #expect(renderer.events.last == .dismissed(.toast(title: "You left the game", action: "Undo")))
    }

    /// The same flow as an exhaustive TestStore states it: every event accounted for, step by step.
    @Test func theWholeFlowStepByStep() throws {
        let store = TestStore(renderer)
        let summary = RenderedContent.alert(
            title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!",
            actions: ["No", "Leave"])
        try store.step("ask", expecting: [.presented(summary, .dialog)]) { showLeaveAlert() }
        try store.step("stay", expecting: [.chose("No", in: summary), .dismissed(summary)]) {
            try renderer.tap(actionTitled: "No")
        }
        try store.step("ask again", expecting: [.presented(summary, .dialog)]) { showLeaveAlert() }
        let toast = RenderedContent.toast(title: "You left the game", action: "Undo")
        try store.step(
            "leave",
            expecting: [
                .chose("Leave", in: summary), .popped("Level 3"), .presented(toast, .toast), .dismissed(summary),
            ]
        ) {
            try renderer.tap(actionTitled: "Leave")
        }
        try store.step("undo", expecting: [.chose("Undo", in: toast), .pushed("Level 3"), .dismissed(toast)]) {
            try renderer.tapToastAction()
        }
        try store.finish()
    }

    @Test func noKeepsTheGame() throws {
        showLeaveAlert()
        try renderer.tap(actionTitled: "No")
        #expect(renderer.presentedAlert == nil)
        #expect(router.navigationStack.map(\.title) == ["Home", "Level 3"])
        #expect(host.reports.isEmpty)
    }

    @Test func escapeRunsTheCancelAction() throws {
        showLeaveAlert()
        try renderer.pressEscape()
        #expect(renderer.presentedAlert == nil)
        #expect(router.navigationStack.map(\.title) == ["Home", "Level 3"])
    }

    @Test func tappingAMissingActionThrowsAndKeepsTheAlert() {
        showLeaveAlert()
        #expect(throws: RecordingRendererError.noSuchAction("Stay", available: ["No", "Leave"])) {
            try renderer.tap(actionTitled: "Stay")
        }
        #expect(renderer.presentedAlert != nil)
    }

    @Test func eventsReadAsSentences() {
        showLeaveAlert()
        #expect(
            renderer.events.last?.description
                == "present alert “Are you sure you want to leave?” [No, Leave] as dialog")
    }
}
