/// A hand-bound C value over an opaque pointer it owns one reference (or copy) of: `Bytes`, `Variant`,
/// `VariantType`, `DateTime`, `KeyFile`, `CairoRegion`. Each says how it takes a pointer; generated code
/// reaches every one the same way, including a pointer that may be NULL.
package protocol OpaqueHandle: AnyObject {
    /// Takes a pointer a C function returned: a full reference or a borrowed one.
    init(taking pointer: OpaquePointer, transfer: GObjectRef.Transfer)
}

extension OpaqueHandle {
    /// `init(taking:transfer:)` for a pointer that may be NULL.
    package static func take(optional pointer: OpaquePointer?, transfer: GObjectRef.Transfer) -> Self? {
        pointer.map { Self(taking: $0, transfer: transfer) }
    }
}
