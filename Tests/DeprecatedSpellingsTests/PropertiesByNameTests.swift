// Warns on purpose (see RenamedControlValuesTests.swift): properties and signals named by a string
// (`Property<T>("…")`, `get`/`set`/`observe`, `VoidSignal("…")` and its kin, `PropertyChange`) are deprecated
// in favour of the generated typed ones.

import ClewGtk
import ClewGtkTesting
import Testing

/// Any GObject property by name, with a Swift type, and typed errors for mistakes: deprecated, still working.
@Suite @MainActor
struct PropertiesByName {
    @Test func propertiesReadAndWriteThroughSwiftTypes() async throws {
        try await GtkTestHost.run {
            let label = Label("Hello")
            try label.set(Property<Bool>("wrap"), to: true)
            #expect(try label.get(Property<Bool>("wrap")))
            try label.set(Property<Int>("max-width-chars"), to: 12)
            #expect(try label.get(Property<Int>("max-width-chars")) == 12)
            #expect(try label.get(Property<Int32>("max-width-chars")) == 12)
            #expect(try label.get(Property<String>("label")) == "Hello")
            try label.set(Property<String>("label"), to: "Bye")
            #expect(label.text == "Bye")
            #expect(try label.get(Property<String?>("tooltip-text")) == nil)
            try label.set(Property<Double>("opacity"), to: 0.5)
            #expect(abs(label.opacity - 0.5) < 0.01)  // GTK keeps opacity in 8 bits
            #expect(label.className == "GtkLabel")
        }
    }

    @Test func mistakesAreTypedErrorsWithAHumanMessage() async throws {
        try await GtkTestHost.run {
            let label = Label("x")
            #expect(throws: PropertyError.unknownProperty(name: "wrapp", className: "GtkLabel")) {
                try label.get(Property<Bool>("wrapp"))
            }
            #expect(throws: PropertyError.typeMismatch(name: "label", propertyType: "gchararray", swiftType: "Double"))
            {
                try label.get(Property<Double>("label"))
            }
            #expect(throws: PropertyError.notWritable(name: "css-name", className: "GtkLabel")) {
                try label.set(Property<String>("css-name"), to: "x")
            }
            let error = PropertyError.unknownProperty(name: "wrapp", className: "GtkLabel")
            #expect(error.description.contains("GtkLabel has no property “wrapp”"))
        }
    }

    @Test func observingAPropertyDeliversTypedValues() async throws {
        try await GtkTestHost.run {
            let label = Label("a")
            var seen: [String] = []
            let connection = try label.observe(Property<String>("label")) { sender, text in
                #expect(sender === label)
                seen.append(text)
            }
            label.text = "b"
            label.text = "c"
            label.disconnect(connection)
            label.text = "d"
            #expect(seen == ["b", "c"])
            #expect(throws: PropertyError.self) { try label.observe(Property<Bool>("nope")) { _, _ in } }
        }
    }
}

/// Signals declared by their GLib name: deprecated, still connected (through the one marshaller), counted and
/// released as before.
@Suite @MainActor
struct SignalsByName {
    @Test func aSignalDeclaredByNameStillConnects() async throws {
        try await GtkTestHost.run {
            let button = Button("Save")
            var senders: [Button] = []
            let baseline = SignalHandlerBox.liveCount
            let connection = button.connect(VoidSignal<Button>("clicked")) { sender in senders.append(sender) }
            #expect(SignalHandlerBox.liveCount == baseline + 1)
            WidgetQueries.click(button)
            button.disconnect(connection)
            #expect(SignalHandlerBox.liveCount == baseline)
            WidgetQueries.click(button)
            #expect(senders.count == 1 && senders[0] === button)
        }
    }

    @Test func aPropertyChangeDeclaredByNameStillConnects() async throws {
        try await GtkTestHost.run {
            let label = Label("a")
            var senders: [Label] = []
            label.connect(PropertyChange<Label>("label")) { sender in senders.append(sender) }
            label.text = "b"
            #expect(senders.count == 1 && senders.first === label)
            senders = []
        }
    }

    @Test func aBoolSignalDeclaredByNameStillAnswers() async throws {
        try await GtkTestHost.run {
            let window = Window(title: "Keep")
            var requests = 0
            window.connect(BoolSignal<Window>("close-request")) { _ in
                requests += 1
                return true  // keeps the window open
            }
            window.present()
            window.close()
            #expect(requests == 1)
            #expect(window.isVisible)
            window.destroy()
        }
    }
}
