import ClewGObject
import ClewGio
import ClewGtkBindings
import Testing

/// A generated class registers itself for wrapping the first time Swift names it (its `gType`, an initializer
/// or factory, `as(_:)`), so no table keeps every class in every program; an object of a class nothing named yet
/// comes back as its nearest registered ancestor, and `as(_:)` gives it as its own class. Each test uses a class
/// no other code of the test process names (`GtkInscription`, `GtkEmojiChooser`).
@MainActor
@Suite struct ClassRegistryTests {
    @Test func anObjectOfAClassNothingNamedComesBackAsARegisteredAncestorAndCastsToItsClass() async throws {
        try await onGtk {
            let builder = Builder()
            try builder.addFromString(
                """
                <interface>
                  <object class='GtkInscription' id='first'><property name='text'>One</property></object>
                  <object class='GtkInscription' id='second'><property name='text'>Two</property></object>
                </interface>
                """)
            #expect(!ClassRegistry.isRegistered("GtkInscription"))
            let first = try #require(builder.getObject("first"))
            #expect(!(first is Inscription))  // nothing named `Inscription` yet: a less-derived class
            #expect(!ClassRegistry.isRegistered("GtkInscription"))

            let inscription = try #require(first.as(Inscription.self))  // names it: registers it
            #expect(ClassRegistry.isRegistered("GtkInscription"))
            #expect(inscription.raw == first.raw)
            #expect(inscription.getText() == "One")
            #expect(first.as(Button.self) == nil)  // not a button: no wrapper made
            #expect(first.as(Widget.self) != nil)

            // Registered now: an object wrapped from here on comes back as its own class, as its one wrapper.
            let second = try #require(builder.getObject("second") as? Inscription)
            #expect(second.getText() == "Two")
            #expect(builder.getObject("second") === second)
            #expect(second.as(Inscription.self) === second)
        }
    }

    @Test func namingAClassTypeRegistersItOnce() async throws {
        try await onGtk {
            #expect(!ClassRegistry.isRegistered("GtkEmojiChooser"))
            let count = ClassRegistry.count
            _ = EmojiChooser.gType
            #expect(ClassRegistry.isRegistered("GtkEmojiChooser"))
            #expect(ClassRegistry.count == count + 1)  // that class alone, not its module's others
            _ = EmojiChooser.gType
            #expect(ClassRegistry.count == count + 1)
        }
    }
}
