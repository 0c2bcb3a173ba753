internal import CGio

// C arrays with a length, as generated code passes them: a Swift array copied into a C buffer for one call
// (`CArrayArgument`), and a returned buffer copied out into a Swift array (`takeArray`), freed as its
// transfer says.

/// A C copy of a Swift array for one C call, freed with the holder. Generated code only.
package final class CArrayArgument<Element> {
    /// The first element (a buffer of at least one element even for an empty array: never NULL).
    package let pointer: UnsafeMutablePointer<Element>
    /// The number of elements.
    package let count: Int

    package init(_ elements: [Element]) {
        count = elements.count
        pointer = .allocate(capacity: max(elements.count, 1))
        pointer.initialize(from: elements, count: elements.count)
    }

    /// The buffer untyped, for a `void *` or a `gchar *` of bytes.
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    deinit {
        pointer.deinitialize(count: count)
        pointer.deallocate()
    }
}

/// The `count` elements of a C array a function returned, converted; the buffer is freed with `g_free` when
/// the caller owns it (`transfer full` or `container`: `convert` frees the elements themselves when they are
/// the caller's). Generated code only.
package func takeArray<C, S>(
    _ pointer: UnsafeMutablePointer<C>?, count: some BinaryInteger, freeBuffer: Bool, _ convert: (C) -> S
) -> [S] {
    guard let pointer else { return [] }
    defer { if freeBuffer { g_free(pointer) } }
    return (0..<Int(count)).map { convert(pointer[$0]) }
}

/// `takeArray` for a `const` buffer.
package func takeArray<C, S>(
    _ pointer: UnsafePointer<C>?, count: some BinaryInteger, freeBuffer: Bool, _ convert: (C) -> S
) -> [S] {
    takeArray(UnsafeMutablePointer(mutating: pointer), count: count, freeBuffer: freeBuffer, convert)
}

/// `takeArray` for a buffer of bytes, typed or not (`void *`, `guint8 *`, `gchar *`).
package func takeBytes(_ pointer: UnsafeRawPointer?, count: some BinaryInteger, freeBuffer: Bool) -> [UInt8] {
    takeArray(pointer?.assumingMemoryBound(to: UInt8.self), count: count, freeBuffer: freeBuffer) { $0 }
}

/// A NULL-terminated string array a function returned as `const gchar * const *` (or `const gchar **`):
/// copied; freed with `g_strfreev` when `full`. Generated code only.
package func takeStrings(_ pointer: UnsafePointer<UnsafePointer<CChar>?>?, full: Bool) -> [String] {
    let strings = UnsafeMutableRawPointer(mutating: pointer)?.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
    return takeStrings(strings, full: full)
}

/// `takeStrings` for a `const gchar **`.
package func takeStrings(_ pointer: UnsafeMutablePointer<UnsafePointer<CChar>?>?, full: Bool) -> [String] {
    let strings = UnsafeMutableRawPointer(pointer)?.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
    return takeStrings(strings, full: full)
}

/// A `g_malloc`ed copy of `elements`, for an array parameter the callee takes over and frees with `g_free`
/// (`transfer full`; the elements are new references the caller made).
package func gMallocArray<Element>(_ elements: [Element]) -> UnsafeMutablePointer<Element> {
    let buffer = g_malloc_n(gsize(max(elements.count, 1)), gsize(MemoryLayout<Element>.stride))!
        .assumingMemoryBound(to: Element.self)
    buffer.initialize(from: elements, count: elements.count)
    return buffer
}
