internal import CGio

// Pointers that C functions return become wrappers here, by the one ownership rule
// (`GObjectRef.Transfer`): the object's identity wrapper while it lives, else a new wrapper
// that becomes its identity. Generated code only.

extension GObjectRef {
    /// Gives back the reference a C function transferred, when an existing wrapper is used instead.
    private static func balance(_ pointer: UnsafeMutableRawPointer, _ transfer: Transfer) {
        switch transfer {
        case .none: break
        case .full: g_object_unref(pointer)
        case .floating:
            g_object_ref_sink(pointer)
            g_object_unref(pointer)
        }
    }

    /// The wrapper of an object a C function returned with `transfer`.
    package static func take(_ pointer: UnsafeMutableRawPointer, transfer: Transfer) -> Self {
        if let wrapper = identityWrapper(of: pointer) as? Self {
            balance(pointer, transfer)
            return wrapper
        }
        if transfer == .none {
            g_object_ref(pointer)
            return Self(pointer, transfer: .full)
        }
        return Self(pointer, transfer: transfer)
    }

    /// `take` for a pointer that may be NULL.
    package static func take(optional pointer: UnsafeMutableRawPointer?, transfer: Transfer) -> Self? {
        pointer.map { take($0, transfer: transfer) }
    }

    /// The living identity wrapper of `pointer` if it is a `P` (an interface's protocol), its
    /// transferred reference given back; nil otherwise.
    package static func existingWrapper<P>(of pointer: UnsafeMutableRawPointer, transfer: Transfer, as type: P.Type)
        -> P?
    {
        guard let wrapper = identityWrapper(of: pointer) as? P else { return nil }
        balance(pointer, transfer)
        return wrapper
    }
}

/// A string a C function returned with `transfer full`: copied, then freed.
package func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer)
}

/// A string a C function returned with `transfer none`: copied.
package func borrowString(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

/// A NULL-terminated string array a C function returned: copied; freed with `g_strfreev` when `full`.
package func takeStrings(_ pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, full: Bool) -> [String] {
    guard let pointer else { return [] }
    var result: [String] = []
    var index = 0
    while let element = pointer[index] {
        result.append(String(cString: element))
        index += 1
    }
    if full { g_strfreev(pointer) }
    return result
}

/// Calls `body` with a NULL-terminated `char **` copy of `strings`, freed afterwards.
package func withStrings<R>(_ strings: [String]?, _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> R)
    -> R
{
    guard let strings else { return body(nil) }
    let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: strings.count + 1)
    for (index, string) in strings.enumerated() { array[index] = g_strdup(string) }
    array[strings.count] = nil
    defer {
        for index in 0..<strings.count { g_free(array[index]) }
        array.deallocate()
    }
    return body(array)
}

/// A non-NULL pointer that the GIR promises; a NULL one is a library bug, reported with the function's name.
package func nonNull<T>(_ value: T?, _ function: StaticString) -> T {
    guard let value else { preconditionFailure("\(function) returned NULL, which its GIR annotation rules out") }
    return value
}

extension GObjectRef {
    /// The instance pointer typed as the C function being called expects it: `GFoo *` for a type
    /// whose struct is public, `OpaquePointer` for an opaque one, `gpointer` for an untyped one.
    package func c<T>() -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: T.self) }
    package func c() -> OpaquePointer { OpaquePointer(raw) }
    package func c() -> UnsafeMutableRawPointer { raw }

    /// `c()` with a new reference, for a parameter the callee takes over (`transfer full`).
    package func retainedC<T>() -> UnsafeMutablePointer<T> {
        g_object_ref(raw)
        return c()
    }
    package func retainedC() -> OpaquePointer {
        g_object_ref(raw)
        return c()
    }
}
