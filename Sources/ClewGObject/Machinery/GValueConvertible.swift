internal import CGio

// How generated code reads and writes a `GValue` (signal arguments, return values, properties).
// The value is always initialized by GLib (signals) or with the property's own type
// (`Properties.swift`), so a conversion only picks the right `g_value_get_…`/`set_…`.

/// A Swift type that a `GValue` holds. Generated code only; the pointer is a `GValue *`.
package protocol GValueConvertible {
    /// Reads the value (copying strings, adding a reference to objects).
    static func read(from value: UnsafeMutableRawPointer) -> Self
    /// Stores `self` into an initialized value of a compatible type.
    func write(to value: UnsafeMutableRawPointer)
}

/// A reference-like type whose `GValue` may hold NULL; `Optional` of it is ``GValueConvertible``.
package protocol GValueNullable {
    /// Reads a non-NULL value, or nil.
    static func readIfPresent(from value: UnsafeMutableRawPointer) -> Self?
    /// Stores `self` into an initialized value.
    func write(to value: UnsafeMutableRawPointer)
    /// Stores NULL.
    static func writeNull(to value: UnsafeMutableRawPointer)
}

@inline(__always)
func gvalue(_ raw: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GValue> { raw.assumingMemoryBound(to: GValue.self) }

extension Optional: GValueConvertible where Wrapped: GValueNullable {
    package static func read(from value: UnsafeMutableRawPointer) -> Self { Wrapped.readIfPresent(from: value) }
    package func write(to value: UnsafeMutableRawPointer) {
        if let self { self.write(to: value) } else { Wrapped.writeNull(to: value) }
    }
}

extension Bool: GValueConvertible {
    package static func read(from value: UnsafeMutableRawPointer) -> Bool { g_value_get_boolean(gvalue(value)) != 0 }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_boolean(gvalue(value), self ? 1 : 0) }
}

extension Int32: GValueConvertible {
    package static func read(from value: UnsafeMutableRawPointer) -> Int32 { g_value_get_int(gvalue(value)) }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_int(gvalue(value), self) }
}

extension UInt32: GValueConvertible {
    package static func read(from value: UnsafeMutableRawPointer) -> UInt32 { g_value_get_uint(gvalue(value)) }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_uint(gvalue(value), self) }
}

extension Int64: GValueConvertible {
    package static func read(from value: UnsafeMutableRawPointer) -> Int64 { Int64(g_value_get_int64(gvalue(value))) }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_int64(gvalue(value), gint64(self)) }
}

extension UInt64: GValueConvertible {
    package static func read(from value: UnsafeMutableRawPointer) -> UInt64 {
        UInt64(g_value_get_uint64(gvalue(value)))
    }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_uint64(gvalue(value), guint64(self)) }
}

extension Int: GValueConvertible {
    package static func read(from value: UnsafeMutableRawPointer) -> Int { g_value_get_long(gvalue(value)) }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_long(gvalue(value), self) }
}

extension UInt: GValueConvertible {
    package static func read(from value: UnsafeMutableRawPointer) -> UInt { g_value_get_ulong(gvalue(value)) }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_ulong(gvalue(value), self) }
}

extension Int8: GValueConvertible {
    package static func read(from value: UnsafeMutableRawPointer) -> Int8 { g_value_get_schar(gvalue(value)) }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_schar(gvalue(value), self) }
}

extension UInt8: GValueConvertible {
    package static func read(from value: UnsafeMutableRawPointer) -> UInt8 { g_value_get_uchar(gvalue(value)) }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_uchar(gvalue(value), self) }
}

extension Double: GValueConvertible {
    package static func read(from value: UnsafeMutableRawPointer) -> Double { g_value_get_double(gvalue(value)) }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_double(gvalue(value), self) }
}

extension Float: GValueConvertible {
    package static func read(from value: UnsafeMutableRawPointer) -> Float { g_value_get_float(gvalue(value)) }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_float(gvalue(value), self) }
}

extension String: GValueNullable, GValueConvertible {
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> String? {
        g_value_get_string(gvalue(value)).map { String(cString: $0) }
    }
    /// A NULL string reads as "" where the type says it is never NULL.
    package static func read(from value: UnsafeMutableRawPointer) -> String { readIfPresent(from: value) ?? "" }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_string(gvalue(value), self) }
    package static func writeNull(to value: UnsafeMutableRawPointer) { g_value_set_string(gvalue(value), nil) }
}

extension GObjectRef: @MainActor GValueNullable {
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> Self? {
        g_value_get_object(gvalue(value)).map { Self.wrapper(of: $0) }
    }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_object(gvalue(value), raw) }
    package static func writeNull(to value: UnsafeMutableRawPointer) { g_value_set_object(gvalue(value), nil) }
}

/// A generated enumeration: a `GValue` holds it as `g_value_get_enum`'s `gint`.
package protocol GEnumValue: GValueConvertible, RawRepresentable where RawValue == Int32 {
    init(rawValue: Int32)
}

extension GEnumValue {
    package static func read(from value: UnsafeMutableRawPointer) -> Self {
        Self(rawValue: g_value_get_enum(gvalue(value)))
    }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_enum(gvalue(value), rawValue) }
}

/// A generated set of flags: a `GValue` holds it as `g_value_get_flags`'s `guint`.
package protocol GFlagsValue: GValueConvertible, OptionSet where RawValue == UInt32 {}

extension GFlagsValue {
    package static func read(from value: UnsafeMutableRawPointer) -> Self {
        Self(rawValue: g_value_get_flags(gvalue(value)))
    }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_flags(gvalue(value), rawValue) }
}

extension Array: GValueConvertible where Element == String {
    /// A `GStrv` value (`G_TYPE_STRV`); NULL reads as no strings.
    package static func read(from value: UnsafeMutableRawPointer) -> [String] {
        let strings = g_value_get_boxed(gvalue(value))?.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
        return takeStrings(strings, full: false)
    }
    package func write(to value: UnsafeMutableRawPointer) {
        let strings = CStringArray(self)
        g_value_set_boxed(gvalue(value), strings.pointer)  // copies
    }
}
