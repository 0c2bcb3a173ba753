import CGtk
import Clew
import ClewAdwaita
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Glibc
import Testing

/// `.ui` files, UI strings and resource bundles: typed objects by id (one wrapper per widget), typed
/// errors for a missing id, a wrong type, a bad definition and a file read against the rules.
@Suite(.serialized) @MainActor
struct UIDefinitionTests {
    static let editor = """
        <interface>
          <object class="GtkBox" id="page">
            <child><object class="GtkLabel" id="title"><property name="label">Notes &amp; more</property></object></child>
            <child><object class="GtkButton" id="save"><property name="label">Save</property></object></child>
            <child><object class="GtkCalendar" id="calendar"/></child>
          </object>
          <object class="GtkAdjustment" id="copies"><property name="upper">10</property></object>
        </interface>
        """

    @Test func objectsComeBackAsTheirTypedWrappersOnePerWidget() async throws {
        try await GtkTestHost.run {
            let ui = try UIDefinition(string: Self.editor)
            #expect(ui.objectIDs == ["calendar", "copies", "page", "save", "title"])
            let save = try ui.object("save", as: Button.self)
            #expect(save.label == "Save")
            #expect(save.isIdentityWrapper)
            // Asked as a widget, it is the same wrapper, already a Button.
            let widget = try ui.object("save", as: Widget.self)
            #expect(widget === save)
            #expect(try ui.object("title", as: Label.self).text == "Notes & more")
            let page = try ui.object("page", as: Box.self)
            #expect(page.children.count == 3)
            // A widget ClewGtk does not wrap is a Widget; a plain GObject a GObjectRef.
            #expect(type(of: try ui.object("calendar", as: Widget.self)) == Widget.self)
            #expect(try ui.object("copies", as: GObjectRef.self).refCount >= 1)
            var clicks = 0
            save.connect(.clicked) { _ in clicks += 1 }
            WidgetQueries.click(save)
            #expect(clicks == 1)
        }
    }

    @Test func libadwaitasWidgetsComeBackAsClewAdwaitasWrappers() async throws {
        try await GtkTestHost.run {
            _ = ActionRow(title: "Starts libadwaita")
            let ui = try UIDefinition(
                string: #"""
                    <interface>
                      <object class="AdwPreferencesGroup" id="group">
                        <child><object class="AdwActionRow" id="row"><property name="title">Wi-Fi</property></object></child>
                      </object>
                    </interface>
                    """#)
            #expect(try ui.object("row", as: ActionRow.self).title == "Wi-Fi")
            #expect(try ui.object("group", as: Widget.self) is PreferencesGroup)
        }
    }

    @Test func aMissingIdOrAWrongTypeIsATypedError() async throws {
        try await GtkTestHost.run {
            let ui = try UIDefinition(string: Self.editor)
            #expect(throws: UIDefinitionError.wrongType(id: "title", expected: "Button", actual: "GtkLabel")) {
                try ui.object("title", as: Button.self)
            }
            #expect(throws: UIDefinitionError.wrongType(id: "copies", expected: "Widget", actual: "GtkAdjustment")) {
                try ui.object("copies", as: Widget.self)
            }
            do throws(UIDefinitionError) {
                _ = try ui.object("sav\u{202E}e\n", as: Button.self)
                Issue.record("a missing id was found")
            } catch {
                let known = ["calendar", "copies", "page", "save", "title"]
                #expect(error == .noSuchObject(id: "sav\u{202E}e\n", known: known))
                #expect(!error.description.contains("\n") && !error.description.contains("\u{202E}"))
                #expect(error.description.contains("“sav\\u{202E}e\\n”"))
            }
        }
    }

    @Test func aBadDefinitionIsRejectedWithGtksMessageOnOneLine() async throws {
        try await GtkTestHost.run {
            for xml in [
                "<interface><object class=",
                #"<interface><object class="GtkNoSuchWidget" id="x"/></interface>"#,
                #"<interface><object class="GtkButton" id="x"><property name="no-such">1</property></object></interface>"#,
                "",
            ] {
                #expect("definition: \(xml)") {
                    try UIDefinition(string: xml)
                } throws: { error in
                    guard case .invalid(let message) = error as? UIDefinitionError else { return false }
                    return !message.isEmpty && !message.contains("\n")
                }
            }
            // A window made before the error is destroyed, not left in GTK's window list.
            let before = Self.windowTitles()
            #expect(throws: UIDefinitionError.self) {
                try UIDefinition(
                    string: #"""
                        <interface>
                          <object class="GtkWindow" id="half"><property name="title">Half-made</property></object>
                          <object class="GtkNoSuchWidget" id="x"/>
                        </interface>
                        """#)
            }
            GtkTestHost.drainPending()
            #expect(Self.windowTitles() == before)
        }
    }

    @Test func signalHandlersAndTypeFunctionsInTheFileAreRefused() async throws {
        try await GtkTestHost.run {
            // GTK's default scope would connect "clicked" to the process's exit() and call abort().
            #expect {
                try UIDefinition(
                    string: #"""
                        <interface><object class="GtkButton" id="b"><signal name="clicked" handler="exit"/></object></interface>
                        """#)
            } throws: { error in
                guard case .invalid(let message) = error as? UIDefinitionError else { return false }
                return message.contains("“exit” is not connected")
            }
            #expect(throws: UIDefinitionError.self) {
                try UIDefinition(string: #"<interface><object type-func="abort" id="a"/></interface>"#)
            }
        }
    }

    @Test func filesAreReadOnlyWhenRegularSmallAndInAPrivateFolder() async throws {
        try await GtkTestHost.run {
            let folder = try PrivateFolder()
            defer { folder.remove() }
            let path = folder.write("editor.ui", Self.editor)
            #expect(try UIDefinition(contentsOfFile: path).object("save", as: Button.self).label == "Save")

            @MainActor func reason(_ path: String) -> String? {
                do throws(UIDefinitionError) {
                    _ = try UIDefinition(contentsOfFile: path)
                    return nil
                } catch {
                    guard case .unreadableFile(_, let reason) = error else { return "\(error)" }
                    return reason
                }
            }
            #expect(reason(folder.path + "/missing.ui")?.contains("does not exist") == true)
            symlink(path, folder.path + "/link.ui")
            #expect(reason(folder.path + "/link.ui") == "it is a symbolic link, not a regular file")
            mkfifo(folder.path + "/pipe.ui", 0o600)
            #expect(reason(folder.path + "/pipe.ui") == "it is a named pipe (FIFO), not a regular file")
            let large = folder.write("large.ui", "")
            truncate(large, off_t(UIDefinition.maximumFileSize + 1))
            #expect(reason(large)?.hasPrefix("it is larger than 4096 KB") == true)
            let binary = folder.write("binary.ui", "")
            let handle = fopen(binary, "wb")
            fwrite([UInt8(0xFF), 0xFE, 0x00], 1, 3, handle)
            fclose(handle)
            #expect(reason(binary) == "it is not UTF-8 text")
            // A folder another user can write to: they could have put the file there.
            chmod(folder.path, 0o777)
            #expect(reason(path)?.contains("can be written by other users") == true)
            chmod(folder.path, 0o700)
        }
    }

    @Test func aResourceBundleServesItsUIDefinitionsUntilUnregistered() async throws {
        try await GtkTestHost.run {
            let folder = try PrivateFolder()
            defer { folder.remove() }
            _ = folder.write("editor.ui", Self.editor)
            _ = folder.write(
                "bundle.gresource.xml",
                #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <gresources><gresource prefix="/org/clew/tests/ui"><file>editor.ui</file></gresource></gresources>
                """#)
            let bundlePath = folder.path + "/bundle.gresource"
            #expect(
                Self.run([
                    "glib-compile-resources", "--sourcedir=" + folder.path, "--target=" + bundlePath,
                    folder.path + "/bundle.gresource.xml",
                ]))
            #expect(throws: UIDefinitionError.noSuchResource("/org/clew/tests/ui/editor.ui")) {
                try UIDefinition(resource: "/org/clew/tests/ui/editor.ui")
            }
            let bundle = try ResourceBundle.register(contentsOfFile: bundlePath)
            #expect(bundle.isRegistered)
            #expect(bundle.contains("/org/clew/tests/ui/editor.ui"))
            #expect(bundle.paths(under: "/org/clew/tests/ui/") == ["editor.ui"])
            let ui = try UIDefinition(resource: "/org/clew/tests/ui/editor.ui")
            #expect(try ui.object("title", as: Label.self).text == "Notes & more")
            bundle.unregister()
            #expect(throws: UIDefinitionError.noSuchResource("/org/clew/tests/ui/editor.ui")) {
                try UIDefinition(resource: "/org/clew/tests/ui/editor.ui")
            }
            // Not a bundle: GLib's reason, on one line.
            let notABundle = folder.write("not.gresource", "GVariant? no.")
            #expect {
                try ResourceBundle.register(contentsOfFile: notABundle)
            } throws: { error in
                guard case .unreadableFile(_, let reason) = error as? UIDefinitionError else { return false }
                return !reason.isEmpty && !reason.contains("\n")
            }
        }
    }

    static func windowTitles() -> [String] {
        let model = gtk_window_get_toplevels()!
        return (0..<g_list_model_get_n_items(model)).compactMap { index in
            guard let item = g_list_model_get_item(model, index) else { return nil }
            defer { g_object_unref(item) }
            return Window.wrapper(of: item).title
        }
    }

    /// Runs `arguments` (found on PATH) to the end; whether it succeeded.
    static func run(_ arguments: [String]) -> Bool {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var status: Int32 = 0
        let flags = GSpawnFlags(rawValue: G_SPAWN_SEARCH_PATH.rawValue)
        guard g_spawn_sync(nil, &argv, nil, flags, nil, nil, nil, nil, &status, nil) != 0 else { return false }
        return g_spawn_check_wait_status(status, nil) != 0
    }
}

/// A folder of the test's own (mode 0700) under the temporary folder, removed with its files.
struct PrivateFolder {
    let path: String

    init() throws {
        var template = Array("/tmp/clew-ui-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw PrivateFolderError() }
        path = String(cString: made)
    }

    struct PrivateFolderError: Error {}

    /// Writes `text` to `name` in the folder; its path.
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        let handle = fopen(file, "w")
        fputs(text, handle)
        fclose(handle)
        return file
    }

    func remove() {
        chmod(path, 0o700)
        if let directory = g_dir_open(path, 0, nil) {
            while let entry = g_dir_read_name(directory) { unlink(path + "/" + String(cString: entry)) }
            g_dir_close(directory)
        }
        rmdir(path)
    }
}
