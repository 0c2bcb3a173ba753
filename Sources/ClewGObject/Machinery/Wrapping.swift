internal import CGio

// Pointers that C functions return become wrappers here, by the one ownership rule
// (`GObjectRef.Transfer`): the object's identity wrapper while it lives, else a new wrapper
// that becomes its identity. Generated code only.

extension GObjectRef {
    /// Gives back the reference a C function transferred, when an existing wrapper is used instead.
    static func balance(_ pointer: UnsafeMutableRawPointer, _ transfer: Transfer) {
        switch transfer {
        case .none: break
        case .full: g_object_unref(pointer)
        case .floating:
            g_object_ref_sink(pointer)
            g_object_unref(pointer)
        }
    }

    /// The wrapper of an object a C function returned with `transfer`: its identity wrapper, else a new one of
    /// its most-derived generated class (see `ClassRegistry`).
    package static func take(_ pointer: UnsafeMutableRawPointer, transfer: Transfer) -> Self {
        if let wrapper = identityWrapper(of: pointer) as? Self {
            balance(pointer, transfer)
            return wrapper
        }
        return makeMostDerived(pointer, transfer: transfer)
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
package func takeString(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(UnsafeMutableRawPointer(mutating: pointer)) }
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

/// The elements of a `GList *` (or a `GSList *` when `singly`) a C function returned, in order; the
/// list itself freed when the caller owns it (`transfer full` or `container`). The elements' own
/// ownership is the caller's to apply.
package func takeList(_ list: UnsafeMutableRawPointer?, singly: Bool, freeList: Bool) -> [UnsafeMutableRawPointer] {
    var result: [UnsafeMutableRawPointer] = []
    if singly {
        var node = list?.assumingMemoryBound(to: GSList.self)
        while let current = node {
            if let data = current.pointee.data { result.append(data) }
            node = current.pointee.next
        }
        if freeList { g_slist_free(list?.assumingMemoryBound(to: GSList.self)) }
    } else {
        var node = list?.assumingMemoryBound(to: GList.self)
        while let current = node {
            if let data = current.pointee.data { result.append(data) }
            node = current.pointee.next
        }
        if freeList { g_list_free(list?.assumingMemoryBound(to: GList.self)) }
    }
    return result
}

/// A NULL-terminated `char **` copy of Swift strings for one C call (nil stays NULL); freed with the holder.
package final class CStringArray {
    /// `gchar **`, for parameters declared without `const`.
    package let pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?

    /// The same array as `const gchar * const *`.
    package var constPointer: UnsafePointer<UnsafePointer<CChar>?>? {
        pointer.map { UnsafeRawPointer($0).assumingMemoryBound(to: UnsafePointer<CChar>?.self) }
    }

    /// The same array as `const gchar **`.
    package var constElementsPointer: UnsafeMutablePointer<UnsafePointer<CChar>?>? {
        pointer.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: UnsafePointer<CChar>?.self) }
    }

    package init(_ strings: [String]?) {
        guard let strings else {
            pointer = nil
            return
        }
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { array[index] = g_strdup(string) }
        array[strings.count] = nil
        pointer = array
    }

    deinit {
        guard let pointer else { return }
        var index = 0
        while let element = pointer[index] {
            g_free(element)
            index += 1
        }
        pointer.deallocate()
    }
}

/// A `GList *` (or `GSList *`) of pointers or copied strings for one C call that borrows it (`transfer none`):
/// the nodes and the string copies are freed with the holder; nil stays NULL.
package final class CListArgument {
    private let strings: CStringArray?
    private let head: UnsafeMutableRawPointer?
    private let singly: Bool

    /// The list of `elements` (objects' `c()` pointers), in order.
    package init(_ elements: [UnsafeMutableRawPointer]?, singly: Bool = false) {
        self.singly = singly
        strings = nil
        head = elements.flatMap { Self.build($0, singly: singly) }
    }

    /// The list of copies of `elements`.
    package init(strings elements: [String]?, singly: Bool = false) {
        self.singly = singly
        let copies = CStringArray(elements)
        strings = copies
        head = elements.flatMap { elements in
            let pointers = (0..<elements.count).compactMap { copies.pointer?[$0].map(UnsafeMutableRawPointer.init) }
            return Self.build(pointers, singly: singly)
        }
    }

    private static func build(_ elements: [UnsafeMutableRawPointer], singly: Bool) -> UnsafeMutableRawPointer? {
        if singly {
            var list: UnsafeMutablePointer<GSList>? = nil
            for element in elements.reversed() { list = g_slist_prepend(list, element) }
            return UnsafeMutableRawPointer(list)
        }
        var list: UnsafeMutablePointer<GList>? = nil
        for element in elements.reversed() { list = g_list_prepend(list, element) }
        return UnsafeMutableRawPointer(list)
    }

    /// The `GList *` or `GSList *`, typed as the C function being called expects it.
    package func pointer<T>() -> UnsafeMutablePointer<T>? { head?.assumingMemoryBound(to: T.self) }

    deinit {
        if singly {
            g_slist_free(head?.assumingMemoryBound(to: GSList.self))
        } else {
            g_list_free(head?.assumingMemoryBound(to: GList.self))
        }
        withExtendedLifetime(strings) {}
    }
}

/// The elements of a `GPtrArray *` a C function returned, each made into a Swift value by `transform` before
/// the array is unreffed when the caller owns it (`transfer full` or `container`: its free function may end
/// the elements, so `transform` takes its own reference first). NULL is an empty array.
package func takePtrArray<T>(
    _ array: UnsafeMutableRawPointer?, freeArray: Bool, _ transform: (UnsafeMutableRawPointer) -> T
) -> [T] {
    guard let array = array?.assumingMemoryBound(to: GPtrArray.self) else { return [] }
    defer { if freeArray { g_ptr_array_unref(array) } }
    return (0..<Int(array.pointee.len)).compactMap { index in array.pointee.pdata[index].map(transform) }
}

/// The bytes of a `GByteArray *` a C function returned, copied; the array unreffed when the caller owns it.
package func takeByteArray(_ array: UnsafeMutableRawPointer?, full: Bool) -> [UInt8] {
    guard let array = array?.assumingMemoryBound(to: GByteArray.self) else { return [] }
    defer { if full { g_byte_array_unref(array) } }
    guard let data = array.pointee.data, array.pointee.len > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: Int(array.pointee.len)))
}

/// A `GByteArray *` copy of Swift bytes for one C call that borrows it (nil stays NULL); unreffed with the holder.
package final class CByteArrayArgument {
    private let array: UnsafeMutableRawPointer?

    package init(_ bytes: [UInt8]?) {
        array = bytes.map { bytes in
            let array = g_byte_array_sized_new(guint(bytes.count))!
            bytes.withUnsafeBufferPointer { _ = g_byte_array_append(array, $0.baseAddress, guint($0.count)) }
            return UnsafeMutableRawPointer(array)
        }
    }

    /// The `GByteArray *`, typed as the C function being called expects it.
    package func pointer<T>() -> UnsafeMutablePointer<T>? { array?.assumingMemoryBound(to: T.self) }

    deinit { if let array { g_byte_array_unref(array.assumingMemoryBound(to: GByteArray.self)) } }
}
