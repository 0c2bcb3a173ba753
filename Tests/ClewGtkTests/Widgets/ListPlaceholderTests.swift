import CGtk
import Clew
import ClewAdwaita
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// Empty-state placeholders of list, grid and column views: shown whenever the model is empty.
/// Screenshots: /tmp/clew-list-placeholder-gtk.png, /tmp/clew-list-placeholder-adwaita.png.
@Suite(.serialized) @MainActor
struct ListPlaceholders {
    @Test func aListShowsItsPlaceholderWheneverItsModelIsEmpty() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 360, height: 300)
            let model = ListModel([String]())
            let list = ListView(model: model) {
                Label("").leading().margins(12)
            } bind: {
                $0.text = $1
            }
            let page = list.scrolled(placeholder: Label("No notes").cssClasses("dim-label", "title-3"))
            app.router.navigate(to: ScreenBuilder(TestPage(page)).pushRoute(isAnimated: false))
            #expect(await app.renderer.waitUntilSettled())
            #expect(page.isShowingPlaceholder)
            #expect(app.renderer.visiblePageTexts == ["No notes"])
            let shot = try await app.renderer.screenshot(to: "/tmp/clew-list-placeholder-gtk.png")
            #expect(shot.width > 0)

            model.update(["Groceries", "Ideas"])
            #expect(!page.isShowingPlaceholder)
            #expect(await GtkTestHost.runUntil { app.renderer.visiblePageTexts == ["Groceries", "Ideas"] })
            model.update([])
            #expect(page.isShowingPlaceholder)
            #expect(await GtkTestHost.runUntil { app.renderer.visiblePageTexts == ["No notes"] })
            await app.close()
        }
    }

    @Test func gridAndColumnViewsFollowTheirModelsToo() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 360, height: 300)
            let model = ListModel(["Ada"])
            let grid = GridView(model: model) {
                Label("")
            } bind: {
                $0.text = $1
            }
            let table = ColumnView(model: model, columns: [.init("Name", text: { $0 })])
            let gridPage = grid.scrolled(placeholder: Label("No photos"))
            let tablePage = table.scrolled(placeholder: Label("No contacts"))
            app.router.navigate(
                to: ScreenBuilder(
                    TestPage(
                        Box(.vertical) {
                            gridPage
                            tablePage
                        })
                ).pushRoute(isAnimated: false))
            #expect(await app.renderer.waitUntilSettled())
            #expect(!gridPage.isShowingPlaceholder && !tablePage.isShowingPlaceholder)
            model.update([])
            #expect(gridPage.isShowingPlaceholder && tablePage.isShowingPlaceholder)
            #expect(await GtkTestHost.runUntil { app.renderer.visiblePageTexts == ["No photos", "No contacts"] })
            await app.close()
        }
    }

    /// A model emptied inside a list callback (a row's bind) tells GTK on the next turn: the
    /// placeholder follows then, never before GTK's rows are gone.
    @Test func aChangeMadeInABindShowsThePlaceholderOnTheNextTurn() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 360, height: 300)
            let model = ListModel(["Once"])
            var emptied = false
            let list = ListView(model: model) {
                Label("")
            } bind: { label, text in
                label.text = text
                if !emptied {
                    emptied = true
                    model.update([])
                }
            }
            let page = list.scrolled(placeholder: Label("Nothing left"))
            app.router.navigate(to: ScreenBuilder(TestPage(page)).pushRoute(isAnimated: false))
            #expect(await GtkTestHost.runUntil { page.isShowingPlaceholder })
            #expect(await GtkTestHost.runUntil { app.renderer.visiblePageTexts == ["Nothing left"] })
            await app.close()
        }
    }

    @Test func aStatusPageIsTheEmptyStateOnLibadwaita() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 360, height: 360) {
                GtkRenderer.adwaita(window: $0, eventRetention: .all)
            }
            let model = ListModel([String]())
            let list = ListView(model: model) {
                Label("").leading().margins(12)
            } bind: {
                $0.text = $1
            }
            let status = StatusPage(
                iconName: "document-edit-symbolic", title: "No Notes", description: "Notes you write appear here.")
            let page = list.scrolled(placeholder: status)
            app.router.navigate(to: ScreenBuilder(TestPage(page)).pushRoute(isAnimated: false))
            #expect(await app.renderer.waitUntilSettled())
            #expect(page.isShowingPlaceholder)
            // Named for a screen reader by its words, not only its icon.
            #expect(app.renderer.visiblePageTexts == ["No Notes", "Notes you write appear here."])
            let shot = try await app.renderer.screenshot(to: "/tmp/clew-list-placeholder-adwaita.png")
            #expect(shot.width > 0)
            model.update(["Groceries"])
            #expect(await GtkTestHost.runUntil { app.renderer.visiblePageTexts == ["Groceries"] })
            await app.close()
        }
    }
}
