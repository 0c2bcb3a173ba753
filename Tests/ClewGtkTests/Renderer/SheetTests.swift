import CGtk
import CGtkShim
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// Sheets: a card at the bottom of the main window over a scrim.
@Suite @MainActor
struct Sheets {
    func restartSheet(_ log: @escaping @MainActor (String) -> Void) -> AlertModel {
        let sheet = AlertModel(
            title: "Restart level?", message: "Your score goes back to zero.", style: .actionSheet)
        sheet.actions.append(.init(title: "Restart", style: .destructive) { _ in log("Restart") })
        sheet.actions.append(.init(title: "Cancel", style: .cancel) { _ in log("Cancel") })
        return sheet
    }

    @Test func anActionSheetIsACardAtTheBottomOfTheWindow() async throws {
        try await RendererFixture.run { fixture in
            var log: [String] = []
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: restartSheet { log.append($0) })
            let card = try #require(fixture.renderer.presentedSheet)
            #expect(fixture.renderer.presentedWindows.isEmpty)
            #expect(gtk_widget_get_valign(card.gtkWidget) == GTK_ALIGN_END)
            #expect(gtk_widget_get_ancestor(card.gtkWidget, gtk_window_get_type()) == fixture.window.gtkWidget)
            #expect(WidgetQueries.buttons(in: card.gtkWidget).map(\.title) == ["Restart", "Cancel"])
            #expect(gtk_widget_get_sensitive(fixture.renderer.stack.gtkWidget) == 0)
            #expect(await GtkTestHost.runUntil { card.isMapped })

            WidgetQueries.click(try #require(WidgetQueries.button("Restart", in: card.gtkWidget)))
            #expect(log == ["Restart"])
            #expect(fixture.renderer.presentedSheet == nil)
            #expect(gtk_widget_get_parent(card.gtkWidget) == nil)
            #expect(gtk_widget_get_sensitive(fixture.renderer.stack.gtkWidget) != 0)
        }
    }

    @Test func escapeAndTheScrimRunTheCancelAction() async throws {
        try await RendererFixture.run { fixture in
            var log: [String] = []
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: restartSheet { log.append($0) })
            #expect(WidgetQueries.pressEscape(in: fixture.window.gtkWidget))
            #expect(log == ["Cancel"])

            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: restartSheet { log.append($0) })
            let overlay = fixture.renderer.overlay.gtkWidget
            let scrim = try #require(
                WidgetQueries.descendants(of: overlay).first {
                    WidgetQueries.cssClasses(of: $0).contains("clew-scrim")
                })
            WidgetQueries.click(Button(scrim.raw, transfer: .none))
            #expect(log == ["Cancel", "Cancel"])
            #expect(fixture.renderer.presentedSheet == nil)
        }
    }
}
