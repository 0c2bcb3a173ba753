internal import CGio

// Generated classes by GType name, so that an object a C function returns as a base type (`GtkWidget *` from
// `gtk_widget_get_first_child`) is wrapped as its most-derived generated class (a `Button`), still one
// wrapper per object. Each generated module writes its table (`Generated/ClassTable.swift`) and a
// `GeneratedClassTable` type that registers it. The first lookup registers the table of every generated
// module linked into the program, found by its type's mangled name (`Generated/LinkedClassTables.swift`),
// so an object of a module none of whose classes was made yet (an `AdwActionRow` from a `GtkBuilder`) still
// comes back as its own class.

/// A generated module's class table, found at the first lookup when the module is linked. Generated code only.
@MainActor
package protocol GeneratedClassTable {
    /// Adds the module's classes to `ClassRegistry` (once; later calls do nothing).
    static func register()
}

/// The generated classes of every linked module, by `GType` name. Generated code only.
@MainActor
package enum ClassRegistry {
    private static var classes: [String: GObjectRef.Type] = [:]
    /// The most-derived registered class of each instance type asked about (nil: none registered).
    private static var resolved: [UInt: GObjectRef.Type?] = [:]
    /// Whether the linked modules' tables were looked for.
    private static var discovered = false
    /// The namespaces whose tables are registered, in registration order (tests and diagnostics).
    package private(set) static var namespaces: [String] = []

    /// Adds a namespace's table (`GType` name → class). Returns nothing: a module keeps the call in a lazy
    /// global, so it runs once.
    package static func register(namespace: String, _ table: [(String, GObjectRef.Type)]) {
        for (typeName, swiftClass) in table { classes[typeName] = swiftClass }
        namespaces.append(namespace)
        resolved.removeAll()
    }

    /// Registers the table of every generated module linked into the program (once): `_typeByName` finds a
    /// module's `GeneratedClassTable` type only when the module is linked.
    package static func registerLinkedModules() {
        guard !discovered else { return }
        discovered = true
        for mangledName in linkedClassTables {
            (_typeByName(mangledName) as? any GeneratedClassTable.Type)?.register()
        }
    }

    /// The registered class of `pointer`'s own type, or of its nearest registered ancestor type.
    package static func registeredClass(of pointer: UnsafeMutableRawPointer) -> GObjectRef.Type? {
        registerLinkedModules()
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
