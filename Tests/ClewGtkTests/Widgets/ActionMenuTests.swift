import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// Actions at app, window and widget scope; menus and buttons that point at them; shortcuts.
@Suite @MainActor
struct ActionsAndMenus {
    @Test func actionsOfEveryKindRunTheirHandlersWithTypedValues() async throws {
        try await GtkTestHost.run {
            var log: [String] = []
            let plain = Action("refresh") { action in log.append(action.name) }
            let open = Action("open-note", parameter: String.self) { _, id in log.append("open \(id)") }
            let pinned = Action("pinned", isActive: false) { _, isActive in log.append("pinned \(isActive)") }
            let sort = Action("sort", choice: "title") { _, order in log.append("sort \(order)") }
            plain.activate()
            open.activate("42")
            pinned.activate()
            pinned.activate()
            sort.activate("date")
            #expect(log == ["refresh", "open 42", "pinned true", "pinned false", "sort date"])
            #expect(pinned.isActive == false && sort.choice == "date" && plain.isActive == nil && plain.choice == nil)
            plain.isEnabled = false
            plain.activate()
            #expect(log.count == 5)  // a disabled action does nothing
            pinned.isActive = true  // set without running the handler
            #expect(pinned.isActive == true && log.count == 5)
        }
    }

    @Test func aButtonPointingAtAnActionFollowsItsEnabledState() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            var deleted = 0
            let delete = Action("delete") { _ in deleted += 1 }
            let group = ActionGroup()
            group.add(delete)
            let button = Button("Delete").action("note.delete")
            let page = Box(.vertical) { button }
            page.insertActionGroup(group, prefix: "note")
            app.window.child = page
            GtkTestHost.drainPending()
            #expect(button.actionName == "note.delete")
            #expect(button.isSensitive)
            WidgetQueries.click(button)
            #expect(deleted == 1)
            delete.isEnabled = false
            GtkTestHost.drainPending()
            #expect(!button.isSensitive)
            #expect(group.action(named: "delete") === delete)
            await app.close()
        }
    }

    @Test func menusHoldItemsSectionsAndSubmenus() async throws {
        try await GtkTestHost.run {
            let showArchive = false
            let menu = Menu {
                MenuSection("Sort") {
                    for order in ["title", "date"] { MenuItem("By \(order)", action: "win.sort", target: order) }
                }
                if showArchive { MenuItem("Archive", action: "win.archive") }
                Submenu("More") { MenuItem("About", action: "app.about") }
                MenuItem("Quit", action: "app.quit")
            }
            #expect(menu.count == 3)
        }
    }

    @Test func aMenuItemTriggersItsActionAndGreysWhenItIsDisabled() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            var chosen: [String] = []
            let sort = Action("sort", choice: "title") { _, order in chosen.append(order) }
            let archive = Action("archive", isEnabled: false) { _ in chosen.append("archive") }
            let group = ActionGroup()
            group.add(sort)
            group.add(archive)
            let menu = Menu {
                MenuItem("By Title", action: "list.sort", target: "title")
                MenuItem("By Date", action: "list.sort", target: "date")
                MenuItem("Archive", action: "list.archive")
            }
            let button = MenuButton(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu", menu: menu)
            button.isPrimary = true
            #expect(button.isPrimary)
            let page = Box(.vertical)
            page.insertActionGroup(group, prefix: "list")
            page.append(button)
            app.router.navigate(to: ScreenBuilder(TestPage(page)).pushRoute(isAnimated: false))
            await app.renderer.waitUntilSettled()
            try app.renderer.chooseMenuItem("By Date", fromMenuNamed: "Main Menu")
            #expect(chosen == ["date"])
            #expect(sort.choice == "date")
            #expect(throws: GtkDriverError.self) {
                try app.renderer.chooseMenuItem("Archive", fromMenuNamed: "Main Menu")
            }
            #expect(chosen == ["date"])
            archive.isEnabled = true
            try app.renderer.chooseMenuItem("Archive", fromMenuNamed: "Main Menu")
            #expect(chosen == ["date", "archive"])
            let error = #expect(throws: GtkDriverError.self) {
                try app.renderer.chooseMenuItem("Nope", fromMenuNamed: "Main Menu")
            }
            #expect(error?.description.contains("By Title") == true)
            await app.close()
        }
    }

    @Test(.enabled(if: GtkTestKeyboard.canPressRealKeys, "real keys need X11 (XTest)"))
    func appActionsAcceleratorsWorkFromRealKeysInAnyWindowOfTheApp() async throws {
        try await GtkTestHost.run {
            let gtkApp = Application(id: "org.clew.tests.Accelerators", isUnique: false)
            var log: [String] = []
            gtkApp.add(Action("refresh") { _ in log.append("refresh") }, accelerators: ["<Control>r"])
            #expect(gtkApp.accelerators(for: "app.refresh") == ["<Control>r"])
            var warnings: [String] = []
            ClewWarnings.handler = { warnings.append($0) }
            defer { ClewWarnings.handler = ClewWarnings.standardError }
            gtkApp.setAccelerators(["Ctrl+R"], for: "app.refresh")
            #expect(warnings.count == 1 && warnings[0].contains("“Ctrl+R”"))
            gtkApp.setAccelerators(["<Control>r"], for: "app.refresh")
            #expect(g_application_register(gtkApp.pointer(as: GApplication.self), nil, nil) != 0)
            let window = Window(title: "Accelerators")
            window.application = gtkApp
            window.setDefaultSize(width: 200, height: 100)
            window.present()
            await GtkTestHost.runUntil { window.isMapped }
            try GtkTestKeyboard.press("<Control>r", in: window)
            #expect(await GtkTestHost.runUntil(timeout: .seconds(2)) { log == ["refresh"] })
            try GtkTestKeyboard.press("r", in: window)
            await GtkTestHost.pump(for: .milliseconds(50))
            #expect(log == ["refresh"])  // the modifier matters
            // With a menu open, the popover has the keys; the app's shortcuts still work there.
            let menuButton = MenuButton("More", menu: Menu { MenuItem("Refresh", action: "app.refresh") })
            window.child = menuButton
            menuButton.popup()
            #expect(GtkTestHost.drain(until: { menuButton.isOpen }))
            try GtkTestKeyboard.press("<Control>r", in: window)
            #expect(await GtkTestHost.runUntil(timeout: .seconds(2)) { log == ["refresh", "refresh"] })
            menuButton.popdown()
            #expect(gtkApp.action(named: "refresh")?.name == "refresh")
            gtkApp.removeAction(named: "refresh")
            #expect(gtkApp.action(named: "refresh") == nil)
            window.application = nil
            window.destroy()
        }
    }

    @Test(.enabled(if: GtkTestKeyboard.canPressRealKeys, "real keys need X11 (XTest)"))
    func aWidgetShortcutRunsItsHandlerOnlyForItsKeys() async throws {
        try await GtkTestHost.run {
            let window = Window(title: "Shortcuts")
            window.setDefaultSize(width: 200, height: 100)
            var presses = 0
            let page = Box(.vertical) { Button("Focus me") }
            page.addShortcut("<Control>f", scope: .window) { _ in
                presses += 1
                return true
            }
            window.child = page
            window.present()
            await GtkTestHost.runUntil { window.isMapped }
            try GtkTestKeyboard.press("<Control>f", in: window)
            #expect(await GtkTestHost.runUntil(timeout: .seconds(2)) { presses == 1 })
            try GtkTestKeyboard.press("<Control>g", in: window)
            await GtkTestHost.pump(for: .milliseconds(50))
            #expect(presses == 1)
            #expect(throws: GtkDriverError.self) { try GtkTestKeyboard.press("Ctrl+F", in: window) }
            window.destroy()
        }
    }

    @Test(.enabled(if: GtkTestKeyboard.canPressRealKeys, "real keys need X11 (XTest)"))
    func aContextMenuOpensFromTheMenuKey() async throws {
        try await GtkTestHost.run {
            let window = Window(title: "Context")
            window.setDefaultSize(width: 300, height: 200)
            let target = Button("Row").contextMenu(Menu { MenuItem("Delete", action: "row.delete") })
            window.child = Box(.vertical) { target }
            window.present()
            await GtkTestHost.runUntil { window.isMapped }
            target.grabFocus()
            let popover = try #require(target.children.compactMap { $0 as? PopoverMenu }.first)
            #expect(!popover.isOpen)
            try GtkTestKeyboard.press("Menu", in: window)
            #expect(await GtkTestHost.runUntil(timeout: .seconds(2)) { popover.isOpen })
            popover.popdown()
            window.destroy()
        }
    }
}

/// A screen showing a given widget, for driver tests.
@MainActor
final class TestPage: GtkScreen {
    let title = "Test"
    private let content: Widget
    init(_ content: Widget) { self.content = content }
    func makeWidget() -> Widget { content }
}
