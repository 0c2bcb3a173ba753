internal import CGio

/// An immutable `GBytes`: a block of bytes that GIO's streams and files share without copying.
///
/// ```swift
/// let bytes = Bytes([1, 2, 3])
/// #expect(bytes.count == 3)
/// #expect(bytes.array == [1, 2, 3])
/// ```
public final class Bytes: @unchecked Sendable, Equatable, OpaqueHandle {
    // Sendable: a GBytes is immutable and its reference count atomic.
    /// The `GBytes *`, holding one reference of its own.
    package let pointer: OpaquePointer

    /// Takes a pointer a C function returned: a full reference or a borrowed one.
    package init(taking pointer: OpaquePointer, transfer: GObjectRef.Transfer) {
        self.pointer = transfer == .none ? g_bytes_ref(pointer) : pointer
    }

    /// A copy of `bytes`.
    public convenience init(_ bytes: [UInt8]) {
        let pointer = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }!
        self.init(taking: pointer, transfer: .full)
    }

    deinit { g_bytes_unref(pointer) }

    /// The number of bytes.
    public var count: Int { Int(g_bytes_get_size(pointer)) }

    /// A copy of the bytes.
    public var array: [UInt8] {
        var size: gsize = 0
        guard let data = g_bytes_get_data(pointer, &size), size > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
    }

    public static func == (lhs: Bytes, rhs: Bytes) -> Bool {
        g_bytes_equal(UnsafeRawPointer(lhs.pointer), UnsafeRawPointer(rhs.pointer)) != 0
    }
}

extension Bytes: GValueNullable {
    /// A `G_TYPE_BYTES` value (a property or signal argument): a new reference; NULL reads as nil.
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> Bytes? {
        g_value_dup_boxed(gvalue(value)).map { Bytes(taking: OpaquePointer($0), transfer: .full) }
    }
    package func write(to value: UnsafeMutableRawPointer) {
        g_value_set_boxed(gvalue(value), UnsafeRawPointer(pointer))
    }
    package static func writeNull(to value: UnsafeMutableRawPointer) { g_value_set_boxed(gvalue(value), nil) }
}
