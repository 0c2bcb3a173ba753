internal import CGio

/// The base of the generated boxed records (`GdkRGBA`, `GtkTextIter`, `PangoAttrList`…): a value GLib copies
/// with `g_boxed_copy` and frees with `g_boxed_free`. Each wrapper owns one copy of its own, so records
/// never alias: a record a C function returns without a transfer is copied.
///
/// ```swift
/// let target = SrvTarget(hostname: "example.com", port: 443, priority: 0, weight: 1)  // a GIO record
/// #expect(target.getPort() == 443)
/// #expect(target.copy().getHostname() == "example.com")
/// ```
open class BoxedRecord {
    /// The record's memory, owned by this wrapper.
    public let raw: UnsafeMutableRawPointer

    /// The record's boxed `GType`; each generated record overrides it.
    open class var boxedType: UInt { 0 }

    /// Takes a record a C function returned: a full transfer is taken over, a borrowed one copied.
    public required init(taking pointer: UnsafeMutableRawPointer, transfer: GObjectRef.Transfer) {
        raw = transfer == .none ? g_boxed_copy(GType(Self.boxedType), pointer) : pointer
    }

    /// A copy of the record at `pointer` (a zero-filled struct of a record with public fields).
    package convenience init(copying pointer: UnsafeRawPointer) {
        self.init(taking: UnsafeMutableRawPointer(mutating: pointer), transfer: .none)
    }

    deinit { g_boxed_free(GType(type(of: self).boxedType), raw) }

    /// `init(taking:transfer:)` for a record a C function returned.
    package static func take(_ pointer: UnsafeMutableRawPointer, transfer: GObjectRef.Transfer) -> Self {
        Self(taking: pointer, transfer: transfer)
    }

    /// `take` for a pointer that may be NULL.
    package static func take(optional pointer: UnsafeMutableRawPointer?, transfer: GObjectRef.Transfer) -> Self? {
        pointer.map { Self(taking: $0, transfer: transfer) }
    }

    /// The record's pointer typed as the C function being called expects it.
    package final func c<T>() -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: T.self) }
    package final func c<T>() -> UnsafePointer<T> { UnsafePointer(raw.assumingMemoryBound(to: T.self)) }
    package final func c() -> OpaquePointer { OpaquePointer(raw) }
    package final func c() -> UnsafeMutableRawPointer { raw }

    /// A copy of the record (a new reference, for a ref-counted boxed type) for a method that takes its
    /// instance over (`transfer full`, `gsk_transform_translate`): this wrapper keeps its own.
    package final func retainedC<T>() -> UnsafeMutablePointer<T> {
        g_boxed_copy(GType(type(of: self).boxedType), raw).assumingMemoryBound(to: T.self)
    }
    package final func retainedC() -> OpaquePointer {
        OpaquePointer(g_boxed_copy(GType(type(of: self).boxedType), raw))
    }
}

// A record in a GValue (properties, signal arguments) is a boxed value: read as a copy, written as a reference
// the GValue copies.
extension BoxedRecord: GValueNullable {
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> Self? {
        g_value_get_boxed(gvalue(value)).map { Self(taking: $0, transfer: .none) }
    }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_boxed(gvalue(value), raw) }
    package static func writeNull(to value: UnsafeMutableRawPointer) { g_value_set_boxed(gvalue(value), nil) }
}

/// A record pointer a C function returned, as `BoxedRecord.take` wants it (`const` or opaque ones too).
package func recordPointer<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(pointer)
}
package func recordPointer<T>(_ pointer: UnsafePointer<T>) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(mutating: pointer)
}
package func recordPointer(_ pointer: OpaquePointer) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }
