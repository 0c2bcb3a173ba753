internal import CGio

// Typed properties of generated classes go through these: the value is initialized with the
// property's own type (its GParamSpec), so objects, enums and flags of any class convert.

extension GObjectRef {
    private func withPropertyValue<R>(_ name: String, _ body: (UnsafeMutablePointer<GValue>) -> R) -> R {
        let object = raw.assumingMemoryBound(to: GObject.self)
        let objectClass = UnsafeMutableRawPointer(object.pointee.g_type_instance.g_class!)
            .assumingMemoryBound(to: GObjectClass.self)
        guard let spec = g_object_class_find_property(objectClass, name) else {
            preconditionFailure(
                "no property '\(name)' on \(String(cString: g_type_name(objectClass.pointee.g_type_class.g_type)))")
        }
        var value = GValue()
        g_value_init(&value, spec.pointee.value_type)
        defer { g_value_unset(&value) }
        return body(&value)
    }

    /// Reads the property `name` (GObject's spelling).
    package func property<T: GValueConvertible>(_ name: String, as type: T.Type = T.self) -> T {
        withPropertyValue(name) { value in
            g_object_get_property(raw.assumingMemoryBound(to: GObject.self), name, value)
            return T.read(from: value)
        }
    }

    /// Writes the property `name`.
    package func setProperty<T: GValueConvertible>(_ name: String, _ newValue: T) {
        withPropertyValue(name) { value in
            newValue.write(to: value)
            g_object_set_property(raw.assumingMemoryBound(to: GObject.self), name, value)
        }
    }

    /// Reads a `GType` property (`g_value_get_gtype`).
    package func propertyGType(_ name: String) -> UInt {
        withPropertyValue(name) { value in
            g_object_get_property(raw.assumingMemoryBound(to: GObject.self), name, value)
            return UInt(g_value_get_gtype(value))
        }
    }

    /// Writes a `GType` property.
    package func setPropertyGType(_ name: String, _ newValue: UInt) {
        withPropertyValue(name) { value in
            g_value_set_gtype(value, GType(newValue))
            g_object_set_property(raw.assumingMemoryBound(to: GObject.self), name, value)
        }
    }

    /// Reads an object property as a pointer with a reference the caller owns (`transfer: .full`), or nil.
    package func propertyObject(_ name: String) -> UnsafeMutableRawPointer? {
        withPropertyValue(name) { value in
            g_object_get_property(raw.assumingMemoryBound(to: GObject.self), name, value)
            return g_value_dup_object(value)
        }
    }

    /// Writes an object property from a wrapper or nil.
    package func setPropertyObject(_ name: String, _ newValue: GObjectRef?) {
        withPropertyValue(name) { value in
            g_value_set_object(value, newValue?.raw)
            g_object_set_property(raw.assumingMemoryBound(to: GObject.self), name, value)
        }
    }
}

extension GObjectRef {
    /// Reads a `GByteArray` property as a copy of its bytes, or nil.
    package func propertyByteArray(_ name: String) -> [UInt8]? {
        var value = GValue()
        g_value_init(&value, g_byte_array_get_type())
        defer { g_value_unset(&value) }
        g_object_get_property(raw.assumingMemoryBound(to: GObject.self), name, &value)
        guard let array = g_value_get_boxed(&value)?.assumingMemoryBound(to: GByteArray.self) else { return nil }
        guard let data = array.pointee.data, array.pointee.len > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(array.pointee.len)))
    }

    /// Writes a `GByteArray` property from a copy of `newValue` (nil: NULL).
    package func setPropertyByteArray(_ name: String, _ newValue: [UInt8]?) {
        var value = GValue()
        g_value_init(&value, g_byte_array_get_type())
        defer { g_value_unset(&value) }
        if let newValue {
            let array = g_byte_array_sized_new(guint(newValue.count))
            _ = newValue.withUnsafeBufferPointer { g_byte_array_append(array, $0.baseAddress, guint($0.count)) }
            g_value_take_boxed(&value, array)
        }
        g_object_set_property(raw.assumingMemoryBound(to: GObject.self), name, &value)
    }
}
