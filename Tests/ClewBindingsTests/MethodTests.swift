import ClewAdwBindings
import ClewGObject
import ClewGtkBindings
import Testing

/// Generated methods: a `GError` thrown as `GLibError`, and objects returned as a base type wrapped as
/// their most-derived generated class, one wrapper per object.
@MainActor
@Suite struct MethodTests {
    @Test func aBuilderErrorIsThrownTyped() async throws {
        try await onGtk {
            let builder = Builder()
            #expect(throws: GLibError.self) {
                try builder.addFromString("<interface><object class='NoSuchWidget'/></interface>")
            }
            do {
                try builder.addFromString(
                    "<interface><object class='GtkLabel'><property name='no-such'>1</property></object></interface>")
                Issue.record("an unknown property was accepted")
            } catch let error as GLibError {
                #expect(error.domain == "gtk-builder-error-quark")
                #expect(!error.message.isEmpty)
            } catch {
                Issue.record("not a GLibError: \(error)")
            }
        }
    }

    @Test func aBaseTypedReturnIsWrappedAsItsDerivedClass() async throws {
        try await onGtk {
            let box = Box.new(orientation: .horizontal, spacing: 0)
            let button = Button.newWithLabel("OK")
            box.append(button)
            box.append(Label(str: "made here, wrapper dropped"))
            let first = box.getFirstChild()
            #expect(first === button)  // the identity wrapper
            let last = box.getLastChild()
            #expect(last is Label)  // a new wrapper, of the most-derived class
            #expect(last?.getPrevSibling() === button)
        }
    }

    @Test func objectsMadeByGtkComeBackAsTheirOwnClasses() async throws {
        try await onGtk {
            _ = ActionRow.gType  // names the class: registers it with GType and for wrapping (ClassRegistryTests)
            let builder = Builder()
            try builder.addFromString(
                """
                <interface>
                  <object class='GtkBox' id='box'>
                    <child><object class='GtkSpinButton' id='spin'/></child>
                    <child><object class='AdwActionRow' id='row'><property name='title'>Row</property></object></child>
                  </object>
                </interface>
                """)
            let box = try #require(builder.getObject("box")?.as(Box.self))
            #expect(builder.getObject("spin")?.as(SpinButton.self) != nil)
            let row = try #require(box.getLastChild() as? ActionRow)
            #expect(row.title == "Row")
            #expect(builder.getObject("row") === row)
            let children = builder.getObjects()
            #expect(children.contains { $0 === row })
        }
    }
}
