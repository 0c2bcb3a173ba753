internal import CGtk
internal import CGtkShim
internal import ClewGtkCore

/// Light and dark on plain GTK 4.8, which does not follow the desktop by itself: the app's choice,
/// or GNOME's `org.gnome.desktop.interface color-scheme`, goes to GtkSettings'
/// `gtk-application-prefer-dark-theme`, live.
@MainActor
package final class GtkColorSchemeBackend: ColorSchemeBackend {
    private let desktopSettings: GSettingsObject?
    private var scheme = Appearance.ColorScheme.followSystem
    private var handlerID: gulong = 0

    /// - Parameter desktopSettings: GNOME's interface settings, or nil where their schema is not
    ///   installed (then following the system means light).
    package init(desktopSettings: GSettingsObject?) {
        self.desktopSettings = desktopSettings
        guard let desktopSettings else { return }
        // A plain C callback with this backend unretained, not a handler box: the process's backend
        // lives as long as the app, and renderer tests count boxes to find leaks. Disconnected in
        // `detach` and `deinit`, before the backend goes.
        let changed: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, backend in
            guard let backend else { return }
            MainActor.assumeIsolated {
                Unmanaged<GtkColorSchemeBackend>.fromOpaque(backend).takeUnretainedValue().desktopChanged()
            }
        }
        handlerID = g_signal_connect_data(
            desktopSettings.raw, "changed::color-scheme", unsafeBitCast(changed, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
    }

    isolated deinit {
        stopFollowing()
    }

    /// GNOME's setting changed: follow it, unless the app chose.
    private func desktopChanged() {
        guard scheme == .followSystem else { return }
        setPrefersDark(desktopPrefersDark)
    }

    private func stopFollowing() {
        if let desktopSettings, handlerID != 0 { g_signal_handler_disconnect(desktopSettings.raw, handlerID) }
        handlerID = 0
    }

    package func apply(_ scheme: Appearance.ColorScheme) {
        self.scheme = scheme
        switch scheme {
        case .followSystem: setPrefersDark(desktopPrefersDark)
        case .light: setPrefersDark(false)
        case .dark: setPrefersDark(true)
        }
    }

    package var isDark: Bool {
        gtkSettings?.isGtkApplicationPreferDarkTheme ?? false
    }

    package func detach() {
        stopFollowing()
        setPrefersDark(false)
    }

    /// Whether GNOME's setting asks for dark (“prefer-dark”; “default” and “prefer-light” are light).
    private var desktopPrefersDark: Bool {
        desktopSettings?.string(forKey: "color-scheme") == "prefer-dark"
    }

    private func setPrefersDark(_ dark: Bool) {
        guard let settings = gtkSettings, isDark != dark else { return }
        settings.isGtkApplicationPreferDarkTheme = dark
    }

    /// The display's `GtkSettings` (`gtk_settings_get_default`), through a borrowed handle of the generated class.
    private var gtkSettings: ClewGtkCore.Settings? {
        gtk_settings_get_default().map { ClewGtkCore.Settings(UnsafeMutableRawPointer($0), transfer: .none) }
    }
}

/// A `GSettings` object: one schema's keys, read live.
@MainActor
package final class GSettingsObject: GObjectRef {
    /// GNOME's `org.gnome.desktop.interface`, if its schema (with `color-scheme`) is installed.
    package static func gnomeInterface() -> GSettingsObject? {
        let schemaID = "org.gnome.desktop.interface"
        guard isInstalled(schemaID, withKey: "color-scheme") else { return nil }
        return GSettingsObject(UnsafeMutableRawPointer(g_settings_new(schemaID)!), transfer: .full)
    }

    /// `schemaID`'s settings in memory only, nothing read from or written to the desktop: for tests.
    package static func inMemory(_ schemaID: String) -> GSettingsObject? {
        guard isInstalled(schemaID) else { return nil }
        let backend = clew_memory_settings_backend_new()
        defer { g_object_unref(UnsafeMutableRawPointer(backend)) }
        return GSettingsObject(
            UnsafeMutableRawPointer(g_settings_new_with_backend(schemaID, backend)!), transfer: .full)
    }

    /// Whether `schemaID` is installed (and has `key`): `g_settings_new` aborts without it.
    private static func isInstalled(_ schemaID: String, withKey key: String? = nil) -> Bool {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, schemaID, 1)
        else { return false }
        defer { g_settings_schema_unref(schema) }
        return key.map { g_settings_schema_has_key(schema, $0) != 0 } ?? true
    }

    /// A string (or enum) key's value.
    package func string(forKey key: String) -> String? {
        guard let value = g_settings_get_string(pointer(as: GSettings.self), key) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Sets a string (or enum) key; false if the value is not one the key takes.
    @discardableResult
    package func set(_ value: String, forKey key: String) -> Bool {
        g_settings_set_string(pointer(as: GSettings.self), key, value) != 0
    }
}
