import ClewGtk
import ClewGtkTesting
import Foundation
import Testing

/// GSettings through typed keys: a test schema compiled into a folder of the test's own, the memory backend
/// (`GSETTINGS_BACKEND=memory`, set by `clew_gtk_env`; set here too when a test runs alone).
///
/// Serialized: the memory backend is one per process, and every test starts from the schema's defaults.
@Suite(.serialized) @MainActor
struct SettingsTests {
    enum Sort: String, SettingsValue { case name, date, size }
    enum OldSort: String, SettingsValue { case name, date }

    static let schemaID = "io.github.clew.Tests"
    static let schema = """
        <schemalist>
          <enum id="io.github.clew.Tests.Sort">
            <value nick="name" value="0"/><value nick="date" value="1"/><value nick="size" value="2"/>
          </enum>
          <schema id="io.github.clew.Tests" path="/io/github/clew/Tests/">
            <key name="show-hidden" type="b"><default>false</default></key>
            <key name="columns" type="i"><range min="1" max="8"/><default>3</default></key>
            <key name="zoom" type="d"><default>1.0</default></key>
            <key name="title" type="s"><default>'Photos'</default></key>
            <key name="sort" enum="io.github.clew.Tests.Sort"><default>'name'</default></key>
          </schema>
        </schemalist>
        """

