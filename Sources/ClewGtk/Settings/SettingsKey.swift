/// A key of a GSettings schema, typed by the Swift value it holds: `Bool` (`b`), `Int` (`i`), `Double`
/// (`d`), `String` (`s`), or a `String`-backed enum for a key declared with `enum=` or `<choices>`.
///
/// ```swift
/// enum Sort: String, SettingsValue { case name, date }
///
/// let showHidden = SettingsKey<Bool>("show-hidden")
/// let sort = SettingsKey<Sort>("sort-order")
/// let settings = try Settings(schema: "org.example.Photos")
/// if try settings.value(of: showHidden) { print("showing hidden files") }
/// try settings.set(sort, to: .date)
/// ```
public struct SettingsKey<Value: SettingsValue>: Sendable, Hashable {
    /// The key's name in the schema (`show-hidden`).
    public let name: String

    /// The key called `name`; whether the schema has it, of this type, is checked where it is used.
    public init(_ name: String) { self.name = name }
}

/// A value a ``SettingsKey`` holds, in one of the four GVariant types Clew reads and writes.
///
/// An enum conforms by being `String`-backed: its raw values are the nicks of the schema's `enum` (or its
/// `<choices>`).
///
/// ```swift
/// enum Style: String, SettingsValue { case system, light, dark }
/// ```
public protocol SettingsValue: Sendable {
    /// How the value is stored.
    static var storedType: SettingsStoredType { get }
    /// The value a stored one stands for, or nil when it stands for none (an unknown enum nick).
    init?(stored: SettingsStoredValue)
    /// The value as it is stored.
    var stored: SettingsStoredValue { get }
}

/// The GVariant types a ``SettingsValue`` is stored as.
public enum SettingsStoredType: String, Sendable {
    /// `b`
    case bool = "b"
    /// `i` (32 bits)
    case int = "i"
    /// `d`
    case double = "d"
    /// `s` (also an `enum=` key's nick)
    case string = "s"
}

/// A stored settings value.
///
/// ```swift
/// let stored: SettingsStoredValue = true.stored   // .bool(true)
/// ```
public enum SettingsStoredValue: Sendable, Equatable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    /// The value as a message shows it.
    var shown: String {
        switch self {
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): value
        }
    }
}

extension Bool: SettingsValue {
    public static var storedType: SettingsStoredType { .bool }
    public init?(stored: SettingsStoredValue) {
        guard case .bool(let value) = stored else { return nil }
        self = value
    }
    public var stored: SettingsStoredValue { .bool(self) }
}

extension Int: SettingsValue {
    public static var storedType: SettingsStoredType { .int }
    public init?(stored: SettingsStoredValue) {
        guard case .int(let value) = stored else { return nil }
        self = value
    }
    public var stored: SettingsStoredValue { .int(self) }
}

extension Double: SettingsValue {
    public static var storedType: SettingsStoredType { .double }
    public init?(stored: SettingsStoredValue) {
        guard case .double(let value) = stored else { return nil }
        self = value
    }
    public var stored: SettingsStoredValue { .double(self) }
}

extension String: SettingsValue {
    public static var storedType: SettingsStoredType { .string }
    public init?(stored: SettingsStoredValue) {
        guard case .string(let value) = stored else { return nil }
        self = value
    }
    public var stored: SettingsStoredValue { .string(self) }
}

extension SettingsValue where Self: RawRepresentable, RawValue == String {
    public static var storedType: SettingsStoredType { .string }
    public init?(stored: SettingsStoredValue) {
        guard case .string(let nick) = stored else { return nil }
        self.init(rawValue: nick)
    }
    public var stored: SettingsStoredValue { .string(rawValue) }
}
