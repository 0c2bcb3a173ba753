import CGtk
import Clew
import ClewAdwaita
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// The libadwaita renderer's alerts are `AdwMessageDialog`s that keep the router's rules: a click
/// runs the action's handler, Escape runs the cancel action or is refused, a disabled action
/// cannot be chosen. Screenshot: /tmp/clew-adwaita-alert.png.
@Suite @MainActor
struct AdwaitaDialogs {
    static let adwaita: (Window) -> GtkRenderer = { GtkRenderer.adwaita(window: $0, eventRetention: .all) }

    func leaveAlert(_ log: @escaping @MainActor (String) -> Void) -> AlertModel {
        let alert = AlertModel(title: "Leave the game?", message: "Your progress will be lost.")
        alert.actions.append(.init(title: "Stay", style: .cancel) { _ in log("Stay") })
        alert.actions.append(.init(title: "Leave", style: .destructive) { _ in log("Leave") })
        return alert
    }

    @Test func anAlertIsAMessageDialogWhoseResponsesRunTheHandlers() async throws {
        try await RendererFixture.run(renderer: Self.adwaita) { fixture in
            var log: [String] = []
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: leaveAlert { log.append($0) })
            let dialog = try #require(fixture.topDialog)
            #expect(
                String(cString: g_type_name_from_instance(UnsafeMutablePointer(OpaquePointer(dialog))))
                    == "AdwMessageDialog")
            #expect(await GtkTestHost.runUntil { gtk_widget_get_mapped(dialog) != 0 })
            #expect(WidgetQueries.labelTexts(in: dialog).contains("Leave the game?"))
            #expect(WidgetQueries.labelTexts(in: dialog).contains("Your progress will be lost."))
            let leave = try #require(WidgetQueries.button("Leave", in: dialog))
            #expect(
                WidgetQueries.cssClasses(of: leave).contains("destructive"), "libadwaita 1.2’s destructive response")
            try await fixture.renderer.screenshot(to: "/tmp/clew-adwaita-alert.png")

            WidgetQueries.click(leave)
            GtkTestHost.drainPending()
            #expect(log == ["Leave"])
            #expect(fixture.renderer.presentedWindows.isEmpty)
            let summary = RenderedContent.alert(
                title: "Leave the game?", message: "Your progress will be lost.", actions: ["Stay", "Leave"])
            #expect(
                fixture.renderer.events.suffix(3) == [
                    .presented(summary, .dialog), .chose("Leave", in: summary), .dismissed(summary),
                ])
        }
    }

    @Test func escapeRunsTheCancelActionOrIsRefused() async throws {
        try await RendererFixture.run(renderer: Self.adwaita) { fixture in
            var log: [String] = []
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: leaveAlert { log.append($0) })
            let dialog = try #require(fixture.topDialog)
            #expect(await GtkTestHost.runUntil { gtk_widget_get_mapped(dialog) != 0 })
            #expect(WidgetQueries.pressEscape(in: dialog))
            GtkTestHost.drainPending()
            #expect(log == ["Stay"])
            #expect(fixture.renderer.presentedWindows.isEmpty)

            // No cancel action: Escape and the window's own close leave it up.
            let question = AlertModel(title: "Pick a side", message: nil)
            question.actions.append(.init(title: "Left") { _ in log.append("Left") })
            question.actions.append(.init(title: "Right") { _ in log.append("Right") })
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: question)
            let second = try #require(fixture.topDialog)
            #expect(await GtkTestHost.runUntil { gtk_widget_get_mapped(second) != 0 })
            #expect(WidgetQueries.pressEscape(in: second))
            gtk_window_close(gcast(second, to: GtkWindow.self))
            GtkTestHost.drainPending()
            #expect(fixture.renderer.presentedWindows.count == 1, "still up")
            #expect(log == ["Stay"])
            try fixture.renderer.tap(actionTitled: "Right")
            #expect(log == ["Stay", "Right"])
        }
    }

    @Test func aDisabledActionCannotBeChosenUntilItIsEnabled() async throws {
        try await RendererFixture.run(renderer: Self.adwaita) { fixture in
            var log: [String] = []
            let alert = leaveAlert { log.append($0) }
            alert.actions[1].isEnabled = false
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            let dialog = try #require(fixture.topDialog)
            let leave = try #require(WidgetQueries.button("Leave", in: dialog))
            #expect(!leave.isSensitive)
            alert.actions[1].isEnabled = true
            #expect(leave.isSensitive)
            try fixture.renderer.tap(actionTitled: "Leave")
            #expect(log == ["Leave"])
        }
    }
}
