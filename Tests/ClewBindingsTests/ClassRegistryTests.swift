import ClewAdwBindings
import ClewGObject
import ClewGdk
import ClewGio
import ClewGtkBindings
import ClewPango
import Testing

/// The first wrapper lookup registers the classes of every generated module linked into the program, found
/// by the mangled name of its `ClassTable` type: an object of a module none of whose classes was made yet
/// still comes back as its own class.
@MainActor
@Suite struct ClassRegistryTests {
    @Test func theLookedForNamesAreTheTableTypesMangledNames() {
        #expect(
            linkedClassTables == [
                _mangledTypeName(ClewGObject.ClassTable.self), _mangledTypeName(ClewGio.ClassTable.self),
                _mangledTypeName(ClewPango.ClassTable.self), _mangledTypeName(ClewGdk.ClassTable.self),
                _mangledTypeName(ClewGdk.GskClassTable.self), _mangledTypeName(ClewGtkBindings.ClassTable.self),
                _mangledTypeName(ClewAdwBindings.ClassTable.self),
            ])
    }

    @Test func everyLinkedNamespaceIsRegisteredAtTheFirstLookup() throws {
        // A GIO object: no Gtk or Adw class involved in the lookup.
        let cancellable = Cancellable()
        let found = try #require(ClassRegistry.registeredClass(of: cancellable.raw))
        #expect(ObjectIdentifier(found) == ObjectIdentifier(Cancellable.self))
        #expect(Set(ClassRegistry.namespaces) == ["GObject", "Gio", "Pango", "Gdk", "Gsk", "Gtk", "Adw"])
        #expect(ClassRegistry.namespaces.count == 7)  // each once
        #expect(ClassRegistry.count > 350)  // every table's classes: 399 from the GIR of GTK 4.8 and libadwaita 1.2
    }
}
