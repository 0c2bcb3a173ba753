internal import CGtk
internal import CGtkTestShim
@_spi(Testing) import ClewGtk
import Glibc

/// Leak-check mode `ui`: N rounds of a `UIDefinition` from a string (objects looked up by id as typed
/// wrappers, a handler connected and run, a missing id, a wrong type and a refused definition as typed
/// errors), a `ResourceBundle` registered from a `.gresource` file made once with `glib-compile-resources`
/// (a definition loaded from it, then unregistered), and a `ShortcutsWindow` set as a window's help
/// overlay, shown by `win.show-help-overlay`, hidden, and destroyed with the window. Every handler box and
/// identity slot must be gone afterwards (valgrind reports the memory).
@MainActor
enum UICycles {
    static let editor = """
        <interface>
          <object class="GtkBox" id="page">
            <child><object class="GtkLabel" id="title"><property name="label">Notes &amp; more</property></object></child>
            <child><object class="GtkButton" id="save"><property name="label">Save</property></object></child>
          </object>
        </interface>
        """
    static let resourcePath = "/io/github/clew/LeakCheck/editor.ui"

    static func run(_ count: Int) -> Bool {
        guard gtk_init_check() != 0 else {
            print("NO_DISPLAY")
            return false
        }
        guard let folder = makeBundleFolder() else {
            print("NO_BUNDLE (glib-compile-resources failed)")
            return false
        }
        defer { removeFolder(folder) }
        let slotsBefore = GObjectRef.liveIdentityCount
        var ok = 0
        for round in 0..<count where cycle(round, bundle: folder + "/editor.gresource") { ok += 1 }
        Cycles.drainPending()
        let boxes = SignalHandlerBox.liveCount
        let slots = GObjectRef.liveIdentityCount - slotsBefore
        print("CYCLES_OK=\(ok)/\(count) LIVE_BOXES_AFTER_CLOSE=\(boxes) LIVE_IDENTITIES=\(slots)")
        return ok == count && boxes == 0 && slots == 0
    }

    private static func cycle(_ round: Int, bundle path: String) -> Bool {
        let definition = definitionCycle()
        let resource = resourceCycle(path)
        let shortcuts = shortcutsCycle(round)
        Cycles.drainPending()
        return definition && resource && shortcuts
    }

    /// Objects by id, a handler run, and each typed error.
    private static func definitionCycle() -> Bool {
        do throws(UIDefinitionError) {
            let ui = try UIDefinition(string: editor)
            let save = try ui.object("save", as: Button.self)
            var clicks = 0
            save.connect(.clicked) { _ in clicks += 1 }
            clew_signal_emit_void(save.raw, "clicked")
            let title = try ui.object("title", as: Label.self).text
            let children = try ui.object("page", as: Box.self).children.count
            let missing = fails { _ = try ui.object("nothing", as: Widget.self) }
            let wrongType = fails { _ = try ui.object("title", as: Button.self) }
            let refused = fails {
                _ = try UIDefinition(string: #"<interface><object class="NoSuchClass"/></interface>"#)
            }
            return clicks == 1 && title == "Notes & more" && children == 2 && missing && wrongType && refused
        } catch {
            print("DEFINITION_FAILED \(error)")
            return false
        }
    }

    /// A bundle registered, a definition loaded from it, unregistered.
    private static func resourceCycle(_ path: String) -> Bool {
        do throws(UIDefinitionError) {
            let bundle = try ResourceBundle.register(contentsOfFile: path)
            let listed = bundle.paths(under: "/io/github/clew/LeakCheck/") == ["editor.ui"]
            let title = try UIDefinition(resource: resourcePath).object("title", as: Label.self).text
            bundle.unregister()
            let gone = fails { _ = try UIDefinition(resource: resourcePath) }
            return listed && title == "Notes & more" && gone && !bundle.isRegistered
        } catch {
            print("RESOURCE_FAILED \(error)")
            return false
        }
    }

    /// A shortcuts window as a window's help overlay: shown by the action, hidden, destroyed.
    private static func shortcutsCycle(_ round: Int) -> Bool {
        let shortcuts: ShortcutsWindow
        do throws(ShortcutsWindow.Failure) {
            shortcuts = try ShortcutsWindow(
                title: round.isMultiple(of: 2) ? nil : "Shortcuts \(round)",  // nil: GTK's own word
                sections: [
                    .init(groups: [
                        .init("General", shortcuts: [.init("Quit", accelerator: "<Control>q")]),
                        .init(
                            "Editing", shortcuts: [.init("Undo", accelerators: ["<Control>z", "<Control><Shift>z"])]),
                    ])
                ])
        } catch {
            print("SHORTCUTS_FAILED \(error)")
            return false
        }
        let window = Window(title: "UI \(round)")
        window.child = Label("Press Ctrl+?")
        window.setHelpOverlay(shortcuts)
        window.present()
        Cycles.drainPending()
        let activated = gtk_widget_activate_action_variant(window.gtkWidget, "win.show-help-overlay", nil) != 0
        Cycles.drainPending()
        let shown = shortcuts.isVisible
        shortcuts.close()
        Cycles.drainPending()
        let hidden = !shortcuts.isVisible
        shortcuts.window.destroy()
        window.destroy()
        Cycles.drainPending()
        return activated && shown && hidden
    }

    /// Whether `body` throws.
    private static func fails(_ body: () throws -> Void) -> Bool {
        do {
            try body()
            return false
        } catch {
            return true
        }
    }

    /// A private folder (0700) holding `editor.gresource`, made from ``editor`` by `glib-compile-resources`.
    private static func makeBundleFolder() -> String? {
        var template = Array("/tmp/clew-leak-ui-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        let folder = String(cString: made)
        write(folder + "/editor.ui", editor)
        write(
            folder + "/editor.gresource.xml",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <gresources>
              <gresource prefix="/io/github/clew/LeakCheck"><file>editor.ui</file></gresource>
            </gresources>
            """)
        let arguments = [
            "glib-compile-resources", "--sourcedir=" + folder, "--target=" + folder + "/editor.gresource",
            folder + "/editor.gresource.xml",
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var status: Int32 = 0
        guard
            g_spawn_sync(
                nil, &argv, nil, GSpawnFlags(rawValue: G_SPAWN_SEARCH_PATH.rawValue), nil, nil, nil, nil, &status, nil)
                != 0,
            g_spawn_check_wait_status(status, nil) != 0
        else {
            removeFolder(folder)
            return nil
        }
        return folder
    }

    private static func write(_ path: String, _ text: String) {
        let file = fopen(path, "w")
        fputs(text, file)
        fclose(file)
    }

    private static func removeFolder(_ folder: String) {
        for name in ["editor.ui", "editor.gresource.xml", "editor.gresource"] { unlink(folder + "/" + name) }
        rmdir(folder)
    }
}
