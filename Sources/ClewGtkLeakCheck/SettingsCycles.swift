internal import CGtk
import ClewGtk

/// Leak-check mode `settings`: N rounds of a `Settings` of clew-demo's schema (compiled from `$CLEW_DEMO_DATADIR`
/// or `Resources/` into the cache) with a key bound to a widget property both ways, observed, written and unbound,
/// the widget destroyed. Run with `GSETTINGS_BACKEND=memory`. Every handler box must be gone afterwards.
@MainActor
enum SettingsCycles {
    static func run(_ count: Int, sources: String) -> Bool {
        guard gtk_init_check() != 0 else {
            print("NO_DISPLAY")
            return false
        }
        let folder: String
        do throws(SettingsError) {
            folder = try SettingsSchemaFolder.compiled(from: sources, cacheName: "clew-leak-check")
        } catch {
            print("NO_SCHEMA \(error)")
            return false
        }
        var ok = 0
        for round in 0..<count where cycle(round, folder: folder) { ok += 1 }
        Cycles.drainPending()
        let boxes = SignalHandlerBox.liveCount
        print("CYCLES_OK=\(ok)/\(count) LIVE_BOXES_AFTER_CLOSE=\(boxes)")
        return ok == count && boxes == 0
    }

    private static func cycle(_ round: Int, folder: String) -> Bool {
        enum Style: String, SettingsValue { case system, light, dark }
        let key = SettingsKey<Style>("style")
        do throws(SettingsError) {
            let settings = try Settings(schema: "io.github.clew.Demo", folder: folder)
            let label = Label("")
            var heard: [Style] = []
            try settings.onChange(of: key) { heard.append($0) }
            try settings.bind(SettingsKey<String>("style"), to: label, property: "label")
            try settings.set(key, to: round.isMultiple(of: 2) ? .dark : .light)
            let bound = label.text == (round.isMultiple(of: 2) ? "dark" : "light")
            label.text = "system"
            let back = try settings.value(of: key) == .system
            Settings.unbind(label, property: "label")
            try settings.reset(key)
            return bound && back && heard.count >= 2
        } catch {
            print("ROUND \(round): \(error)")
            return false
        }
    }
}
