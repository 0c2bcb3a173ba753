internal import CGio

/// A `GKeyFile`: the `.ini`-like text of desktop files and GTK's saved page setups and print settings, as
/// groups of keys. Unlike the other GLib values it can change, so it is not `Sendable`.
///
/// ```swift
/// let file = KeyFile()
/// try file.load(fromData: "[Window]\nwidth=640\n")
/// #expect(try file.string(group: "Window", key: "width") == "640")
/// file.setString("480", group: "Window", key: "height")
/// #expect(file.groups == ["Window"])
/// #expect(throws: GLibError.self) { try KeyFile().load(fromData: "no group = 1") }
/// ```
public final class KeyFile: OpaqueHandle {
    /// The `GKeyFile *`, holding one reference of its own.
    package let pointer: OpaquePointer

    /// Takes a pointer a C function returned: a full reference or a borrowed one.
    package init(taking pointer: OpaquePointer, transfer: GObjectRef.Transfer) {
        self.pointer = transfer == .none ? g_key_file_ref(pointer) : pointer
    }

    deinit { g_key_file_unref(pointer) }

    /// An empty key file (`g_key_file_new`).
    public convenience init() { self.init(taking: g_key_file_new(), transfer: .full) }

    /// Replaces the contents with `text`, keeping comments and translations (`g_key_file_load_from_data`).
    /// Throws GLib's `G_KEY_FILE_ERROR` when the text is not a key file.
    public func load(fromData text: String) throws(GLibError) {
        var error: UnsafeMutablePointer<GError>? = nil
        let flags = GKeyFileFlags(rawValue: G_KEY_FILE_KEEP_COMMENTS.rawValue | G_KEY_FILE_KEEP_TRANSLATIONS.rawValue)
        _ = g_key_file_load_from_data(pointer, text, gsize(text.utf8.count), flags, &error)
        if let error { throw GLibError.take(UnsafeMutableRawPointer(error)) }
    }

    /// The file as text (`g_key_file_to_data`).
    public var data: String { takeString(g_key_file_to_data(pointer, nil, nil)) ?? "" }

    /// The groups, in order.
    public var groups: [String] { takeStrings(g_key_file_get_groups(pointer, nil), full: true) }

    /// The keys of `group`; throws when there is no such group.
    public func keys(group: String) throws(GLibError) -> [String] {
        var error: UnsafeMutablePointer<GError>? = nil
        let keys = g_key_file_get_keys(pointer, group, nil, &error)
        if let error { throw GLibError.take(UnsafeMutableRawPointer(error)) }
        return takeStrings(keys, full: true)
    }

    /// The value of `key` in `group`, escapes undone; throws when either is missing.
    public func string(group: String, key: String) throws(GLibError) -> String {
        var error: UnsafeMutablePointer<GError>? = nil
        let value = g_key_file_get_string(pointer, group, key, &error)
        if let error { throw GLibError.take(UnsafeMutableRawPointer(error)) }
        return takeString(value) ?? ""
    }

    /// Sets `key` in `group` (both made when missing) to `value`, escaped as the format needs.
    public func setString(_ value: String, group: String, key: String) {
        g_key_file_set_string(pointer, group, key, value)
    }

    /// Whether `group` has `key`.
    public func hasKey(_ key: String, group: String) -> Bool {
        g_key_file_has_key(pointer, group, key, nil) != 0
    }
}

extension KeyFile: GValueNullable {
    /// A `G_TYPE_KEY_FILE` value: a new reference; NULL reads as nil.
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> KeyFile? {
        g_value_dup_boxed(gvalue(value)).map { KeyFile(taking: OpaquePointer($0), transfer: .full) }
    }
    package func write(to value: UnsafeMutableRawPointer) {
        g_value_set_boxed(gvalue(value), UnsafeRawPointer(pointer))
    }
    package static func writeNull(to value: UnsafeMutableRawPointer) { g_value_set_boxed(gvalue(value), nil) }
}
