internal import CGtk

/// Which way a bound key and property follow each other.
///
/// <!-- doc-test: gtk no-run
/// let settings = try Settings(schema: "io.github.clew.Demo")
/// let toggle = Switch(isActive: false, accessibleLabel: "Show hidden files")
/// let dark = Switch(isActive: false, accessibleLabel: "Dark style")
/// -->
/// ```swift
/// try settings.bind(SettingsKey<Bool>("show-hidden"), to: toggle, property: "active", direction: .fromSettings)
/// ```
public enum SettingsBindingDirection: Sendable {
    /// Each follows the other (`G_SETTINGS_BIND_DEFAULT`).
    case both
    /// The property follows the key only (`G_SETTINGS_BIND_GET`).
    case fromSettings
    /// The key follows the property only (`G_SETTINGS_BIND_SET`).
    case toSettings

    var flags: GSettingsBindFlags {
        switch self {
        case .both: G_SETTINGS_BIND_DEFAULT
        case .fromSettings: G_SETTINGS_BIND_GET
        case .toSettings: G_SETTINGS_BIND_SET
        }
    }
}

extension Settings {
    /// Binds the key to an object's property (`g_settings_bind`): a switch's `active`, a spin button's `value`,
    /// an entry's `text`. The property takes the key's value at once. The binding lasts as long as the object (or
    /// until ``unbind(_:property:)``); it holds the settings, not the object.
    ///
    /// <!-- doc-test:
    /// let settings = try Settings(schema: "io.github.clew.Demo")
    /// -->
    /// ```swift
    /// let dark = CheckButton("Dark")
    /// try settings.bind(SettingsKey<Bool>("dark"), to: dark, property: "active")
    /// ```
    ///
    /// - Throws: ``SettingsError/cannotBind(key:property:reason:)`` when the object has no such property, one that
    ///   cannot be read or written the way `direction` needs, or one of a type the key's cannot map to
    ///   (`b` → a boolean, `i` → an integer or a double, `d` → a double, `s` → a string or an enum); or the errors of
    ///   ``value(of:)``.
    public func bind<Value>(
        _ key: SettingsKey<Value>, to target: GObjectRef, property: String, direction: SettingsBindingDirection = .both
    ) throws(SettingsError) {
        let schemaKey = try checkedKey(key.name, Value.storedType)
        g_settings_schema_key_unref(schemaKey)
        let objectClass = UnsafeMutableRawPointer(target.object.pointee.g_type_instance.g_class!)
            .assumingMemoryBound(to: GObjectClass.self)
        guard let spec = g_object_class_find_property(objectClass, property) else {
            throw .cannotBind(key: key.name, property: property, reason: "\(target.className) has no such property")
        }
        let flags = spec.pointee.flags.rawValue
        if direction != .toSettings,
            flags & G_PARAM_WRITABLE.rawValue == 0 || flags & G_PARAM_CONSTRUCT_ONLY.rawValue != 0
        {
            throw .cannotBind(key: key.name, property: property, reason: "the property cannot be written")
        }
        if direction != .fromSettings, flags & G_PARAM_READABLE.rawValue == 0 {
            throw .cannotBind(key: key.name, property: property, reason: "the property cannot be read")
        }
        let fundamental = g_type_fundamental(spec.pointee.value_type)
        guard Self.accepts(Value.storedType).contains(fundamental) else {
            let typeName = String(cString: g_type_name(spec.pointee.value_type))
            throw .cannotBind(
                key: key.name, property: property,
                reason: "a key of type \(Value.storedType.rawValue) cannot hold a \(typeName)")
        }
        g_settings_bind(gSettings, key.name, target.raw, property, direction.flags)
    }

    /// Ends a binding made by ``bind(_:to:property:direction:)``.
    ///
    /// <!-- doc-test: gtk no-run
    /// let settings = try Settings(schema: "io.github.clew.Demo")
    /// let toggle = Switch(isActive: false, accessibleLabel: "Show hidden files")
    /// let dark = Switch(isActive: false, accessibleLabel: "Dark style")
    /// -->
    /// ```swift
    /// Settings.unbind(dark, property: "active")
    /// ```
    public static func unbind(_ target: GObjectRef, property: String) {
        g_settings_unbind(target.raw, property)
    }

    /// The fundamental GTypes a key of `type` maps to (GLib's `g_settings_mapping_is_compatible`).
    private static func accepts(_ type: SettingsStoredType) -> [GType] {
        func fundamental(_ number: Int) -> GType { GType(number << Int(G_TYPE_FUNDAMENTAL_SHIFT)) }
        switch type {
        case .bool: return [fundamental(5)]  // boolean
        case .int: return [6, 7, 10, 11, 15].map(fundamental)  // int, uint, int64, uint64, double
        case .double: return [fundamental(15)]  // double
        case .string: return [fundamental(16), fundamental(12)]  // string, enum
        }
    }
}
