import Clew
import ClewTesting
import Testing

/// Seed 000: "Are you sure you want to leave?" with a cancel and a destructive action that pops to root.
@MainActor
@Suite("Leave-the-game alert (seed 000)")
struct LeaveGameAlertTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home")
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Level 3")
    }

    /// The seed's code, with only the UIKit types swapped for Clew's.
    func showLeaveAlert() {
        let router = self.router
        let alert = AlertModel(title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
        alert.actions.append(.init(title: "No", style: .cancel))
        alert.actions.append(
            .init(
                title: "Leave", style: .destructive,
                handler: { [unowned router] _ in
                    router.navigate(to: router.popToRootRoute())
                }))
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)
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
                .dismissed(summary),
            ])
    }

    @Test func noKeepsTheGame() throws {
        showLeaveAlert()
        try renderer.tap(actionTitled: "No")
        #expect(renderer.presentedAlert == nil)
        #expect(router.navigationStack.map(\.title) == ["Home", "Level 3"])
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
