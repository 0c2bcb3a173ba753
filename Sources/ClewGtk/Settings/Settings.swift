internal import CGtk
import Clew
internal import ClewGioCore

/// An app's preferences (`GSettings`): typed keys read, written and observed, as GNOME apps keep them (visible
/// to `gsettings` and `dconf-editor`, changed live by either).
///
/// <!-- doc-test:
/// enum Style: String, SettingsValue { case system, light, dark }
/// -->
/// ```swift
/// let style = SettingsKey<Style>("style")
/// let settings = try Settings(schema: "io.github.clew.Demo")
/// try settings.set(style, to: .dark)
/// try settings.onChange(of: style) { style in print("now \(style)") }
/// ```
///
/// The schema is looked up first (``init(schema:folder:)``): GLib's `g_settings_new` aborts the app on a
/// schema it does not know, Clew throws ``SettingsError/schemaNotFound(_:)``. A key is checked the same way
/// before each use (its name and its type). An uninstalled app finds its schema in a folder of its own
/// (``SettingsSchemaFolder``), never by setting `GSETTINGS_SCHEMA_DIR` for the whole process.
public final class Settings: GObjectRef {
    /// The schema's id (`io.github.clew.Demo`).
    public var schemaID: String {
        let schema = self.schema
        defer { g_settings_schema_unref(schema) }
        return String(cString: g_settings_schema_get_id(schema))
    }

    /// The settings of schema `id`: looked up in `folder` first (a folder holding `gschemas.compiled`, such as
    /// ``SettingsSchemaFolder/compiled(from:cacheName:)`` returns), then among the installed schemas
    /// (`XDG_DATA_DIRS`, `GSETTINGS_SCHEMA_DIR`). The backend is GLib's default: dconf on a desktop,
    /// `GSETTINGS_BACKEND=memory` in tests.
    ///
    /// ```swift
    /// let settings = try Settings(schema: "io.github.clew.Demo")
    /// ```
    ///
    /// - Throws: ``SettingsError/schemaNotFound(_:)``, or ``SettingsError/schemaFolderUnusable(path:reason:)``
    ///   when `folder` is not a trusted folder of compiled schemas.
    public convenience init(schema id: String, folder: String? = nil) throws(SettingsError) {
        let installed = g_settings_schema_source_get_default()  // transfer none; NULL with no schemas at all
        var source: OpaquePointer?
        if let folder {
            if let problem = TrustedPath.problem(with: folder) {
                throw .schemaFolderUnusable(path: folder, reason: problem)
            }
            var error: UnsafeMutablePointer<GError>?
            source = g_settings_schema_source_new_from_directory(folder, installed, 1, &error)
            if let error {
                let message = String(cString: error.pointee.message)
                g_error_free(error)
                throw .schemaFolderUnusable(path: folder, reason: UntrustedText.escaped(message))
            }
        } else if let installed {
            source = g_settings_schema_source_ref(installed)
        }
        guard let source else { throw .schemaNotFound(id) }
        defer { g_settings_schema_source_unref(source) }
        guard let schema = g_settings_schema_source_lookup(source, id, 1) else { throw .schemaNotFound(id) }
        defer { g_settings_schema_unref(schema) }
        self.init(UnsafeMutableRawPointer(g_settings_new_full(schema, nil, nil)!), transfer: .full)
    }

    /// The key's value.
    ///
    /// <!-- doc-test: gtk no-run
    /// let settings = try Settings(schema: "io.github.clew.Demo")
    /// let toggle = Switch(isActive: false, accessibleLabel: "Show hidden files")
    /// let dark = Switch(isActive: false, accessibleLabel: "Dark style")
    /// -->
    /// ```swift
    /// let isHidden = try settings.value(of: SettingsKey<Bool>("show-hidden"))
    /// ```
    ///
    /// - Throws: ``SettingsError/noSuchKey(_:schema:)``, ``SettingsError/wrongType(key:expected:actual:)``, or
    ///   ``SettingsError/outOfRange(key:value:)`` when an enum key holds a nick the Swift enum lacks.
    public func value<Value>(of key: SettingsKey<Value>) throws(SettingsError) -> Value {
        let schemaKey = try checkedKey(key.name, Value.storedType)
        g_settings_schema_key_unref(schemaKey)
        let stored = read(key.name, Value.storedType)
        guard let value = Value(stored: stored) else { throw .outOfRange(key: key.name, value: stored.shown) }
        return value
    }

    /// Writes the key (GLib's backend saves it, and every `Settings` of the schema hears of it).
    ///
    /// <!-- doc-test: gtk no-run
    /// let settings = try Settings(schema: "io.github.clew.Demo")
    /// let toggle = Switch(isActive: false, accessibleLabel: "Show hidden files")
    /// let dark = Switch(isActive: false, accessibleLabel: "Dark style")
    /// -->
    /// ```swift
    /// try settings.set(SettingsKey<Int>("columns"), to: 3)
    /// ```
    ///
    /// - Throws: ``SettingsError/outOfRange(key:value:)`` for a value outside the key's range or choices,
    ///   ``SettingsError/notWritable(_:)`` for a locked key, or the errors of ``value(of:)``.
    public func set<Value>(_ key: SettingsKey<Value>, to value: Value) throws(SettingsError) {
        let schemaKey = try checkedKey(key.name, Value.storedType)
        defer { g_settings_schema_key_unref(schemaKey) }
        guard let variant = Self.variant(value.stored) else {
            throw .outOfRange(key: key.name, value: value.stored.shown)
        }
        g_variant_ref_sink(variant)
        defer { g_variant_unref(variant) }
        guard g_settings_schema_key_range_check(schemaKey, variant) != 0 else {
            throw .outOfRange(key: key.name, value: value.stored.shown)
        }
        guard g_settings_is_writable(gSettings, key.name) != 0, g_settings_set_value(gSettings, key.name, variant) != 0
        else {
            throw .notWritable(key.name)
        }
    }

