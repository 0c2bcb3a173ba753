import ClewGObject
import ClewGtkBindings
import Testing

/// `GError *` where a GIR type says `GLib.Error` (parameters, returns, properties, signal arguments) crosses as a
/// `GLibError` value; an accessor method whose own Swift name a property takes is the property's accessor.
@MainActor
@Suite struct ErrorAndAccessorTests {
    @Test func aGLibErrorGoesInAndComesBack() async throws {
        try await onGtk {
            let area = GLArea()
            #expect(area.getError() == nil)
            let error = GLibError(domain: "clew-test-error", code: 7, message: "line one\nline two")
            area.setError(error)
            #expect(area.getError() == error)
            area.setError(nil)
            #expect(area.getError() == nil)
        }
    }

    @Test func anErrorTheCalleeTakesOverReadsBackAsAProperty() async throws {
        try await onGtk {
            let stream = MediaFile()
            #expect(stream.error == nil)
            let error = GLibError(domain: "clew-test-error", code: 3, message: "no codec")
            stream.gerror(error)  // transfer full: the stream keeps its own copy
            #expect(stream.error == error)
            #expect(stream.getError() == error)
        }
    }

    @Test func anErrorAsASignalArgument() async throws {
        try await onGtk {
            let provider = CssProvider()
            var errors: [GLibError] = []
            provider.connectParsingError { _, _, error in
                if let error { errors.append(error) }
            }
            provider.loadFromData(Array("label { colour: red; }".utf8))  // a counted `const char *`
            #expect(errors.count == 1)
            #expect(errors.first?.domain == "gtk-css-parser-error-quark")
            #expect(errors.first?.message.isEmpty == false)
        }
    }

    @Test func aPropertyReadsAndWritesThroughItsCAccessors() async throws {
        try await onGtk {
            let button = MenuButton()  // `direction` is the arrow's: gtk_menu_button_get/set_direction
            button.direction = .left
            #expect(button.direction == .left)
            #expect(button.getDirection() != .none)  // GtkWidget's text direction, a method of its own
            let first = CheckButton(label: "first")
            let second = CheckButton(label: "second")
            second.setGroup(first)  // write-only `group`, through gtk_check_button_set_group
            first.isActive = true
            second.isActive = true
            #expect(!first.isActive)
        }
    }
}
