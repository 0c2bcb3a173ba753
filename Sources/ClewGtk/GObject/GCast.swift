/// Swift stand-ins for the GTK cast macros (`GTK_WINDOW(x)`, `GTK_BOX(x)`, …).
///
/// For a valid instance those macros are plain pointer casts (the checked
/// variants only add a debug type check), so no C shim is needed. Types the
/// headers declare opaquely import as `OpaquePointer`; use `OpaquePointer(p)`.
@inlinable
public func gcast<T>(_ pointer: UnsafeMutableRawPointer, to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    pointer.assumingMemoryBound(to: T.self)
}

/// Casts one GObject instance pointer to another instance type; see above.
@inlinable
public func gcast<T, U>(_ pointer: UnsafeMutablePointer<U>, to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}