    /// Puts the key back to its default (the schema's `<default>`).
    ///
    /// <!-- doc-test: gtk no-run
    /// let settings = try Settings(schema: "io.github.clew.Demo")
    /// let toggle = Switch(isActive: false, accessibleLabel: "Show hidden files")
    /// let dark = Switch(isActive: false, accessibleLabel: "Dark style")
    /// -->
    /// ```swift
    /// try settings.reset(SettingsKey<Int>("columns"))
    /// ```
    public func reset<Value>(_ key: SettingsKey<Value>) throws(SettingsError) {
        let schemaKey = try checkedKey(key.name, Value.storedType)
        g_settings_schema_key_unref(schemaKey)
        g_settings_reset(gSettings, key.name)
    }

    /// Calls `handler` with the key's new value each time it changes: written by this app, another
    /// `Settings`, `gsettings set` or `dconf-editor`. A value the type cannot hold (an enum nick the Swift enum
    /// lacks) is skipped.
    ///
    /// <!-- doc-test: gtk no-run
    /// let settings = try Settings(schema: "io.github.clew.Demo")
    /// let toggle = Switch(isActive: false, accessibleLabel: "Show hidden files")
    /// let dark = Switch(isActive: false, accessibleLabel: "Dark style")
    /// -->
    /// ```swift
    /// try settings.onChange(of: SettingsKey<Bool>("show-hidden")) { isShown in toggle.isActive = isShown }
    /// ```
    @discardableResult
    public func onChange<Value>(of key: SettingsKey<Value>, _ handler: @escaping @MainActor (Value) -> Void)
        throws(SettingsError) -> SignalConnection
    {
        let schemaKey = try checkedKey(key.name, Value.storedType)
        g_settings_schema_key_unref(schemaKey)
        let name = key.name
        // The generated `GSettings::changed`, which names the key that changed.
        let connection = generated(as: ClewGioCore.Settings.self).connectChanged(
            counted { changed, changedKey in
                guard changedKey == name else { return }
                let settings = Settings.wrapper(of: changed.raw)
                guard let value = Value(stored: settings.read(name, Value.storedType)) else { return }
                handler(value)
            })
        // GSettings reports a change only of a key read since a handler for it was connected.
        _ = read(name, Value.storedType)
        return connection
    }

    var gSettings: UnsafeMutablePointer<GSettings> { pointer(as: GSettings.self) }

    /// The schema, with a reference the caller returns (`g_settings_schema_unref`).
    var schema: OpaquePointer {
        // The generated `GSettings:settings-schema` (a GSettings always has its schema).
        generated(as: ClewGioCore.Settings.self).settingsSchema!.retainedC()
    }

    /// The schema's key `name` of type `type` (a reference the caller returns), or the error that says why not.
    func checkedKey(_ name: String, _ type: SettingsStoredType) throws(SettingsError) -> OpaquePointer {
        let schema = self.schema
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, name) != 0, let key = g_settings_schema_get_key(schema, name) else {
            throw .noSuchKey(name, schema: String(cString: g_settings_schema_get_id(schema)))
        }
        let actual = String(cString: g_variant_type_peek_string(g_settings_schema_key_get_value_type(key)))
            .prefix(Int(g_variant_type_get_string_length(g_settings_schema_key_get_value_type(key))))
        guard actual == type.rawValue else {
            g_settings_schema_key_unref(key)
            throw .wrongType(key: name, expected: type.rawValue, actual: String(actual))
        }
        return key
    }

    /// The key's stored value (its type checked already).
    private func read(_ name: String, _ type: SettingsStoredType) -> SettingsStoredValue {
        let variant = g_settings_get_value(gSettings, name)!
        defer { g_variant_unref(variant) }
        switch type {
        case .bool: return .bool(g_variant_get_boolean(variant) != 0)
        case .int: return .int(Int(g_variant_get_int32(variant)))
        case .double: return .double(g_variant_get_double(variant))
        case .string: return .string(String(cString: g_variant_get_string(variant, nil)))
        }
    }

    /// A new floating variant of `value`, or nil when it does not fit its type (an `Int` beyond 32 bits).
    private static func variant(_ value: SettingsStoredValue) -> OpaquePointer? {
        switch value {
        case .bool(let value): return g_variant_new_boolean(value ? 1 : 0)
        case .int(let value):
            guard let narrow = Int32(exactly: value) else { return nil }
            return g_variant_new_int32(narrow)
        case .double(let value): return g_variant_new_double(value)
        case .string(let value):
            guard value.utf8.allSatisfy({ $0 != 0 }) else { return nil }
            return g_variant_new_string(value)
        }
    }
}
