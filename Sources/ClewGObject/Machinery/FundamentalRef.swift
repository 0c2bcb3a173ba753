internal import CGio

/// The base of the generated fundamental types: instances with a `GType` and a reference count of their own
/// that are not `GObject`s — `GdkEvent`, `GtkExpression`, `GParamSpec`, `GskRenderNode` and their subclasses.
///
/// The ownership rule is `GObjectRef`'s: a wrapper takes over a full reference (`.full`) or adds one to a
/// borrowed pointer (`.none`), and gives its one reference back when it is released. There are no toggle
/// references: these types are immutable (or, for expressions, have no state a wrapper keeps), so each
/// C pointer handed over gets a wrapper of its own, of its most-derived generated class (a key press comes
/// back as a `KeyEvent`). The root class of each hierarchy names its C `ref`/`unref` functions.
///
/// ```swift
/// import ClewGtkBindings
///
/// func shownText(of label: Label) -> String? {
///     let text = PropertyExpression(thisType: Label.gType, propertyName: "label")  // a GtkExpression
///     let back = StringFilter(expression: text).getExpression()  // a new wrapper, as its own class
///     return (back as? PropertyExpression)?.evaluate(this: label).value.string
/// }
/// ```
@MainActor
open class FundamentalRef {
    /// The instance pointer, valid for the wrapper's lifetime (the wrapper holds one reference).
    public let raw: UnsafeMutableRawPointer

    /// The class's `GType`; each generated class overrides it.
    open class var gType: UInt { 0 }

    /// Adds a reference (the hierarchy's `ref` function); the root generated class overrides it.
    open class func retain(_ pointer: UnsafeMutableRawPointer) {}

    /// Gives a reference back (the hierarchy's `unref` function); the root generated class overrides it.
    open class func release(_ pointer: UnsafeMutableRawPointer) {}

    /// The generated class of the hierarchy whose `GType` is named `name`, if any; the root overrides it.
    open class func subclass(named name: String) -> FundamentalRef.Type? { nil }

    /// Wraps `pointer` following the ownership rule: a borrowed one gets a reference of its own; a floating
    /// one (a new `GParamSpec`) is sunk, so the wrapper owns it and whoever takes it later (GLib sinks a
    /// floating spec it is given) adds a reference of its own instead of taking the wrapper's.
    public required init(_ pointer: UnsafeMutableRawPointer, transfer: GObjectRef.Transfer) {
        raw = pointer
        if transfer == .none || transfer == .floating { Self.retain(pointer) }
    }

    isolated deinit { Self.release(raw) }

    /// The wrapper of `pointer` as its most-derived generated class (generated code only).
    package static func take(_ pointer: UnsafeMutableRawPointer, transfer: GObjectRef.Transfer) -> Self {
        let root = GType(gType)
        var type = pointer.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        while type != 0 {
            if let found = subclass(named: String(cString: g_type_name(type))) as? Self.Type {
                return found.init(pointer, transfer: transfer)
            }
            if type == root { break }
            type = g_type_parent(type)
        }
        return Self(pointer, transfer: transfer)
    }

    /// `take` for a pointer that may be NULL.
    package static func take(optional pointer: UnsafeMutableRawPointer?, transfer: GObjectRef.Transfer) -> Self? {
        pointer.map { take($0, transfer: transfer) }
    }

    /// The name of the instance's `GType` (`GdkKeyEvent`, `GtkPropertyExpression`).
    public var typeName: String {
        String(cString: g_type_name(raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type))
    }

    /// The instance pointer typed as the C function being called expects it.
    package func c<T>() -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: T.self) }
    package func c() -> OpaquePointer { OpaquePointer(raw) }
    package func c() -> UnsafeMutableRawPointer { raw }

    /// `c()` with a new reference, for a parameter the callee takes over (`transfer full`).
    package func retainedC<T>() -> UnsafeMutablePointer<T> {
        Self.retain(raw)
        return c()
    }
    package func retainedC() -> OpaquePointer {
        Self.retain(raw)
        return c()
    }
}

/// A `C` pointer from a fundamental type's `ref` function, as the overrides of `retain` pass it.
package func fundamentalPointer<T>(_ raw: UnsafeMutableRawPointer) -> UnsafeMutablePointer<T> {
    raw.assumingMemoryBound(to: T.self)
}
package func fundamentalPointer(_ raw: UnsafeMutableRawPointer) -> OpaquePointer { OpaquePointer(raw) }

// In a GValue (a signal's `GdkEvent`, a `GtkExpression` property) an instance is stored by the type's value
// table: read as a new reference, written as one the GValue takes.
extension FundamentalRef: @MainActor GValueNullable {
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> Self? {
        g_value_peek_pointer(gvalue(value)).map { take($0, transfer: .none) }
    }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_instance(gvalue(value), raw) }
    package static func writeNull(to value: UnsafeMutableRawPointer) { g_value_set_instance(gvalue(value), nil) }
}
