internal import CGtk

/// A GObject property named by a string (its GObject name, `"max-width-chars"`), read and written with a Swift
/// type through ``GObjectRef/get(_:)``, ``GObjectRef/set(_:to:)`` and ``SignalEmitter/observe(_:_:)``, checked at
/// run time.
///
/// Deprecated: every property of every class is typed in the generated layers. Reach it from a widget with
/// `as(_:)`; its observer is the generated `connect…Changed`:
///
/// ```swift
/// import ClewGtkBindings
///
/// let title = ClewGtk.Label("A long title")  // both modules name a `Label`
/// let gtkLabel = title.as(ClewGtkBindings.Label.self)
/// gtkLabel?.isWrap = true
/// let isWrapping = gtkLabel?.isWrap ?? false
/// gtkLabel?.connectLabelChanged { label in print("now", label.label ?? "") }
/// ```
///
/// The value is converted by GLib (`g_value_transform`), so an `Int` reads and writes `int`,
/// `uint`, `int64` and enum properties, a `Double` reads `float` and `double` ones. A property
/// the object does not have, or a type GLib cannot convert, is a ``PropertyError``.
public struct Property<Value: PropertyValue>: Sendable, Hashable {
    /// The property's GObject name, with dashes (`"max-width-chars"`).
    public let name: String
    /// Names the property `name`.
    @available(
        *, deprecated,
        message: "use the generated typed property: `label.as(ClewGtkBindings.Label.self)?.isWrap = true`"
    )
    public init(_ name: String) { self.name = name }
}

/// Why a property could not be read or written.
public enum PropertyError: Error, Equatable, CustomStringConvertible {
    /// The object's class has no property of that name.
    case unknownProperty(name: String, className: String)
    /// GLib cannot convert between the property's type and the Swift type.
    case typeMismatch(name: String, propertyType: String, swiftType: String)
    /// The property cannot be written (or not after construction).
    case notWritable(name: String, className: String)
    /// The property cannot be read.
    case notReadable(name: String, className: String)

    public var description: String {
        switch self {
        case .unknownProperty(let name, let className):
            "\(className) has no property “\(name)” (GObject names use dashes, e.g. “max-width-chars”)."
        case .typeMismatch(let name, let propertyType, let swiftType):
            "Property “\(name)” holds a \(propertyType), which cannot be read or written as \(swiftType)."
        case .notWritable(let name, let className):
            "Property “\(name)” of \(className) cannot be written (it is read-only or construct-only)."
        case .notReadable(let name, let className):
            "Property “\(name)” of \(className) cannot be read."
        }
    }
}

/// A Swift type a ``Property`` can hold: it says which GLib type carries it and moves itself in
/// and out of a `GValue` of that type. The pointers are `GValue *` (C types stay out of the public API).
public protocol PropertyValue: Sendable {
    /// The `GType` whose `GValue` carries the Swift value.
    static var gType: UInt { get }
    /// Stores the value in `value`, a `GValue *` initialized to ``gType``.
    func store(in value: UnsafeMutableRawPointer)
    /// Reads the value from `value`, a `GValue *` initialized to ``gType``.
    static func load(from value: UnsafeRawPointer) -> Self
}

// G_TYPE_BOOLEAN and friends are function-like macros: G_TYPE_MAKE_FUNDAMENTAL(n) is n << 2.
private func fundamental(_ number: Int) -> UInt { UInt(number << Int(G_TYPE_FUNDAMENTAL_SHIFT)) }

