import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// A screen's header items are in the header bar exactly while it is on top.
@Suite @MainActor
struct HeaderItemsOnScreens {
    final class ItemScreen: GtkScreen {
        let title: String
        let headerItems: HeaderItems
        init(_ title: String, start: [String] = [], end: [String] = []) {
            self.title = title
            headerItems = HeaderItems(start: start.map { Button($0) }, end: end.map { Button($0) })
        }
        func makeWidget() -> Widget { Label(title) }
    }

    func headerTitles(_ renderer: GtkRenderer) -> [String] {
        WidgetQueries.buttons(in: renderer.headerBar).map(\.title).filter { $0 != "Back" }
    }

    @Test func itemsSwapAsScreensArePushedAndPopped() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            let list = ItemScreen("Notes", end: ["Sort", "Add"])
            app.router.navigate(to: ScreenBuilder(list).pushRoute(isAnimated: false))
            #expect(headerTitles(app.renderer) == ["Sort", "Add"])

            app.router.navigate(to: ScreenBuilder(ItemScreen("Note", start: ["Share"], end: ["Delete"])).pushRoute())
            #expect(headerTitles(app.renderer) == ["Share", "Delete"])
            try app.renderer.tapButton("Delete")  // header items are reachable like page buttons

            try app.renderer.tapBack()
            await app.router.waitUntilSettled()
            #expect(headerTitles(app.renderer) == ["Sort", "Add"], "the same buttons come back")
            #expect(list.headerItems.end.allSatisfy { $0.parent != nil })

            app.router.navigate(to: ScreenBuilder(ItemScreen("Plain")).replaceRoute(isAnimated: false))
            #expect(headerTitles(app.renderer).isEmpty)
            #expect(await app.close())
        }
    }

    @Test func aPresentedScreenShowsItsItemsInItsDialog() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            app.router.navigate(to: ScreenBuilder(ItemScreen("Home")).pushRoute(isAnimated: false))
            app.router.navigate(to: ScreenBuilder(ItemScreen("Premium", end: ["Restore"])).presentRoute())
            let dialog = try #require(app.renderer.presentedWindows.last)
            #expect(WidgetQueries.buttons(in: dialog).map(\.title).contains("Restore"))
            #expect(headerTitles(app.renderer).isEmpty, "the main header bar keeps its own screen's items")
            #expect(await app.close())
        }
    }
}

/// The popover keeps its anchor, whatever the app does with its handle.
@Suite @MainActor
struct PopoverAnchors {
    @Test func aPopoverFromAButtonsOwnActionWorksWithNoHandleKept() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            var chosen: [String] = []
            final class Page: GtkScreen {
                let title = "Page"
                unowned let router: Router  // the router owns the page: a strong reference is a cycle
                let onChoose: (String) -> Void
                init(router: Router, onChoose: @escaping (String) -> Void) {
                    self.router = router
                    self.onChoose = onChoose
                }
                func makeWidget() -> Widget {
                    // No stored handle: the route is built from the button the action receives.
                    Box(.vertical) {
                        Button("Difficulty") { [unowned router, onChoose] button in
                            let picker = PickerConfiguration(options: ["Easy", "Hard"]) {
                                onChoose(["Easy", "Hard"][$0])
                            }
                            router.navigate(to: PickerBuilder().popoverRoute(from: button), with: picker)
                        }
                    }
                }
            }
            app.router.navigate(
                to: ScreenBuilder(Page(router: app.router) { chosen.append($0) }).pushRoute(isAnimated: false))
            #expect(await app.renderer.waitUntilSettled())
            try app.renderer.tapButton("Difficulty")
            #expect(app.renderer.presentedPopovers.count == 1)
            #expect(await app.renderer.waitUntilSettled())
            try app.renderer.tap(actionTitled: "Hard")
            #expect(chosen == ["Hard"])
            #expect(
                app.renderer.events.first { if case .presented = $0 { true } else { false } }
                    == .presented(
                        .picker(title: nil, options: ["Easy", "Hard"]),
                        .popover(anchor: "Difficulty", permittedArrowDirections: .up)))
            #expect(await app.close())
        }
    }
}

/// Screens defined where GTK is not are drawn by the function registered for their type.
@Suite @MainActor
struct DrawnScreens {
    final class NeutralScreen: Screen {
        let title = "Profile"
        let name = "Ada Lovelace"
    }

    @Test func aRegisteredDrawerDrawsItsTypeAndOthersGetATitlePage() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            app.renderer.drawScreens(of: NeutralScreen.self) { screen in
                Box(.vertical) { Label(screen.name).cssClasses("title-2") }
            }
            app.router.navigate(to: ScreenBuilder(NeutralScreen()).pushRoute(isAnimated: false))
            #expect(app.renderer.visiblePageTexts == ["Ada Lovelace"])
            app.router.navigate(to: TitledScreenBuilder().pushRoute(isAnimated: false), with: "Undrawn")
            #expect(app.renderer.visiblePageTexts == ["Undrawn"])
            #expect(await app.close())
        }
    }
}
