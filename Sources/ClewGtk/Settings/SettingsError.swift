import Clew

/// Why a ``Settings`` could not be opened, read, written, observed or bound. GLib aborts the app on an
/// unknown schema or key and logs a critical on a value of the wrong type; Clew checks first and throws this.
///
/// ```swift
/// do { _ = try Settings(schema: "org.example.Missing") } catch {
///     print(error)   // No settings schema “org.example.Missing” is installed or in the app's schema folder.
/// }
/// ```
public enum SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No schema with this id is installed, nor in the folder given.
    case schemaNotFound(String)
    /// The schema has no key of this name.
    case noSuchKey(String, schema: String)
    /// The key holds another type than the one asked for (GVariant type strings: `b`, `i`, `d`, `s`).
    case wrongType(key: String, expected: String, actual: String)
    /// The value is outside the key's range or choices (a schema's `<range>` or `<choices>`, an enum's nicks).
    case outOfRange(key: String, value: String)
    /// The key is locked (by the system administrator, or a read-only backend).
    case notWritable(String)
    /// The object has no such property, or one of a type the key cannot be bound to.
    case cannotBind(key: String, property: String, reason: String)
    /// The schema folder cannot be used (missing, not a folder, writable by another user, or its
    /// schemas could not be compiled); the reason says which.
    case schemaFolderUnusable(path: String, reason: String)

    public var description: String {
        switch self {
        case .schemaNotFound(let id):
            "No settings schema \(UntrustedText.quoted(id)) is installed or in the app's schema folder."
        case .noSuchKey(let key, let schema):
            "The settings schema \(UntrustedText.quoted(schema)) has no key \(UntrustedText.quoted(key))."
        case .wrongType(let key, let expected, let actual):
            "The setting \(UntrustedText.quoted(key)) is of type \(actual), not \(expected)."
        case .outOfRange(let key, let value):
            "\(UntrustedText.quoted(value)) is not a value the setting \(UntrustedText.quoted(key)) accepts."
        case .notWritable(let key):
            "The setting \(UntrustedText.quoted(key)) cannot be changed (it is locked)."
        case .cannotBind(let key, let property, let reason):
            "The setting \(UntrustedText.quoted(key)) cannot be bound to the property "
                + "\(UntrustedText.quoted(property)): \(reason)."
        case .schemaFolderUnusable(let path, let reason):
            "The settings schema folder \(UntrustedText.quoted(path)) is not used: \(reason)."
        }
    }
}
