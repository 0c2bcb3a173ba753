internal import CGio

// Generated classes by GType name, so that an object a C function returns as a base type (`GtkWidget *` from
// `gtk_widget_get_first_child`) is wrapped as its most-derived generated class (a `Button`), still one
// wrapper per object.
//
// Pay for what you use: a class registers itself the first time Swift names it — its `gType`, an initializer
// or factory (they call `registerGeneratedClasses()`), a cast to it (`as(_:)`) — and wrapping picks the
// most-derived *registered* class. No table names every generated class, so a program realizes the metadata of,
// and registers, only the classes it uses (a table made the first lookup touch ~400 classes). An object of a
// class the program never named comes back as its nearest registered ancestor (a `Widget` for a
// `GtkSpinButton` when only `Widget` was named); `object.as(SpinButton.self)` registers `SpinButton` and gives
// the object as one. (What this does not change: the linker keeps every class of a linked module, table or
// not — SwiftPM passes no `--gc-sections` on ELF, and Swift's metadata sections keep every type.)

/// The generated classes the program named so far, by `GType` name. Generated code only.
@MainActor
package enum ClassRegistry {
    private static var classes: [String: GObjectRef.Type] = [:]
    /// The most-derived registered class of each instance type asked about (nil: none registered).
    private static var resolved: [UInt: GObjectRef.Type?] = [:]

    /// Adds one class (its `GType` name → the class). Returns nothing: each class keeps the call in a lazy
    /// static, so it runs once, the first time Swift names the class.
    package static func register(_ typeName: String, _ swiftClass: GObjectRef.Type) {
        classes[typeName] = swiftClass
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
            if let name = g_type_name(GType(current)), let swiftClass = classes[String(cString: name)] {
                found = swiftClass
                break
            }
            current = UInt(g_type_parent(GType(current)))
        }
        resolved[instanceType] = found
        return found
    }

    /// Whether the class of `typeName` is registered (tests and diagnostics).
    package static func isRegistered(_ typeName: String) -> Bool { classes[typeName] != nil }

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
