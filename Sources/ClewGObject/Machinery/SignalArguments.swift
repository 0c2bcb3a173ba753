internal import CGio

/// The `GValue`s of one signal emission, as the generic marshaller receives them: the sender at 0,
/// then the signal's parameters, and the return value to fill in. Generated code only.
@MainActor
package struct SignalArguments {
    let values: UnsafeMutableRawPointer
    /// The number of values, the sender included.
    package let count: Int
    let returnValue: UnsafeMutableRawPointer?

    private func value(_ index: Int) -> UnsafeMutableRawPointer {
        precondition(index < count, "signal argument \(index) of \(count)")
        return values + index * MemoryLayout<GValue>.stride
    }

    /// The value at `index` (0 is the sender), converted.
    package subscript<T: GValueConvertible>(_ index: Int) -> T { T.read(from: value(index)) }

    /// The sender as a wrapper of `T`: its identity wrapper when it has one, else a plain handle that does not
    /// take the identity (`emissionWrapper(of:)`: the sender may be in its dispose).
    package func sender<T: GObjectRef>(as type: T.Type = T.self) -> T {
        let pointer = g_value_get_object(value(0).assumingMemoryBound(to: GValue.self))!
        return T.emissionWrapper(of: pointer)
    }

    /// The object at `index` as `T`, without a conversion protocol (interfaces' fallback classes).
    package func object<T: GObjectRef>(_ index: Int, as type: T.Type = T.self) -> T? {
        g_value_get_object(value(index).assumingMemoryBound(to: GValue.self)).map { T.wrapper(of: $0) }
    }

    /// The raw object pointer at `index` (interfaces: the generated code picks the wrapper).
    package func objectPointer(_ index: Int) -> UnsafeMutableRawPointer? {
        g_value_get_object(value(index).assumingMemoryBound(to: GValue.self))
    }

    /// The C array at `index` (a `gpointer` value) of `count` elements of C type `Element`, each converted by
    /// `convert` while the emitter still owns it (GIR's `transfer none`: `convert` references or copies what it
    /// keeps); nil when the pointer is NULL. `GApplication::open`'s files, `GSettings::change-event`'s keys.
    package func array<Element, S>(
        _ index: Int, count: some BinaryInteger, of element: Element.Type, _ convert: (Element) -> S
    ) -> [S]? {
        guard let pointer = g_value_get_pointer(value(index).assumingMemoryBound(to: GValue.self)) else { return nil }
        let elements = pointer.assumingMemoryBound(to: Element.self)
        return (0..<max(Int(count), 0)).map { convert(elements[$0]) }
    }

    /// Writes the handler's result into the return value GLib initialized with the signal's type.
    package func setReturn<T: GValueConvertible>(_ result: T) {
        guard let returnValue else { return }
        result.write(to: returnValue)
    }
}