private func gvalue(_ value: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GValue> {
    value.assumingMemoryBound(to: GValue.self)
}

private func gvalue(_ value: UnsafeRawPointer) -> UnsafePointer<GValue> { value.assumingMemoryBound(to: GValue.self) }

extension Bool: PropertyValue {
    public static var gType: UInt { fundamental(5) }
    public func store(in value: UnsafeMutableRawPointer) { g_value_set_boolean(gvalue(value), self ? 1 : 0) }
    public static func load(from value: UnsafeRawPointer) -> Bool { g_value_get_boolean(gvalue(value)) != 0 }
}

extension Int: PropertyValue {
    public static var gType: UInt { fundamental(10) }  // gint64
    public func store(in value: UnsafeMutableRawPointer) { g_value_set_int64(gvalue(value), gint64(self)) }
    public static func load(from value: UnsafeRawPointer) -> Int { Int(g_value_get_int64(gvalue(value))) }
}

extension Int32: PropertyValue {
    public static var gType: UInt { fundamental(6) }  // gint
    public func store(in value: UnsafeMutableRawPointer) { g_value_set_int(gvalue(value), self) }
    public static func load(from value: UnsafeRawPointer) -> Int32 { g_value_get_int(gvalue(value)) }
}

extension UInt32: PropertyValue {
    public static var gType: UInt { fundamental(7) }  // guint
    public func store(in value: UnsafeMutableRawPointer) { g_value_set_uint(gvalue(value), self) }
    public static func load(from value: UnsafeRawPointer) -> UInt32 { g_value_get_uint(gvalue(value)) }
}

extension Double: PropertyValue {
    public static var gType: UInt { fundamental(15) }  // gdouble
    public func store(in value: UnsafeMutableRawPointer) { g_value_set_double(gvalue(value), self) }
    public static func load(from value: UnsafeRawPointer) -> Double { g_value_get_double(gvalue(value)) }
}

extension Float: PropertyValue {
    public static var gType: UInt { fundamental(14) }  // gfloat
    public func store(in value: UnsafeMutableRawPointer) { g_value_set_float(gvalue(value), self) }
    public static func load(from value: UnsafeRawPointer) -> Float { g_value_get_float(gvalue(value)) }
}

extension String: PropertyValue {
    public static var gType: UInt { fundamental(16) }  // gchararray
    public func store(in value: UnsafeMutableRawPointer) { g_value_set_string(gvalue(value), self) }
    /// A NULL string reads as "" (use `String?` to tell them apart).
    public static func load(from value: UnsafeRawPointer) -> String {
        g_value_get_string(gvalue(value)).map { String(cString: $0) } ?? ""
    }
}

extension Optional: PropertyValue where Wrapped == String {
    public static var gType: UInt { fundamental(16) }
    public func store(in value: UnsafeMutableRawPointer) { g_value_set_string(gvalue(value), self) }
    public static func load(from value: UnsafeRawPointer) -> String? {
        g_value_get_string(gvalue(value)).map { String(cString: $0) }
    }
}

extension GObjectRef {
    /// The value of `property` (`g_object_get_property`, converted by GLib).
    @available(
        *, deprecated,
        message: "use the generated typed property: `label.as(ClewGtkBindings.Label.self)?.maxWidthChars`"
    )
    public func get<Value>(_ property: Property<Value>) throws(PropertyError) -> Value {
        let spec = try paramSpec(property.name)
        guard spec.pointee.flags.rawValue & G_PARAM_READABLE.rawValue != 0 else {
            throw .notReadable(name: property.name, className: className)
        }
        var stored = GValue()
        g_value_init(&stored, spec.pointee.value_type)
        defer { g_value_unset(&stored) }
        g_object_get_property(object, property.name, &stored)
        var converted = GValue()
        g_value_init(&converted, GType(Value.gType))
        defer { g_value_unset(&converted) }
        guard g_value_transform(&stored, &converted) != 0 else {
            throw mismatch(property.name, spec, Value.self)
        }
        return Value.load(from: &converted)
    }

    /// Sets `property` to `value` (`g_object_set_property`, converted by GLib).
    @available(
        *, deprecated,
        message: "use the generated typed property: `label.as(ClewGtkBindings.Label.self)?.isWrap = true`"
    )
    public func set<Value>(_ property: Property<Value>, to value: Value) throws(PropertyError) {
        let spec = try paramSpec(property.name)
        let flags = spec.pointee.flags.rawValue
        guard flags & G_PARAM_WRITABLE.rawValue != 0, flags & G_PARAM_CONSTRUCT_ONLY.rawValue == 0 else {
            throw .notWritable(name: property.name, className: className)
        }
        var given = GValue()
        g_value_init(&given, GType(Value.gType))
        defer { g_value_unset(&given) }
        value.store(in: &given)
        var converted = GValue()
        g_value_init(&converted, spec.pointee.value_type)
        defer { g_value_unset(&converted) }
        guard g_value_transform(&given, &converted) != 0 else {
            throw mismatch(property.name, spec, Value.self)
        }
        g_object_set_property(object, property.name, &converted)
    }

    /// The GType name of the object's class, e.g. `GtkLabel`.
    public var className: String {
        String(cString: g_type_name(object.pointee.g_type_instance.g_class.pointee.g_type))
    }

    private func paramSpec(_ name: String) throws(PropertyError) -> UnsafeMutablePointer<GParamSpec> {
        let objectClass = UnsafeMutableRawPointer(object.pointee.g_type_instance.g_class!)
            .assumingMemoryBound(to: GObjectClass.self)
        guard let spec = g_object_class_find_property(objectClass, name) else {
            throw .unknownProperty(name: name, className: className)
        }
        return spec
    }

    private func mismatch<Value>(_ name: String, _ spec: UnsafeMutablePointer<GParamSpec>, _: Value.Type)
        -> PropertyError
    {
        .typeMismatch(
            name: name, propertyType: String(cString: g_type_name(spec.pointee.value_type)), swiftType: "\(Value.self)")
    }
}

extension SignalEmitter {
    /// Calls `handler` with the sender and the new value whenever `property` changes
    /// (`notify::<name>`). Throws when the property does not exist or cannot be read as `Value`.
    ///
    /// Deprecated: the generated class of the object has a typed observer of each property:
    ///
    /// ```swift
    /// import ClewGtkBindings
    ///
    /// let sort = ClewGtk.DropDown(["Newest", "Title"], accessibleLabel: "Sort")
    /// sort.as(ClewGtkBindings.DropDown.self)?.connectSelectedChanged { dropDown in print(dropDown.selected) }
    /// ```
    @available(
        *, deprecated,
        message:
            "use the generated property observer: `label.as(ClewGtkBindings.Label.self)?.connectLabelChanged { … }`"
    )
    @discardableResult
    public func observe<Value>(
        _ property: Property<Value>, _ handler: @escaping @MainActor (Self, Value) -> Void
    ) throws(PropertyError) -> SignalConnection {
        _ = try get(property)  // checks the name and the type once, now, not at every change
        return connect(PropertyChange<Self>(property.name)) { sender in
            guard let value = try? sender.get(property) else { return }
            handler(sender, value)
        }
    }
}