    /// A private folder with the schema's source (the test's own, mode 0700).
    static func sourceFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "clew-settings-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try schema.write(toFile: folder + "/\(schemaID).gschema.xml", atomically: true, encoding: .utf8)
        return folder
    }

    let sources: String
    let cacheName = "clew-tests-settings-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let compiled: String

    init() throws {
        setenv("GSETTINGS_BACKEND", "memory", 0)
        sources = try Self.sourceFolder()
        compiled = try SettingsSchemaFolder.compiled(from: sources, cacheName: cacheName)
        let settings = try Settings(schema: Self.schemaID, folder: compiled)
        try settings.reset(SettingsKey<Bool>("show-hidden"))
        try settings.reset(SettingsKey<Int>("columns"))
        try settings.reset(SettingsKey<Double>("zoom"))
        try settings.reset(SettingsKey<String>("title"))
        try settings.reset(SettingsKey<String>("sort"))
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: sources)
        try? FileManager.default.removeItem(atPath: cacheDirectory)
    }

    var cacheDirectory: String {
        (ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] ?? NSHomeDirectory() + "/.cache") + "/" + cacheName
    }

    @Test func typedKeysReadAndWriteEveryType() throws {
        defer { cleanUp() }
        let settings = try Settings(schema: Self.schemaID, folder: compiled)
        #expect(settings.schemaID == Self.schemaID)
        #expect(try settings.value(of: SettingsKey<Bool>("show-hidden")) == false)
        #expect(try settings.value(of: SettingsKey<Int>("columns")) == 3)
        #expect(try settings.value(of: SettingsKey<Double>("zoom")) == 1.0)
        #expect(try settings.value(of: SettingsKey<String>("title")) == "Photos")
        #expect(try settings.value(of: SettingsKey<Sort>("sort")) == .name)

        try settings.set(SettingsKey<Bool>("show-hidden"), to: true)
        try settings.set(SettingsKey<Int>("columns"), to: 5)
        try settings.set(SettingsKey<Double>("zoom"), to: 2.5)
        try settings.set(SettingsKey<String>("title"), to: "<b>My</b> photos & more")
        try settings.set(SettingsKey<Sort>("sort"), to: .size)
        // A second Settings of the schema reads what the first wrote (one backend).
        let other = try Settings(schema: Self.schemaID, folder: compiled)
        #expect(try other.value(of: SettingsKey<Bool>("show-hidden")) == true)
        #expect(try other.value(of: SettingsKey<Int>("columns")) == 5)
        #expect(try other.value(of: SettingsKey<Double>("zoom")) == 2.5)
        #expect(try other.value(of: SettingsKey<String>("title")) == "<b>My</b> photos & more")
        #expect(try other.value(of: SettingsKey<Sort>("sort")) == .size)
        #expect(try other.value(of: SettingsKey<String>("sort")) == "size", "an enum key reads as its nick")
        try other.reset(SettingsKey<Int>("columns"))
        #expect(try settings.value(of: SettingsKey<Int>("columns")) == 3)
    }

    @Test func mistakesAreTypedErrorsNotAborts() throws {
        defer { cleanUp() }
        #expect(throws: SettingsError.schemaNotFound("io.github.clew.Missing")) {
            try Settings(schema: "io.github.clew.Missing", folder: compiled)
        }
        #expect(throws: SettingsError.schemaNotFound("io.github.clew.Missing")) {
            try Settings(schema: "io.github.clew.Missing")
        }
        let settings = try Settings(schema: Self.schemaID, folder: compiled)
        #expect(throws: SettingsError.noSuchKey("colums", schema: Self.schemaID)) {
            try settings.value(of: SettingsKey<Int>("colums"))
        }
        #expect(throws: SettingsError.wrongType(key: "columns", expected: "b", actual: "i")) {
            try settings.value(of: SettingsKey<Bool>("columns"))
        }
        #expect(throws: SettingsError.outOfRange(key: "columns", value: "9")) {
            try settings.set(SettingsKey<Int>("columns"), to: 9)
        }
        #expect(throws: SettingsError.outOfRange(key: "columns", value: "\(Int.max)")) {
            try settings.set(SettingsKey<Int>("columns"), to: .max)
        }
        #expect(throws: SettingsError.outOfRange(key: "sort", value: "colour")) {
            try settings.set(SettingsKey<String>("sort"), to: "colour")
        }
        try settings.set(SettingsKey<Sort>("sort"), to: .size)
        #expect(throws: SettingsError.outOfRange(key: "sort", value: "size"), "a nick the Swift enum lacks") {
            try settings.value(of: SettingsKey<OldSort>("sort"))
        }
        #expect(try settings.value(of: SettingsKey<Int>("columns")) == 3, "nothing was written")
        let error = SettingsError.noSuchKey("colums", schema: Self.schemaID)
        #expect(error.description == "The settings schema “io.github.clew.Tests” has no key “colums”.")
    }

    @Test func aFolderOthersCanWriteToOrWithoutSchemasIsRefused() throws {
        defer { cleanUp() }
        #expect(throws: SettingsError.self) { try Settings(schema: Self.schemaID, folder: "/tmp") }
        #expect(throws: SettingsError.self) { try SettingsSchemaFolder.compiled(from: "/tmp", cacheName: cacheName) }
        let empty = try Self.sourceFolder()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        try FileManager.default.removeItem(atPath: empty + "/\(Self.schemaID).gschema.xml")
        do {
            _ = try SettingsSchemaFolder.compiled(from: empty, cacheName: cacheName)
            Issue.record("a folder with no schema was compiled")
        } catch {
            #expect(error.description.hasSuffix("it holds no *.gschema.xml file."), "\(error)")
        }
        // A broken schema: the compiler's own first line says why.
        try "<schemalist><schema id='x'>".write(
            toFile: empty + "/broken.gschema.xml", atomically: true, encoding: .utf8)
        #expect(throws: SettingsError.self) { try SettingsSchemaFolder.compiled(from: empty, cacheName: cacheName) }
    }

    @Test func compilesOnceThenAgainWhenASourceIsNewer() throws {
        defer { cleanUp() }
        let file = compiled + "/gschemas.compiled"
        let first = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        #expect(try SettingsSchemaFolder.compiled(from: sources, cacheName: cacheName) == compiled)
        let second = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        #expect(first == second, "an up-to-date cache is not compiled again")
        let newer = Date().addingTimeInterval(5)
        try FileManager.default.setAttributes(
            [.modificationDate: newer], ofItemAtPath: sources + "/\(Self.schemaID).gschema.xml")
        _ = try SettingsSchemaFolder.compiled(from: sources, cacheName: cacheName)
        let third = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        #expect(third != second)
    }

    @Test func onChangeHearsEveryWriterWithTheNewValue() async throws {
        defer { cleanUp() }
        // Inside the host from the first handler on: the GTK tests beside this one count the handlers
        // alive before and after them, and two connected outside the host were counted as their leak.
        try await GtkTestHost.run {
            let settings = try Settings(schema: Self.schemaID, folder: compiled)
            let writer = try Settings(schema: Self.schemaID, folder: compiled)
            var heard: [Sort] = []
            var columns: [Int] = []
            try settings.onChange(of: SettingsKey<Sort>("sort")) { heard.append($0) }
            let connection = try settings.onChange(of: SettingsKey<Int>("columns")) { columns.append($0) }
            try writer.set(SettingsKey<Sort>("sort"), to: .date)
            try settings.set(SettingsKey<Sort>("sort"), to: .size)
            try writer.set(SettingsKey<Int>("columns"), to: 4)
            _ = await GtkTestHost.runUntil { heard.count == 2 && columns.count == 1 }
            #expect(heard == [.date, .size])
            #expect(columns == [4])
            settings.disconnect(connection)
            try writer.set(SettingsKey<Int>("columns"), to: 6)
            _ = await GtkTestHost.runUntil(timeout: .milliseconds(100)) { columns.count > 1 }
            #expect(columns == [4], "a disconnected handler hears nothing")
            #expect(throws: SettingsError.wrongType(key: "zoom", expected: "i", actual: "d")) {
                try settings.onChange(of: SettingsKey<Int>("zoom")) { _ in }
            }
        }
    }

    @Test func aKeyBindsToAWidgetPropertyBothWays() async throws {
        defer { cleanUp() }
        try await GtkTestHost.run {
            let settings = try Settings(schema: Self.schemaID, folder: compiled)
            try settings.set(SettingsKey<Bool>("show-hidden"), to: true)
            let toggle = CheckButton("Show hidden files")
            try settings.bind(SettingsKey<Bool>("show-hidden"), to: toggle, property: "active")
            #expect(toggle.isActive, "the property takes the key's value at once")
            toggle.isActive = false
            #expect(try settings.value(of: SettingsKey<Bool>("show-hidden")) == false)
            try settings.set(SettingsKey<Bool>("show-hidden"), to: true)
            #expect(toggle.isActive)

            let spin = SpinButton(range: 1...8, value: 1, accessibleLabel: "Columns")
            try settings.bind(SettingsKey<Int>("columns"), to: spin, property: "value", direction: .fromSettings)
            #expect(spin.integerValue == 3)
            try settings.set(SettingsKey<Int>("columns"), to: 7)
            #expect(spin.integerValue == 7)
            Settings.unbind(spin, property: "value")
            try settings.set(SettingsKey<Int>("columns"), to: 2)
            #expect(spin.integerValue == 7, "unbound")

            #expect(
                throws: SettingsError.cannotBind(
                    key: "show-hidden", property: "actve", reason: "GtkCheckButton has no such property")
            ) {
                try settings.bind(SettingsKey<Bool>("show-hidden"), to: toggle, property: "actve")
            }
            #expect(throws: SettingsError.self) {
                try settings.bind(SettingsKey<String>("title"), to: toggle, property: "active")
            }
            #expect(throws: SettingsError.self) {
                try settings.bind(SettingsKey<String>("title"), to: toggle, property: "css-name")
            }
        }
    }
}
