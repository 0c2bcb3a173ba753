internal import CGio

/// An immutable `GVariant`: the values of actions' parameters and states, settings and D-Bus.
///
/// ```swift
/// let count = Variant(Int32(3))
/// #expect(count.int32 == 3)
/// #expect(count.typeString == "i")
/// #expect(Variant("hi").string == "hi")
/// ```
public final class Variant: @unchecked Sendable, Equatable, CustomStringConvertible, OpaqueHandle {
    // Sendable: a GVariant is immutable and its reference count atomic.
    /// The `GVariant *`, holding one reference of its own.
    package let pointer: OpaquePointer

    /// Takes a pointer a C function returned: a full reference (sunk if floating) or a borrowed one.
    package init(taking pointer: OpaquePointer, transfer: GObjectRef.Transfer) {
        self.pointer = pointer
        switch transfer {
        case .full, .floating: g_variant_take_ref(pointer)
        case .none: g_variant_ref_sink(pointer)
        }
    }

    deinit { g_variant_unref(pointer) }

    /// A boolean (`b`).
    public convenience init(_ value: Bool) {
        self.init(taking: g_variant_new_boolean(value ? 1 : 0), transfer: .floating)
    }
    /// A 32-bit integer (`i`).
    public convenience init(_ value: Int32) { self.init(taking: g_variant_new_int32(value), transfer: .floating) }
    /// An unsigned 32-bit integer (`u`).
    public convenience init(_ value: UInt32) { self.init(taking: g_variant_new_uint32(value), transfer: .floating) }
    /// A 64-bit integer (`x`).
    public convenience init(_ value: Int64) {
        self.init(taking: g_variant_new_int64(gint64(value)), transfer: .floating)
    }
    /// A double (`d`).
    public convenience init(_ value: Double) { self.init(taking: g_variant_new_double(value), transfer: .floating) }
    /// A string (`s`); the text is copied.
    public convenience init(_ value: String) { self.init(taking: g_variant_new_string(value), transfer: .floating) }

    /// The type string, e.g. `"i"` or `"(ss)"`.
    public var typeString: String { String(cString: g_variant_get_type_string(pointer)) }

    private func isOfType(_ type: String) -> Bool { typeString == type }

    /// The boolean, when this is a `b`.
    public var bool: Bool? { isOfType("b") ? g_variant_get_boolean(pointer) != 0 : nil }
    /// The integer, when this is an `i`.
    public var int32: Int32? { isOfType("i") ? g_variant_get_int32(pointer) : nil }
    /// The unsigned integer, when this is a `u`.
    public var uint32: UInt32? { isOfType("u") ? g_variant_get_uint32(pointer) : nil }
    /// The integer, when this is an `x`.
    public var int64: Int64? { isOfType("x") ? Int64(g_variant_get_int64(pointer)) : nil }
    /// The double, when this is a `d`.
    public var double: Double? { isOfType("d") ? g_variant_get_double(pointer) : nil }
    /// The string, when this is an `s`, `o` or `g`.
    public var string: String? {
        guard ["s", "o", "g"].contains(typeString) else { return nil }
        return String(cString: g_variant_get_string(pointer, nil))
    }

    /// GVariant's text format, e.g. `3` or `'hi'`.
    public var description: String { takeString(g_variant_print(pointer, 0)) ?? "" }

    public static func == (lhs: Variant, rhs: Variant) -> Bool {
        g_variant_equal(UnsafeRawPointer(lhs.pointer), UnsafeRawPointer(rhs.pointer)) != 0
    }
}

extension Variant: GValueNullable {
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> Variant? {
        take(optional: g_value_get_variant(gvalue(value)), transfer: .none)
    }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_variant(gvalue(value), pointer) }
    package static func writeNull(to value: UnsafeMutableRawPointer) { g_value_set_variant(gvalue(value), nil) }
}
