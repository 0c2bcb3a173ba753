import Clew
import ClewDemoScenarios
import ClewGtk

/// The demo's preferences in GSettings (schema `io.github.clew.Demo`, `Resources/io.github.clew.Demo.gschema.xml`):
/// the style, the layout and the toolkit. The command line overrides them for one run; the Settings tab's style
/// choice is saved. Where the schema is follows the data folder's rule (``DataDirectory``): its source in the
/// data folder (`swift run`, `CLEW_DEMO_DATADIR`), compiled into the user's cache at first use; or, installed,
/// `<datadir>/glib-2.0/schemas` beside it; or wherever GLib finds installed schemas. Without one, the defaults.
@MainActor
final class DemoPreferences {
    enum Layout: String, SettingsValue { case tabs, sidebar }
    enum ToolkitChoice: String, SettingsValue { case adwaita, gtk }

    static let schemaID = "io.github.clew.Demo"
    static let style = SettingsKey<DemoStyle>("style")
    static let layout = SettingsKey<Layout>("layout")
    static let toolkit = SettingsKey<ToolkitChoice>("toolkit")

    /// nil when no schema was found (said once on standard error).
    let settings: Settings?

    init(dataDirectory: String?) {
        do throws(SettingsError) {
            settings = try Settings(schema: Self.schemaID, folder: Self.schemaFolder(dataDirectory: dataDirectory))
        } catch {
            StandardError.print("clew-demo: warning: \(error.description) Using the default preferences.")
            settings = nil
        }
    }

    /// The folder to look in first, or nil for the installed schemas alone.
    private static func schemaFolder(dataDirectory: String?) throws(SettingsError) -> String? {
        guard let dataDirectory else { return nil }
        if FileKind.at(dataDirectory + "/" + schemaID + ".gschema.xml") == .regular {
            return try SettingsSchemaFolder.compiled(from: dataDirectory, cacheName: "clew-demo")
        }
        let installed = dataDirectory + "/../glib-2.0/schemas"
        return FileKind.at(installed + "/gschemas.compiled") == .regular ? installed : nil
    }

    /// The saved value of `key`, or `fallback` (said on standard error) when it cannot be read.
    func value<Value>(_ key: SettingsKey<Value>, or fallback: Value) -> Value {
        guard let settings else { return fallback }
        do throws(SettingsError) {
            return try settings.value(of: key)
        } catch {
            StandardError.print("clew-demo: warning: \(error.description)")
            return fallback
        }
    }

    /// Saves `value` for `key` (a problem is said on standard error; the app carries on).
    func set<Value>(_ key: SettingsKey<Value>, to value: Value) {
        do throws(SettingsError) {
            try settings?.set(key, to: value)
        } catch {
            StandardError.print("clew-demo: warning: \(error.description)")
        }
    }

    /// Calls `handler` when the style changes (from the Settings tab, `gsettings` or `dconf-editor`).
    func onStyleChange(_ handler: @escaping @MainActor (DemoStyle) -> Void) {
        do throws(SettingsError) {
            try settings?.onChange(of: Self.style, handler)
        } catch {
            StandardError.print("clew-demo: warning: \(error.description)")
        }
    }
}

extension DemoStyle: SettingsValue {
    /// The ``Appearance`` color scheme of this style.
    var colorScheme: Appearance.ColorScheme {
        switch self {
        case .system: .followSystem
        case .light: .light
        case .dark: .dark
        }
    }
}
