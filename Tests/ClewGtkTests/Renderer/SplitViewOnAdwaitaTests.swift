import CAdw
import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// The split view on libadwaita: an AdwLeaflet that folds when the window is narrower than its
/// panes, shows the detail when folded, and goes back to the sidebar with Back or the user's swipe
/// (`adw_leaflet_navigate`, what the swipe calls). Screenshots: /tmp/clew-leaflet-{wide,folded}.png.
@Suite @MainActor
struct SplitViewOnAdwaita {
    @Test func theLeafletFoldsShowsTheDetailAndSwipesBackToTheSidebar() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 900, height: 420, renderer: RendererToolkit.adwaita.makeRenderer)
            let sidebar = TitledScreen("Scenarios")
            _ = app.router.setSplitView(sidebar: sidebar, content: TitledScreen("Welcome"))
            await app.router.waitUntilSettled()
            let leaflet = try #require(firstDescendant(named: "AdwLeaflet", in: app.window))
            #expect(await GtkTestHost.runUntil { leaflet.isMapped })
            #expect(adw_leaflet_get_folded(leaflet.opaque) == 0, "wide: both panes")
            _ = await app.router.navigate(to: TitledScreenBuilder().showDetailRoute(), with: "Level 3").outcome
            await app.router.waitUntilSettled()
            #expect(!app.renderer.backButton.isVisible)
            try await app.renderer.screenshot(to: "/tmp/clew-leaflet-wide.png")

            // Narrow: folded, on the detail, Back leads to the sidebar.
            app.window.setDefaultSize(width: 300, height: 420)
            #expect(await GtkTestHost.runUntil(timeout: .seconds(5)) { adw_leaflet_get_folded(leaflet.opaque) != 0 })
            #expect(adw_leaflet_get_visible_child(leaflet.opaque) == app.renderer.stack.gtkWidget)
            #expect(await GtkTestHost.runUntil { app.renderer.backButton.isVisible })
            await runTheLoop(for: .milliseconds(600))  // the slide is over
            try await app.renderer.screenshot(to: "/tmp/clew-leaflet-folded.png")
            try app.renderer.tapBack()
            #expect(
                await GtkTestHost.runUntil {
                    adw_leaflet_get_visible_child(leaflet.opaque) != app.renderer.stack.gtkWidget
                })
            #expect(app.router.visibleView === sidebar)
            #expect(app.renderer.titleText == "")
            #expect(!app.renderer.backButton.isVisible)

            // The sidebar's row shows the detail again; then the user swipes back.
            _ = await app.router.navigate(to: TitledScreenBuilder().showDetailRoute(), with: "Level 4").outcome
            await app.router.waitUntilSettled()
            #expect(
                await GtkTestHost.runUntil {
                    adw_leaflet_get_visible_child(leaflet.opaque) == app.renderer.stack.gtkWidget
                })
            #expect(app.renderer.titleText == "Level 4")
            #expect(adw_leaflet_navigate(leaflet.opaque, ADW_NAVIGATION_DIRECTION_BACK) != 0)
            #expect(await GtkTestHost.runUntil { app.renderer.titleText == "" })
            #expect(!app.renderer.backButton.isVisible)
            #expect(app.router.visibleView === sidebar)
            await app.close()
        }
    }
}

/// The first widget under `root` whose GType is `typeName`.
@MainActor func firstDescendant(named typeName: String, in root: Widget) -> Widget? {
    for widget in root.descendants
    where String(cString: g_type_name(G_TYPE_FROM_INSTANCE_SAFE(widget.gtkWidget))) == typeName {
        return widget
    }
    return nil
}

@MainActor private func G_TYPE_FROM_INSTANCE_SAFE(_ widget: UnsafeMutablePointer<GtkWidget>) -> GType {
    widget.withMemoryRebound(to: GTypeInstance.self, capacity: 1) { $0.pointee.g_class.pointee.g_type }
}

/// Runs the GTK loop for `duration` (animations run on).
@MainActor func runTheLoop(for duration: Duration) async {
    _ = await GtkTestHost.runUntil(timeout: duration) { false }
}
