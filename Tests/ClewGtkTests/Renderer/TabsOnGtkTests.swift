import CAdw
import CGtk
import CGtkShim
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import ClewTesting
import Foundation
import Testing

/// Tabs on GTK (a GtkStack of the tabs' page stacks with a GtkStackSwitcher in the header bar)
/// and on libadwaita (an AdwViewStack with an AdwViewSwitcherTitle): each tab keeps its pages; the
/// user's clicks on the switcher reach the router; the event log equals the recording renderer's
/// for the same steps. Screenshots: /tmp/clew-tabs-{gtk,adwaita}.png.
@Suite @MainActor
struct TabsOnGtk {
    enum Step {
        case push(String)
        case select(String)
        case tap(String)
        case back
    }
    static let steps: [Step] = [.push("Level 3"), .select("settings"), .push("About"), .back, .tap("Scenarios")]

    func setTabs(on router: Router) -> NavigationResult? {
        let ticket = router.setTabs([
            Tab("scenarios", title: "Scenarios", iconName: "view-list-symbolic", root: TitledScreen("Home")),
            Tab("settings", title: "Settings", iconName: "emblem-system-symbolic", root: TitledScreen("Settings")),
        ])
        guard case .finished(let result) = ticket.state else { return nil }
        return result
    }

    @Test(arguments: RendererToolkit.allCases)
    func eachTabKeepsItsPagesAndTheSwitcherReportsTheUsersChoice(toolkit: RendererToolkit) async throws {
        let recording = RecordingRenderer()
        let recordingRouter = Router(renderer: recording)
        _ = setTabs(on: recordingRouter)
        for step in Self.steps {
            switch step {
            case .push(let title): recordingRouter.navigate(to: TitledScreenBuilder().pushRoute(), with: title)
            case .select(let id): recordingRouter.selectTab(id)
            case .tap(let title): try recording.tapTab(title)
            case .back: try recording.tapBack()
            }
        }

        try await GtkTestHost.run {
            let app = await GtkTestWindow(renderer: toolkit.makeRenderer)
            #expect(setTabs(on: app.router) == .success(.tabSelected("scenarios")))
            let switcher = try #require(app.renderer.tabSwitcher)
            #expect(app.renderer.headerTitleWidget == switcher.raw)
            #expect(!app.renderer.backButton.isVisible)

            for step in Self.steps {
                switch step {
                case .push(let title):
                    _ = await app.router.navigate(to: TitledScreenBuilder().pushRoute(), with: title).outcome
                    await app.router.waitUntilSettled()
                    // Deeper than its root, a tab shows the page's title and Back.
                    #expect(app.renderer.titleText == title)
                    #expect(
                        app.renderer.headerTitleWidget
                            == app.renderer.titleWidget.raw)
                    #expect(app.renderer.backButton.isVisible)
                case .select(let id):
                    await app.router.waitUntilSettled()
                    app.router.selectTab(id)
                    #expect(!app.renderer.backButton.isVisible)
                    #expect(app.renderer.headerTitleWidget == switcher.raw)
                case .tap(let title):
                    try app.renderer.tapTab(title)
                case .back:
                    try app.renderer.tapBack()
                }
                await app.router.waitUntilSettled()
                // What is shown is the selected tab's stack, at its top page.
                let tabStack = try #require(gtk_widget_get_parent(app.renderer.stack.gtkWidget))
                switch toolkit {
                case .gtk:
                    #expect(gtk_stack_get_visible_child(OpaquePointer(tabStack)) == app.renderer.stack.gtkWidget)
                case .adwaita:
                    #expect(
                        String(cString: g_type_name_from_instance(UnsafeMutablePointer(OpaquePointer(tabStack))))
                            == "AdwViewStack")
                    #expect(adw_view_stack_get_visible_child(OpaquePointer(tabStack)) == app.renderer.stack.gtkWidget)
                }
                #expect(app.renderer.visiblePage?.isMapped == true)
            }
            // The user's tab came back as they left it: Home ▸ Level 3, with Back.
            #expect(app.router.selectedTab == "scenarios")
            #expect(app.router.navigationStack.map(\.title) == ["Home", "Level 3"])
            #expect(app.renderer.backButton.isVisible)
            #expect(app.renderer.titleText == "Level 3")
            #expect(app.router.stack(ofTab: "settings").map(\.title) == ["Settings"])
            #expect(app.renderer.events == recording.events)
            try await app.renderer.screenshot(to: "/tmp/clew-tabs-\(toolkit).png")
            await app.close()
        }
    }

    /// libadwaita: too narrow for the header's switcher, the window shows its title there and the
    /// switcher bar at the bottom. Screenshot: /tmp/clew-tabs-adwaita-narrow.png.
    /// Not on the Wayland lane: there the compositor, not the app, sizes a mapped window, and sway
    /// sometimes answers the new default size with the old one; the adaptive layout is libadwaita's
    /// and the X11 lane checks it.
    @Test(.disabled(if: onWaylandLane, "the compositor sizes a mapped window on Wayland"))
    func aNarrowWindowMovesTheSwitcherToTheBottom() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(renderer: RendererToolkit.adwaita.makeRenderer)
            app.window.title = "Clew Demo"
            _ = setTabs(on: app.router)
            let switcherTitle = try #require(app.renderer.tabSwitcher)
            let bar = try #require(
                app.window.descendants.first {
                    String(cString: g_type_name_from_instance(UnsafeMutablePointer(OpaquePointer($0.gtkWidget))))
                        == "AdwViewSwitcherBar"
                })
            @MainActor func titleVisible() -> Bool { clew_object_get_boolean(switcherTitle.raw, "title-visible") != 0 }
            @MainActor func barRevealed() -> Bool { clew_object_get_boolean(bar.raw, "reveal") != 0 }
            #expect(await GtkTestHost.runUntil { !titleVisible() && !barRevealed() }, "wide: tabs in the header")

            app.window.setDefaultSize(width: 300, height: 480)
            #expect(await GtkTestHost.runUntil(timeout: .seconds(15)) { titleVisible() && barRevealed() })
            #expect(WidgetQueries.labelTexts(in: switcherTitle).contains("Clew Demo"))
            try app.renderer.tapTab("Settings")
            #expect(app.router.selectedTab == "settings")
            // The bar slides up and the title fades in (libadwaita's 250 ms animations).
            _ = await GtkTestHost.runUntil(timeout: .milliseconds(700)) { false }
            try await app.renderer.screenshot(to: "/tmp/clew-tabs-adwaita-narrow.png")
            await app.close()
        }
    }
}

/// Whether these tests run under the Wayland lane's compositor (scripts/wayland-run sets
/// `GDK_BACKEND=wayland`).
private let onWaylandLane = ProcessInfo.processInfo.environment["GDK_BACKEND"] == "wayland"
