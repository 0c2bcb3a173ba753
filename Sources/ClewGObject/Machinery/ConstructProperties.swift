internal import CGio

/// The construct-only properties given to a generated `constructed(…)` factory, set as the object is made
/// (`g_object_new_with_properties`): each value initialized with its property's own type. Generated code only.
@MainActor
package struct ConstructProperties {
    private var names: [String] = []
    private var writers: [(UnsafeMutableRawPointer) -> Void] = []

    package init() {}

    /// Sets the property `name` (GObject's spelling) to `value` at construction.
    package mutating func add<T: GValueConvertible>(_ name: String, _ value: T) {
        names.append(name)
        writers.append { value.write(to: $0) }
    }

    /// Sets the object property `name` at construction.
    package mutating func add(_ name: String, object: GObjectRef) {
        names.append(name)
        writers.append { g_value_set_object(gvalue($0), object.raw) }
    }

    /// A new instance of `gType` with these properties: a full reference, or a floating one for a
    /// `GInitiallyUnowned`. Traps when the type has no such property (a generator bug, not an app's).
    package func make(gType: UInt) -> UnsafeMutableRawPointer {
        let typeClass = g_type_class_ref(GType(gType))!
        defer { g_type_class_unref(typeClass) }
        let objectClass = typeClass.assumingMemoryBound(to: GObjectClass.self)
        var values = [GValue](repeating: GValue(), count: names.count)
        for index in names.indices {
            guard let spec = g_object_class_find_property(objectClass, names[index]) else {
                preconditionFailure("no property '\(names[index])' on \(String(cString: g_type_name(GType(gType))))")
            }
            g_value_init(&values[index], spec.pointee.value_type)
            withUnsafeMutablePointer(to: &values[index]) { writers[index](UnsafeMutableRawPointer($0)) }
        }
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        let strings = CStringArray(names)
        return withExtendedLifetime(strings) {
            UnsafeMutableRawPointer(
                g_object_new_with_properties(GType(gType), guint(names.count), strings.constElementsPointer, values)!)
        }
    }
}
