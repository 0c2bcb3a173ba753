internal import CGio

/// A `GValue`: one value of any `GType`, as GTK hands some over (a drop's payload in
/// `DropTarget.connectDrop`, an expression's result). The wrapper owns a copy.
///
/// ```swift
/// let value = Value("photo.jpg")
/// #expect(value.string == "photo.jpg")
/// #expect(value.int32 == nil)
/// #expect(value.typeName == "gchararray")
/// ```
public final class Value {
    /// The `GValue *`, owned by this wrapper (initialized, or empty until a C function fills it; unset in `deinit`).
    let pointer: UnsafeMutablePointer<GValue>

    /// The `GValue *` typed as the C function being called expects it (`GValue *` or `const GValue *`).
    package func c<T>() -> UnsafeMutablePointer<T> { UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self) }
    package func c<T>() -> UnsafePointer<T> { UnsafeRawPointer(pointer).assumingMemoryBound(to: T.self) }
    /// The `GValue *` untyped (`gpointer` parameters).
    package var rawPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    private init(type: GType) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: GValue())
        g_value_init(pointer, type)
    }

    /// An empty `GValue` (no type yet) for a C function to initialize and fill: a caller-allocated out
    /// parameter (`gtk_expression_evaluate`'s).
    package init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: GValue())
    }

    /// A copy of the value at `source` (a `const GValue *` that a C function returned or a signal passed).
    convenience init(copying source: UnsafePointer<GValue>) {
        self.init(type: source.pointee.g_type)
        g_value_copy(source, pointer)
    }

    /// Takes a `GValue *` a C function returned: always copied (GTK returns `GValue`s it keeps).
    package convenience init(taking source: UnsafeRawPointer, transfer: GObjectRef.Transfer) {
        self.init(copying: source.assumingMemoryBound(to: GValue.self))
    }

    /// `init(taking:transfer:)` for a pointer that may be NULL.
    package static func take(optional source: UnsafeRawPointer?, transfer: GObjectRef.Transfer) -> Value? {
        source.map { Value(taking: $0, transfer: transfer) }
    }

    /// A string value (`G_TYPE_STRING`).
    public convenience init(_ string: String) {
        self.init(type: Fundamental.string)
        g_value_set_string(pointer, string)
    }

    /// A 32-bit integer value (`G_TYPE_INT`).
    public convenience init(_ int32: Int32) {
        self.init(type: Fundamental.int)
        g_value_set_int(pointer, int32)
    }

    /// A double value (`G_TYPE_DOUBLE`).
    public convenience init(_ double: Double) {
        self.init(type: Fundamental.double)
        g_value_set_double(pointer, double)
    }

    /// A boolean value (`G_TYPE_BOOLEAN`).
    public convenience init(_ bool: Bool) {
        self.init(type: Fundamental.boolean)
        g_value_set_boolean(pointer, bool ? 1 : 0)
    }

    /// An object value, typed as the object's own class.
    @MainActor public convenience init(_ object: GObjectRef) {
        let instance = object.raw.assumingMemoryBound(to: GTypeInstance.self)
        self.init(type: instance.pointee.g_class!.pointee.g_type)
        g_value_set_object(pointer, object.raw)
    }

    deinit {
        if pointer.pointee.g_type != 0 { g_value_unset(pointer) }  // an empty out parameter left unfilled
        pointer.deallocate()
    }

    /// The name of the value's `GType` (`gchararray`, `gint`, `GFile`…).
    public var typeName: String { String(cString: g_type_name(pointer.pointee.g_type)) }

    /// Whether the value holds a `T` or a subclass of it.
    @MainActor public func holds<T: Object>(_ type: T.Type) -> Bool {
        g_type_is_a(pointer.pointee.g_type, GType(T.gType)) != 0
    }

    /// The string, when the value holds one.
    public var string: String? {
        guard pointer.pointee.g_type == Fundamental.string else { return nil }
        return g_value_get_string(pointer).map { String(cString: $0) }
    }

    /// The integer, when the value holds a `gint`.
    public var int32: Int32? { pointer.pointee.g_type == Fundamental.int ? g_value_get_int(pointer) : nil }

    /// The double, when the value holds one.
    public var double: Double? {
        pointer.pointee.g_type == Fundamental.double ? g_value_get_double(pointer) : nil
    }

    /// The boolean, when the value holds one.
    public var bool: Bool? {
        pointer.pointee.g_type == Fundamental.boolean ? g_value_get_boolean(pointer) != 0 : nil
    }

    /// The object, when the value holds one: its wrapper, as its most-derived generated class.
    @MainActor public var object: Object? {
        guard g_type_is_a(pointer.pointee.g_type, Fundamental.object) != 0,
            let object = g_value_get_object(pointer)
        else { return nil }
        return Object.take(object, transfer: .none)
    }
}

/// GLib's fundamental types (`G_TYPE_MAKE_FUNDAMENTAL(n)`, a macro Swift does not import).
private enum Fundamental {
    static let boolean = GType(5 << 2)
    static let int = GType(6 << 2)
    static let double = GType(15 << 2)
    static let string = GType(16 << 2)
    static let object = GType(20 << 2)
}

// A signal's `GValue` argument is itself held in a `GValue` (`G_TYPE_VALUE`, a boxed type).
extension Value: GValueNullable {
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> Value? {
        g_value_get_boxed(gvalue(value)).map { Value(copying: $0.assumingMemoryBound(to: GValue.self)) }
    }
    package func write(to value: UnsafeMutableRawPointer) { g_value_set_boxed(gvalue(value), pointer) }
    package static func writeNull(to value: UnsafeMutableRawPointer) { g_value_set_boxed(gvalue(value), nil) }
}
