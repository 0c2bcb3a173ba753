internal import CGio

// A `GLibError` where a GIR type says `GLib.Error` (a `GError *` parameter, return value, property or signal
// argument), as generated code passes it: copied each way, so Swift never holds a `GError *`.

extension GLibError {
    /// A copy of a `GError *` a C function returned with `transfer none` (nil for NULL). Generated code only.
    package static func borrow(_ error: UnsafeRawPointer?) -> GLibError? {
        guard let error else { return nil }
        let gerror = error.assumingMemoryBound(to: GError.self)
        let domain = g_quark_to_string(gerror.pointee.domain).map { String(cString: $0) } ?? "unknown"
        let message = gerror.pointee.message.map { String(cString: $0) } ?? ""
        return GLibError(domain: domain, code: gerror.pointee.code, message: message)
    }

    /// Takes over a possibly-NULL `GError *` a C function returned with `transfer full`. Generated code only.
    package static func take(optional error: UnsafeRawPointer?) -> GLibError? {
        guard let error else { return nil }
        return take(UnsafeMutableRawPointer(mutating: error))
    }

    /// A new `GError *` with this error's domain, code and message: the caller owns it.
    func makeGError() -> UnsafeMutablePointer<GError> {
        g_error_new_literal(g_quark_from_string(domain), code, message)
    }
}

/// A `GError *` made from a `GLibError` for one C call, freed with the holder. Generated code only.
package final class GErrorArgument {
    /// The error, valid while the holder lives.
    private let pointer: UnsafeMutablePointer<GError>

    package init(_ error: GLibError) { pointer = error.makeGError() }

    /// The `GError *`, typed as the C function being called expects it (`GError *` or `const GError *`).
    package func c<T>() -> UnsafeMutablePointer<T> { UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self) }

    /// A copy the callee takes over (`transfer full`).
    package func retainedC<T>() -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(g_error_copy(pointer)).assumingMemoryBound(to: T.self)
    }

    deinit { g_error_free(pointer) }
}

extension GLibError: GValueNullable {
    /// A `G_TYPE_ERROR` value (a property's or a signal argument's `GError *`), copied; NULL reads as nil.
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> GLibError? {
        borrow(g_value_get_boxed(gvalue(value)))
    }
    package func write(to value: UnsafeMutableRawPointer) { g_value_take_boxed(gvalue(value), makeGError()) }
    package static func writeNull(to value: UnsafeMutableRawPointer) { g_value_set_boxed(gvalue(value), nil) }
}
