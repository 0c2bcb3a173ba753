import ClewGtkTesting
import Foundation
import Testing

/// clew-demo keeps its style, layout and toolkit in GSettings (`io.github.clew.Demo`), found uninstalled from
/// `Resources/` with nothing set by the person; the command line overrides them for one run without saving.
/// The child's settings are a keyfile of the test's own (`GSETTINGS_BACKEND=keyfile`), never the person's dconf.
@Suite struct DemoSettingsProcess {
    @Test func savedPreferencesApplyAndTheCommandLineOverridesThemForOneRun() async throws {
        let config = NSTemporaryDirectory() + "clew-demo-settings-\(getpid())"
        let folder = config + "/glib-2.0/settings"
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: config) }
        let saved = "[io/github/clew/Demo]\nlayout='sidebar'\nstyle='dark'\ntoolkit='gtk'\n"
        try saved.write(toFile: folder + "/keyfile", atomically: true, encoding: .utf8)
        let environment = ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config]
        let path = config + "/shot.png"

        let savedRun = try await runSiblingAlone(
            "clew-demo", ["--screenshot", path, "--list-texts"], environment: environment)
        #expect(savedRun.status == 0, "\(savedRun.text)")
        #expect(savedRun.text.contains("dark style"), "\(savedRun.text)")
        #expect(savedRun.text.contains("text: Choose a scenario in the sidebar."), "\(savedRun.text)")
        #expect(!savedRun.text.contains("warning"), "\(savedRun.text)")

        let overridden = try await runSiblingAlone(
            "clew-demo", ["--screenshot", path, "--list-texts", "--layout", "tabs", "--style", "light"],
            environment: environment)
        #expect(overridden.status == 0, "\(overridden.text)")
        #expect(overridden.text.contains("light style"), "\(overridden.text)")
        #expect(!overridden.text.contains("text: Choose a scenario in the sidebar."), "\(overridden.text)")
        #expect(overridden.text.contains("text: Settings"), "the tabs: \(overridden.text)")
        // The command line saved nothing.
        #expect(try String(contentsOfFile: folder + "/keyfile", encoding: .utf8) == saved)
    }

    @Test func withNoSchemaAnywhereTheDemoSaysSoOnceAndUsesTheDefaults() async throws {
        let empty = NSTemporaryDirectory() + "clew-demo-no-schema-\(getpid())"
        try FileManager.default.createDirectory(
            atPath: empty, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let path = empty + "/shot.png"
        // A data folder without the schema's source, and no installed schema.
        let css = URL(fileURLWithPath: siblingDataEnvironment["CLEW_DEMO_DATADIR"]!).appendingPathComponent("style.css")
        try FileManager.default.copyItem(atPath: css.path, toPath: empty + "/style.css")
        let run = try await runSiblingAlone(
            "clew-demo", ["--screenshot", path],
            environment: ["CLEW_DEMO_DATADIR": empty, "XDG_DATA_DIRS": empty, "GSETTINGS_SCHEMA_DIR": ""])
        #expect(run.status == 0, "\(run.text)")
        let lines = run.text.split(separator: "\n").filter { $0.contains("settings schema") }
        #expect(lines.count == 1, "\(run.text)")
        #expect(lines.first?.contains("“io.github.clew.Demo”") == true, "\(run.text)")
    }
}
