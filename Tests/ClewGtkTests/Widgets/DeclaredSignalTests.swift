import CGtk
import CGtkShim
import CGtkTestShim
import ClewAdwaita
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// The signals ClewGtk declares (`.clicked`, `.activate`, `.toggled`, `.unrealize`…) connect through the generated
/// typed signal of the class that declares them: one handler box and one generated closure each, the connecting
/// wrapper as the sender, both released on disconnect.
@Suite @MainActor
struct DeclaredSignals {
    /// Connects `signal` on `sender`, emits it by name as GTK would, and checks what the handler saw and what was
    /// counted, connected and released.
    private func expectConnects<Sender: Widget>(
        _ signal: VoidSignal<Sender>, on sender: Sender, emitting name: String,
        from emitter: UnsafeMutableRawPointer? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let boxes = SignalHandlerBox.liveCount
        let closures = GObjectRef.liveSignalClosureCount
        var senders: [Sender] = []
        let connection = sender.connect(signal) { senders.append($0) }
        #expect(SignalHandlerBox.liveCount == boxes + 1, sourceLocation: sourceLocation)
        #expect(GObjectRef.liveSignalClosureCount == closures + 1, "a generated signal", sourceLocation: sourceLocation)
        clew_signal_emit_void(emitter ?? sender.raw, name)
        sender.disconnect(connection)
        clew_signal_emit_void(emitter ?? sender.raw, name)
        #expect(
            senders.count == 1 && senders.first === sender, "\(name) once, to its sender",
            sourceLocation: sourceLocation)
        #expect(SignalHandlerBox.liveCount == boxes, sourceLocation: sourceLocation)
        #expect(GObjectRef.liveSignalClosureCount == closures, sourceLocation: sourceLocation)
    }

    @Test func activateIsTheSignalOfEachFieldsOwnClass() async throws {
        try await GtkTestHost.run {
            expectConnects(.activate, on: Entry(placeholder: "Title"), emitting: "activate")
            expectConnects(.activate, on: PasswordEntry(placeholder: "Password"), emitting: "activate")
            expectConnects(.activate, on: SearchEntry(placeholder: "Search"), emitting: "activate")
            // libadwaita's entry rows: GtkListBoxRow::activate.
            expectConnects(.activate, on: EntryRow(title: "Name"), emitting: "activate")
            expectConnects(.changed, on: Entry(placeholder: "Title"), emitting: "changed")
            expectConnects(.changed, on: EntryRow(title: "Name"), emitting: "changed")
        }
    }

    /// A field of a class ClewGtk does not list (GtkEditableLabel here, an app's own editable alike) has no
    /// `activate` of its own: Enter is the `activate` of the GtkText it delegates to, which calls the handler
    /// with the field; disconnecting from the field disconnects it there.
    @Test func activateOfAnotherEditableClassIsItsDelegateTextsActivate() async throws {
        try await GtkTestHost.run {
            let field = EditableLabelField(text: "Name")
            let text = try #require(gtk_editable_get_delegate(OpaquePointer(field.raw)))
            #expect(clew_instance_is_a(UnsafeMutableRawPointer(text), gtk_text_get_type()) != 0)
            expectConnects(.activate, on: field, emitting: "activate", from: UnsafeMutableRawPointer(text))
        }
    }

    @Test func activatingDefaultSetsTheFieldsOwnPropertyElseItsDelegateTexts() async throws {
        try await GtkTestHost.run {
            let entry = Entry(placeholder: "Title")
            #expect(clew_object_get_boolean(entry.raw, "activates-default") == 0)
            entry.activatingDefault()
            #expect(clew_object_get_boolean(entry.raw, "activates-default") != 0)
            entry.activatingDefault(false)
            #expect(clew_object_get_boolean(entry.raw, "activates-default") == 0)
            let password = PasswordEntry(placeholder: "Password").activatingDefault()
            #expect(clew_object_get_boolean(password.raw, "activates-default") != 0)
            let search = SearchEntry(placeholder: "Search").activatingDefault()
            #expect(clew_object_get_boolean(search.raw, "activates-default") != 0)
            // GtkEditableLabel has no `activates-default`: its GtkText's is set.
            let field = EditableLabelField(text: "Name").activatingDefault()
            let text = try #require(gtk_editable_get_delegate(OpaquePointer(field.raw)))
            #expect(clew_object_get_boolean(UnsafeMutableRawPointer(text), "activates-default") != 0)
            field.activatingDefault(false)
            #expect(clew_object_get_boolean(UnsafeMutableRawPointer(text), "activates-default") == 0)
        }
    }

    @Test func widgetButtonAndToggleSignalsGoThroughTheGeneratedLayer() async throws {
        try await GtkTestHost.run {
            expectConnects(.clicked, on: Button("Save"), emitting: "clicked")
            expectConnects(.toggled, on: CheckButton("Bold"), emitting: "toggled")
            expectConnects(.toggled, on: ToggleButton("Bold"), emitting: "toggled")
            expectConnects(.searchChanged, on: SearchEntry(placeholder: "Search"), emitting: "search-changed")
            expectConnects(.stopSearch, on: SearchEntry(placeholder: "Search"), emitting: "stop-search")
            expectConnects(.closed, on: Popover(child: Label("Menu")), emitting: "closed")
        }
    }

    @Test func unrealizeIsHeardWhenTheWindowGoes() async throws {
        try await GtkTestHost.run {
            let window = Window(title: "Unrealize")
            let label = Label("Inside")
            window.child = label
            var events: [String] = []
            var senders: [Label] = []
            label.connect(.realize) { _ in events.append("realize") }
            label.connect(.unrealize) { sender in
                senders.append(sender)
                events.append("unrealize")
            }
            window.present()
            #expect(await GtkTestHost.runUntil { window.isMapped })
            window.destroy()
            GtkTestHost.drainPending()
            #expect(events == ["realize", "unrealize"])
            #expect(senders.count == 1 && senders.first === label)
            senders = []
        }
    }

    @Test func rowActivatedHandsOverTheRowsOwnWrapper() async throws {
        try await GtkTestHost.run {
            let list = ListBox()
            let row = ListBoxRow(Label("First"))
            list.append(row)
            var activations: [(list: ListBox, row: ListBoxRow)] = []
            let closures = GObjectRef.liveSignalClosureCount
            list.connect(.rowActivated) { sender, row in activations.append((sender, row)) }
            #expect(GObjectRef.liveSignalClosureCount == closures + 1)
            clew_signal_emit_object(list.raw, "row-activated", row.raw)
            #expect(activations.count == 1 && activations.first?.list === list && activations.first?.row === row)
            activations = []
        }
    }
}

/// A field of a class ClewGtk has no case for (`GtkEditableLabel`), as an app would wrap its own editable.
final class EditableLabelField: Widget, EditableText {
    convenience init(text: String) {
        self.init(UnsafeMutableRawPointer(gtk_editable_label_new(text)!), transfer: .floating)
    }
}
