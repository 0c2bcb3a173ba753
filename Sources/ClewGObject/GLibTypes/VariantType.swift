internal import CGio

/// A `GVariantType`: the type of a ``Variant``, e.g. of an action's parameter.
///
/// ```swift
/// let type = VariantType("s")
/// #expect(type?.string == "s")
/// #expect(VariantType("not a type") == nil)
/// ```
public final class VariantType: @unchecked Sendable, Equatable, CustomStringConvertible, OpaqueHandle {
    // Sendable: a GVariantType is an immutable string owned by this wrapper.
    /// The `GVariantType *`, owned by this wrapper.
    package let pointer: OpaquePointer

    /// Takes a pointer a C function returned: owned (`full`) or copied (`none`).
    package init(taking pointer: OpaquePointer, transfer: GObjectRef.Transfer) {
        self.pointer = transfer == .none ? g_variant_type_copy(pointer) : pointer
    }

    /// The type a type string names, or nil when the string is not one (`g_variant_type_string_is_valid`).
    public convenience init?(_ string: String) {
        guard g_variant_type_string_is_valid(string) != 0 else { return nil }
        self.init(taking: g_variant_type_new(string), transfer: .full)
    }

    deinit { g_variant_type_free(pointer) }

    /// The type string, e.g. `"s"` or `"a{sv}"`.
    public var string: String { takeString(g_variant_type_dup_string(pointer)) ?? "" }

    public var description: String { string }

    public static func == (lhs: VariantType, rhs: VariantType) -> Bool {
        g_variant_type_equal(UnsafeRawPointer(lhs.pointer), UnsafeRawPointer(rhs.pointer)) != 0
    }
}

extension VariantType: GValueNullable {
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> VariantType? {
        take(optional: g_value_get_boxed(gvalue(value)).map { OpaquePointer($0) }, transfer: .none)
    }
    package func write(to value: UnsafeMutableRawPointer) {
        g_value_set_boxed(gvalue(value), UnsafeRawPointer(pointer))
    }
    package static func writeNull(to value: UnsafeMutableRawPointer) { g_value_set_boxed(gvalue(value), nil) }
}
