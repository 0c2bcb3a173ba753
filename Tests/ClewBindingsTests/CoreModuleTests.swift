import ClewGdk
import ClewGtkBindings
import Testing

/// Each generated namespace is a core module (the types ClewGtk and ClewAdwaita link, with only the members they
/// call: `ClewGtkCore`…) and the full module that re-exports it and extends its types. An app imports the full module
/// and sees a core class whole: named through the full module, with the initializers, members and conformances the
/// full module adds, one Swift class per `GType`.
@MainActor
@Suite struct CoreModuleTests {
    @Test func aCoreClassHasTheMembersAndConformancesTheFullModuleAdds() async throws {
        try await onGtk {
            // GtkWindow is in ClewGtkCore with the few members ClewGtk calls (`connectCloseRequest`…); its conformance
            // to GtkRoot (and so GtkNative) is declared in ClewGtkBindings, as are `new()` and its `application`
            // property (GtkApplication is not core).
            let window: ClewGtkBindings.Window = Window.new()
            defer { window.destroy() }
            #expect((window as Any) is any Root)
            #expect((window as Any) is any Native)
            #expect(window.application == nil)
            // GtkTextBuffer's initializer takes a GtkTextTagTable (not core): it is ClewGtkBindings'; so are its text
            // and tag table (ClewGtk calls only `connectChanged`, ClewGtkCore's).
            let buffer = TextBuffer(table: nil)
            buffer.setText("core and full")
            #expect(buffer.text == "core and full")
            #expect(buffer.tagTable != nil)
            // A widget's cursor is a GdkCursor, which only ClewGdk has; GtkWidget is core.
            let label = Label(str: "pointer")
            label.cursor = ClewGdk.Cursor(name: "pointer")
            #expect(label.cursor?.name == "pointer")
            #expect(label.getCursor() === label.cursor)
        }
    }

    @Test func anObjectComesBackAsTheOneWrapperWhicheverModuleDeclaresTheMember() async throws {
        try await onGtk {
            // GtkWindow and GtkStack are core, but `setChild` and `getRoot` are ClewGtkBindings' (ClewGtk calls
            // neither; GtkRoot is not core): both see the same wrappers.
            let window = Window.new()
            defer { window.destroy() }
            let stack = Stack()
            window.setChild(stack)
            #expect(window.getChild() === stack)
            #expect(stack.getRoot() as AnyObject? === window)
        }
    }

    @Test func handBoundValuesOfTheCoreAreNamedThroughTheFullModule() {
        // Graphene's values and cairo's region live in ClewGdkCore; ClewGdk re-exports them.
        let rect = ClewGdk.Graphene.Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.size == ClewGdk.Graphene.Size(width: 3, height: 4))
        let region = ClewGdk.CairoRegion(x: 0, y: 0, width: 10, height: 10)
        #expect(region.contains(x: 5, y: 5))
    }
}
