import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import ClewTesting
import Testing

/// The split view on GTK: a GtkPaned with the sidebar beside the pages when wide; one pane at a
/// time when narrow, Back from the content's root to the sidebar; the same events as headless.
/// Screenshots: /tmp/clew-split-wide.png, /tmp/clew-split-narrow.png.
@Suite @MainActor
struct SplitViewOnGtk {
    @Test(arguments: [false, true])
    func theSidebarAndTheContent(narrow: Bool) async throws {
        let recording = RecordingRenderer()
        recording.isCollapsed = narrow
        let recordingRouter = Router(renderer: recording)
        recordingRouter.setSplitView(sidebar: TitledScreen("Scenarios"), content: TitledScreen("Welcome"))
        recordingRouter.navigate(to: TitledScreenBuilder().showDetailRoute(), with: "Level 3")

        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: narrow ? 420 : 900, height: 420)
            let sidebar = TitledScreen("Scenarios")
            #expect(
                app.router.setSplitView(sidebar: sidebar, content: TitledScreen("Welcome")).state
                    == .finished(.success(.splitViewSet)))
            await app.router.waitUntilSettled()
            let paned = try #require(gtk_widget_get_parent(app.renderer.stack.gtkWidget))
            #expect(clew_is_paned(paned))
            let sidebarPane = try #require(gtk_paned_get_start_child(OpaquePointer(paned)))
            #expect((gtk_widget_get_visible(sidebarPane) != 0) == true)
            #expect((gtk_widget_get_visible(app.renderer.stack.gtkWidget) != 0) == !narrow)
            #expect((app.router.visibleView === sidebar) == narrow)

            _ = await app.router.navigate(to: TitledScreenBuilder().showDetailRoute(), with: "Level 3").outcome
            await app.router.waitUntilSettled()
            #expect(app.renderer.stack.isVisible)
            #expect((gtk_widget_get_visible(sidebarPane) != 0) == !narrow)
            #expect(app.renderer.backButton.isVisible == narrow, "narrow: Back to the sidebar")
            #expect(app.renderer.events == recording.events)
            try await app.renderer.screenshot(to: "/tmp/clew-split-\(narrow ? "narrow" : "wide").png")
            if !narrow {
                // Made narrow, the window keeps the detail on screen and offers Back to the sidebar.
                app.window.setDefaultSize(width: 420, height: 420)
                #expect(await GtkTestHost.runUntil { gtk_widget_get_visible(sidebarPane) == 0 })
                #expect(app.renderer.stack.isVisible)
                #expect(app.renderer.backButton.isVisible)
                // And wide again, both panes.
                app.window.setDefaultSize(width: 900, height: 420)
                #expect(await GtkTestHost.runUntil { gtk_widget_get_visible(sidebarPane) != 0 })
                #expect(!app.renderer.backButton.isVisible)
            }
            if narrow {
                try app.renderer.tapBack()
                #expect(gtk_widget_get_visible(sidebarPane) != 0)
                #expect(!app.renderer.stack.isVisible)
                #expect(app.router.navigationStack.map(\.title) == ["Level 3"])
                #expect(app.router.visibleView === sidebar)
                #expect(app.renderer.titleText == "")
                // The sidebar's row shows the detail again: the title comes back with it.
                _ = await app.router.navigate(to: TitledScreenBuilder().showDetailRoute(), with: "Level 4").outcome
                await app.router.waitUntilSettled()
                #expect(app.renderer.titleText == "Level 4")
                #expect(app.renderer.backButton.isVisible)
            }
            await app.close()
        }
    }
}

@MainActor private func clew_is_paned(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    String(cString: g_type_name(gtk_widget_get_type_safe(widget))) == "GtkPaned"
}

@MainActor private func gtk_widget_get_type_safe(_ widget: UnsafeMutablePointer<GtkWidget>) -> GType {
    widget.withMemoryRebound(to: GTypeInstance.self, capacity: 1) { $0.pointee.g_class.pointee.g_type }
}
