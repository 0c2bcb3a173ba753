import CGtk
import ClewGObject

/// One argument of a signal emitted from C, as GTK would (test-only: g_signal_emitv).
enum SignalArgument {
    case int(Int32)
    case uint(UInt32)
    case double(Double)
    case enumeration(Int32)
    case flags(UInt32)
    case value(Value)
}

/// Emits `signal` on `object` with `arguments` typed by the signal's own parameter types, and returns the
/// handlers' boolean result (nil for a signal that returns nothing).
@MainActor
@discardableResult
func emit(_ object: GObjectRef, _ signal: String, _ arguments: [SignalArgument]) -> Bool? {
    let instanceType = object.raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class!.pointee.g_type
    let id = g_signal_lookup(signal, instanceType)
    precondition(id != 0, "no signal \(signal)")
    var query = GSignalQuery()
    g_signal_query(id, &query)
    precondition(Int(query.n_params) == arguments.count, "\(signal) takes \(query.n_params) arguments")
    let values = UnsafeMutablePointer<GValue>.allocate(capacity: arguments.count + 1)
    values.initialize(repeating: GValue(), count: arguments.count + 1)
    defer {
        for index in 0...arguments.count { g_value_unset(values + index) }
        values.deallocate()
    }
    g_value_init(values, instanceType)
    g_value_set_object(values, object.raw)
    for (index, argument) in arguments.enumerated() {
        let value = values + index + 1
        // G_SIGNAL_TYPE_STATIC_SCOPE is bit 0 of a parameter's type.
        g_value_init(value, query.param_types[index] & ~GType(1))
        switch argument {
        case .int(let int): g_value_set_int(value, int)
        case .uint(let uint): g_value_set_uint(value, uint)
        case .double(let double): g_value_set_double(value, double)
        case .enumeration(let raw): g_value_set_enum(value, raw)
        case .flags(let raw): g_value_set_flags(value, raw)
        case .value(let boxed): g_value_set_boxed(value, boxed.rawPointer)
        }
    }
    // G_TYPE_NONE is fundamental 1 (1 << 2).
    guard query.return_type & ~GType(1) != GType(1 << 2) else {
        g_signal_emitv(values, id, 0, nil)
        return nil
    }
    var result = GValue()
    g_value_init(&result, query.return_type & ~GType(1))
    defer { g_value_unset(&result) }
    g_signal_emitv(values, id, 0, &result)
    return g_value_get_boolean(&result) != 0
}
