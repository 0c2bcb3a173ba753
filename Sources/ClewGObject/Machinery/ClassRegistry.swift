internal import CGio

// Generated classes by GType, so that an object a C function returns as a base type (`GtkWidget *` from
// `gtk_widget_get_first_child`) is wrapped as its most-derived generated class (a `Button`), still one
// wrapper per object. Each generated module writes its table (`Generated/ClassRegistry.swift`) and
// registers it the first time one of its classes is made or looked up (`registerGeneratedClasses()`).

/// The generated classes of every module registered so far, by `GType`. Generated code only.
@MainActor
package enum ClassRegistry {
    private static var classes: [UInt: GObjectRef.Type] = [:]
    /// The most-derived registered class of each instance type asked about (nil: none registered).
    private static var resolved: [UInt: GObjectRef.Type?] = [:]

    /// Adds a module's table (`GType` → class). Returns nothing: a module keeps the call in a lazy global.
    package static func register(_ table: [(UInt, GObjectRef.Type)]) {
        for (gType, swiftClass) in table { classes[gType] = swiftClass }
        resolved.removeAll()
    }

    /// The registered class of `pointer`'s own type, or of its nearest registered ancestor type.
    package static func registeredClass(of pointer: UnsafeMutableRawPointer) -> GObjectRef.Type? {
        let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
        guard let typeClass = instance.pointee.g_class else { return nil }
        let instanceType = UInt(typeClass.pointee.g_type)
        if let cached = resolved[instanceType] { return cached }
        var current = instanceType
        var found: GObjectRef.Type?
        while current != 0 {
            if let swiftClass = classes[current] {
                found = swiftClass
                break
            }
            current = UInt(g_type_parent(GType(current)))
        }
        resolved[instanceType] = found
        return found
    }

    /// Registered classes (tests and diagnostics).
    package static var count: Int { classes.count }
}

extension GObjectRef {
    /// A new wrapper of `pointer` as its most-derived registered class that is a `Self` (else a `Self`),
    /// following the ownership rule. No identity lookup: `take` does that first.
    static func makeMostDerived(_ pointer: UnsafeMutableRawPointer, transfer: Transfer) -> Self {
        registerGeneratedClasses()
        let swiftClass = (ClassRegistry.registeredClass(of: pointer) as? Self.Type) ?? Self.self
        return swiftClass.make(pointer, transfer: transfer)
    }

    private static func make(_ pointer: UnsafeMutableRawPointer, transfer: Transfer) -> Self {
        if transfer == .none {
            g_object_ref(pointer)
            return Self(pointer, transfer: .full)
        }
        return Self(pointer, transfer: transfer)
    }

    /// For an interface's fallback class: a new wrapper of `pointer` as its most-derived registered class when
    /// `conforms` says that class implements the interface, its transferred reference given back; nil otherwise
    /// (nothing is made, so the object's identity stays free for the fallback).
    package static func derivedWrapper(
        of pointer: UnsafeMutableRawPointer, transfer: Transfer, where conforms: (GObjectRef.Type) -> Bool
    ) -> GObjectRef? {
        registerGeneratedClasses()
        guard let swiftClass = ClassRegistry.registeredClass(of: pointer), conforms(swiftClass) else { return nil }
        g_object_ref(pointer)  // the new wrapper's own reference: made with `.full`, it becomes the identity
        let wrapper = swiftClass.init(pointer, transfer: .full)
        balance(pointer, transfer)
        return wrapper
    }
}
