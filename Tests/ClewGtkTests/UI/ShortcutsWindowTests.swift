import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// The keyboard shortcuts window: made from a Swift description (titles as typed, whatever they hold),
/// shown by `win.show-help-overlay` and Ctrl+? over its window, closed by Escape, reached by the driver by
/// its title. Screenshot: /tmp/clew-shortcuts-window.png.
@Suite(.serialized) @MainActor
struct ShortcutsWindowTests {
    static let sections: [ShortcutsWindow.Section] = [
        .init(groups: [
            .init(
                "General",
                shortcuts: [
                    .init("Keyboard Shortcuts", accelerators: ["<Control>question"]),
                    .init("Quit", accelerator: "<Control>q"),
                ]),
            .init(
                "Odd <b>titles</b> & \"quotes\"",
                shortcuts: [
                    .init("Save_As 'now' <i>&amp;</i>\tthen", accelerators: ["<Control><Shift>s", "F12"])
                ]),
        ])
    ]

    @Test func titlesShowAsTypedAndBadAcceleratorsAreTypedErrors() async throws {
        try await GtkTestHost.run {
            let windowsBefore = UIDefinitionTests.windowTitles()
            let shortcuts = try ShortcutsWindow(title: "Help & <Keys>", sections: Self.sections)
            // Made when first needed (GtkBuilder takes tens of milliseconds): an app's start does not wait.
            #expect(UIDefinitionTests.windowTitles() == windowsBefore)
            #expect(!shortcuts.isVisible)
            defer { shortcuts.window.destroy() }
            #expect(shortcuts.window.title == "Help & <Keys>")
            #expect(shortcuts.sections == Self.sections)
            let texts = WidgetQueries.labelTexts(in: shortcuts.window)
            #expect(texts.contains("Odd <b>titles</b> & \"quotes\""))
            #expect(texts.contains("Save_As 'now' <i>&amp;</i>\tthen"))
            #expect(texts.contains("Quit"))
            // GTK leaves its own search entry and header buttons unnamed; Clew names them in GTK's words.
            let controls = shortcuts.window.descendants.filter {
                WidgetQueries.isA($0, gtk_search_entry_get_type()) || WidgetQueries.isA($0, gtk_menu_button_get_type())
            }
            #expect(controls.map(\.accessibleLabel) == ["Search Shortcuts", "Help & <Keys>"])
            #expect(
                ShortcutsWindow.xmlEscaped("a<b>&\"'\u{1}\u{0}")
                    == "a&lt;b&gt;&amp;&quot;&apos;&#x1;\u{FFFD}")
            #expect(throws: ShortcutsWindow.Failure.invalidAccelerator("Ctrl+Q", shortcut: "Quit")) {
                let quit = ShortcutsWindow.Shortcut("Quit", accelerator: "Ctrl+Q")
                return try ShortcutsWindow(sections: [.init(groups: [.init("G", shortcuts: [quit])])])
            }
        }
    }

    @Test func theHelpOverlayActionShowsItOverTheWindowAndEscapeClosesIt() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 640, height: 480)
            app.window.setHelpOverlay(try ShortcutsWindow(title: "Test Shortcuts", sections: Self.sections))
            #expect(throws: GtkDriverError.self) { try app.renderer.window(titled: "Test Shortcuts") }
            #expect(gtk_widget_activate_action_variant(app.window.gtkWidget, "win.show-help-overlay", nil) != 0)
            let shortcuts = try await app.renderer.waitForWindow(titled: "Test Shortcuts")
            let window = try #require(shortcuts.roots.first as? Window)
            #expect(window.transientParent === app.window)
            #expect(window.isModal)
            #expect(shortcuts.labelTexts.contains("Keyboard Shortcuts"))
            #expect(await Self.savePNG(window, to: "/tmp/clew-shortcuts-window.png"))
            try shortcuts.pressEscape()
            #expect(await GtkTestHost.runUntil { !window.isVisible })
            // Hidden, not destroyed: the action shows it again.
            #expect(gtk_widget_activate_action_variant(app.window.gtkWidget, "win.show-help-overlay", nil) != 0)
            _ = try await app.renderer.waitForWindow(titled: "Test Shortcuts")
            await app.close()
            // GTK destroys it with its window once that window is finalized (the test still holds it).
            window.destroy()
        }
    }

    @Test(.enabled(if: GtkTestKeyboard.canPressRealKeys, "real keys need X11 (XTest)"))
    func controlQuestionMarkAndControlSlashOpenItAndEscapeClosesIt() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            app.window.setHelpOverlay(try ShortcutsWindow(title: "Key Shortcuts", sections: Self.sections))
            // Ctrl+? is Ctrl+Shift+/ on a US keyboard: the key a person presses.
            for keys in ["<Control><Shift>question", "<Control>slash"] {
                try GtkTestKeyboard.press(keys, in: app.window)
                let scope = try await app.renderer.waitForWindow(titled: "Key Shortcuts")
                let window = try #require(scope.roots.first as? Window)
                #expect(await GtkTestHost.runUntil { gtk_window_is_active(window.window) != 0 })
                try GtkTestKeyboard.press("Escape", in: window)
                #expect(await GtkTestHost.runUntil { !window.isVisible }, "\(keys)")
            }
            await app.close()
        }
    }

    @Test func onAnApplicationWindowTheKeysAreTheAppsAcceleratorsForTheAction() async throws {
        try await GtkTestHost.run {
            let application = Application(id: "org.clew.tests.HelpOverlay", isUnique: false)
            // Windows join an application once it has started up (registering runs startup).
            #expect(g_application_register(application.pointer(as: GApplication.self), nil, nil) != 0)
            let window = ApplicationWindow(application: application)
            let shortcuts = try ShortcutsWindow(sections: Self.sections)
            #expect(shortcuts.window.title == "Shortcuts")  // GTK's header says so, in GTK's translation
            window.setHelpOverlay(shortcuts)
            #expect(window.action(named: "show-help-overlay") != nil)
            #expect(application.accelerators(for: "win.show-help-overlay") == ["<Control>question", "<Control>slash"])
            window.destroy()
            GtkTestHost.drainPending()
        }
    }

    /// Saves `window` once it has drawn (a widget that has not drawn since its last change renders nothing).
    static func savePNG(_ window: Window, to path: String) async -> Bool {
        for _ in 0..<40 {
            if (try? WidgetSnapshot.savePNG(window, to: path)) != nil { return true }
            await GtkTestHost.pump(for: .milliseconds(25))
        }
        return false
    }

}
