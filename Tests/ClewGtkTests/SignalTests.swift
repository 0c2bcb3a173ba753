import CGtk
import CGtkShim
import CGtkTestShim
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

@testable import ClewGtkLeakCheck

/// Signal thunks, handler boxes and their release.
@Suite @MainActor
struct Signals {
    @Test func thousandButtonCyclesReleaseEveryBox() async throws {
        try await GtkTestHost.run {
            let baseline = SignalHandlerBox.liveCount
            #expect(SignalHandlerBox.liveCount == baseline)
            #expect(Cycles.buttonCycles(1000) == 1000)
            print("button cycles: liveCount after 1000 = \(SignalHandlerBox.liveCount)")
            #expect(SignalHandlerBox.liveCount == baseline)
        }
    }

    @Test func thousandPopoverCyclesReleaseEveryBox() async throws {
        try await GtkTestHost.run {
            let baseline = SignalHandlerBox.liveCount
            let window = Widget(new: gtk_window_new())
            let gtkWindow = window.pointer(as: GtkWindow.self)
            let anchor = gtk_button_new_with_label("Anchor")!
            gtk_window_set_child(gtkWindow, anchor)
            gtk_window_present(gtkWindow)
            #expect(await GtkTestHost.runUntil { window.isMapped })
            #expect(Cycles.popoverCycles(1000, anchor: anchor) == 1000)
            gtk_window_destroy(gtkWindow)
            GtkTestHost.drainPending()
            print("popover cycles: liveCount after 1000 = \(SignalHandlerBox.liveCount)")
            #expect(SignalHandlerBox.liveCount == baseline)
        }
    }

    @Test func disconnectReleasesTheBoxOnce() async throws {
        try await GtkTestHost.run {
            let baseline = SignalHandlerBox.liveCount
            let button = Button("Count")
            let clicks = Counter()
            var senders: [Button] = []
            let connection = button.connect(.clicked) { sender in
                clicks.value += 1
                senders.append(sender)
            }
            #expect(SignalHandlerBox.liveCount == baseline + 1)
            clew_signal_emit_void(button.raw, "clicked")
            button.disconnect(connection)
            #expect(SignalHandlerBox.liveCount == baseline)
            button.disconnect(connection)  // second call is a no-op
            clew_signal_emit_void(button.raw, "clicked")
            #expect(clicks.value == 1)
            #expect(senders.count == 1 && senders[0] === button, "the handler receives the button that connected")
        }
    }

    @Test func keyPressedThunkPassesAllArgumentsAndResult() async throws {
        try await GtkTestHost.run {
            let controller = KeyController()
            let widget = Widget(new: gtk_button_new())
            var seen: [KeyPress] = []
            controller.onKeyPressed { press in
                seen.append(press)
                return press.keyval == UInt32(GDK_KEY_a)
            }
            // add_controller takes a full reference: give it its own.
            gtk_widget_add_controller(widget.gtkWidget, OpaquePointer(g_object_ref(controller.raw)))
            let keyController = controller.opaque
            let handledA = clew_signal_emit_key_pressed(keyController, guint(GDK_KEY_a), 38, GDK_CONTROL_MASK)
            let handledB = clew_signal_emit_key_pressed(
                keyController, guint(GDK_KEY_b), 56, GdkModifierType(rawValue: 0))
            #expect(handledA != 0)
            #expect(handledB == 0)
            #expect(
                seen == [
                    KeyPress(keyval: UInt32(GDK_KEY_a), keycode: 38, modifiers: GDK_CONTROL_MASK.rawValue),
                    KeyPress(keyval: UInt32(GDK_KEY_b), keycode: 56, modifiers: 0),
                ])
        }  // GtkTestHost.run checks that every handler connected in the body was released
    }

    @Test func closeRequestCanVetoAndDestroyReleasesHandlers() async throws {
        try await GtkTestHost.run {
            let baseline = SignalHandlerBox.liveCount
            var window: Window? = Window()
            let gtkWindow = window!.pointer(as: GtkWindow.self)
            let requests = Counter()
            let destroys = Counter()
            let allowClose = Counter()
            window!.connect(.closeRequest) { _ in
                requests.value += 1
                return allowClose.value == 0  // true keeps the window open
            }
            window!.connect(.destroy) { _ in destroys.value += 1 }
            #expect(SignalHandlerBox.liveCount == baseline + 2)
            gtk_window_present(gtkWindow)
            #expect(await GtkTestHost.runUntil { window!.isMapped })

            gtk_window_close(gtkWindow)  // vetoed
            #expect(requests.value == 1)
            #expect(window!.isVisible)

            allowClose.value = 1
            #expect(clew_signal_emit_bool(window!.raw, "close-request") == 0)
            gtk_window_close(gtkWindow)  // not vetoed: gtk_window_destroy
            #expect(requests.value == 3)
            #expect(!window!.isVisible)
            // GTK 4: "destroy" is emitted on dispose, i.e. when the last
            // reference goes; our wrapper still holds one.
            #expect(destroys.value == 0)
            window = nil
            #expect(destroys.value == 1)
            #expect(SignalHandlerBox.liveCount == baseline)
        }
    }
}
