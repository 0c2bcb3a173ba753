import ClewAdwBindings
import ClewGdk
import ClewGio
import ClewGtkBindings
import ClewPango
import Testing

/// Classes of each generated namespace made from Swift through their generated constructors, on real
/// GTK (one wrapper each, floating widgets sunk, plain objects taken over).
@MainActor
@Suite struct ConstructionTests {
    @Test func gtkWidgetsAndObjects() async throws {
        try await onGtk {
            let button = Button.newWithLabel("Save")
            #expect(button.label == "Save")
            #expect(button.isIdentityWrapper)
            #expect(button.refCount == 1)  // the floating reference was sunk, none added
            let box = Box.new(orientation: .vertical, spacing: 6)
            #expect(box.spacing == 6)
            #expect(box.orientation == .vertical)
            let scale = Scale(range: .horizontal, min: 0, max: 10, step: 1)
            #expect(scale.getAdjustment().upper == 10)
            let list = StringList(strings: ["a", "b"])
            #expect(list.getString(1) == "b")
            #expect(list.getNItems() == 2)  // a ListModel method, from ClewGio's protocol
            let builder = Builder()
            #expect(builder.refCount == 1)
        }
    }

    @Test func gdkTexturesAndContent() async throws {
        try await onGtk {
            let pixels = Bytes([UInt8](repeating: 0xFF, count: 2 * 3 * 4))
            let texture = MemoryTexture(width: 2, height: 3, format: .r8g8b8a8, bytes: pixels, stride: 8)
            #expect(texture.width == 2)
            #expect(texture.getHeight() == 3)
            let provider = ContentProvider(mimeType: "text/plain", bytes: Bytes(Array("hi".utf8)))
            #expect(provider.formats != nil)
            #expect(ClewGdk.Display.getDefault() != nil)
        }
    }

    @Test func pangoLayouts() async throws {
        try await onGtk {
            let bare = ClewPango.Context()
            #expect(bare.refCount == 1)
            let layout = Layout(context: Label(str: nil).getPangoContext())  // a context with the display's fonts
            layout.setText("Grüße")
            #expect(layout.getText() == "Grüße")
            #expect(layout.getLineCount() == 1)
        }
    }

    @Test func adwaitaWidgets() async throws {
        try await onGtk {
            let avatar = Avatar(size: 48, text: "Ada Lovelace", showInitials: true)
            #expect(avatar.size == 48)
            #expect(avatar.showsInitials)
            let row = ActionRow.newActionRow()
            row.title = "Wi-Fi"
            #expect(row.title == "Wi-Fi")
            let toast = Toast(title: "Saved")
            #expect(toast.title == "Saved")
            #expect(toast.refCount == 1)
        }
    }
}
