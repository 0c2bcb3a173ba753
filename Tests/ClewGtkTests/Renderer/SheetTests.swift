import CGtk
import CGtkShim
import Clew
import ClewGtk
import Testing

extension GtkTests {
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
                #expect(gtk_widget_get_valign(card.widget) == GTK_ALIGN_END)
                #expect(gtk_widget_get_ancestor(card.widget, gtk_window_get_type()) == fixture.window.widget)
                #expect(WidgetQueries.buttons(in: card.widget).map(\.title) == ["Restart", "Cancel"])
                #expect(gtk_widget_get_sensitive(fixture.renderer.stack.widget) == 0)
                #expect(await GtkTestHost.runUntil { card.isMapped })

                WidgetQueries.click(try #require(WidgetQueries.button("Restart", in: card.widget)))
                #expect(log == ["Restart"])
                #expect(fixture.renderer.presentedSheet == nil)
                #expect(gtk_widget_get_parent(card.widget) == nil)
                #expect(gtk_widget_get_sensitive(fixture.renderer.stack.widget) != 0)
            }
        }

        @Test func escapeAndTheScrimRunTheCancelAction() async throws {
            try await RendererFixture.run { fixture in
                var log: [String] = []
                fixture.router.navigate(to: AlertBuilder().presentRoute(), with: restartSheet { log.append($0) })
                #expect(WidgetQueries.pressEscape(in: fixture.window.widget))
                #expect(log == ["Cancel"])

                fixture.router.navigate(to: AlertBuilder().presentRoute(), with: restartSheet { log.append($0) })
                let overlay = fixture.renderer.overlay.widget
                let scrim = try #require(
                    WidgetQueries.descendants(of: overlay).first {
                        WidgetQueries.cssClasses(of: $0).contains("clew-scrim")
                    })
                WidgetQueries.click(scrim)
                #expect(log == ["Cancel", "Cancel"])
                #expect(fixture.renderer.presentedSheet == nil)
            }
        }
    }
}
