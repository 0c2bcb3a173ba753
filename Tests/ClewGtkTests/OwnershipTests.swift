import CGtk
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// The single ownership rule of GObjectRef, case by case.
@Suite @MainActor
struct Ownership {
    @Test func floatingWidgetIsSunkAndFreedWithTheWrapper() async throws {
        try await GtkTestHost.run {
            let raw = gtk_label_new("x")!
            #expect(g_object_is_floating(raw) != 0)
            var label: Widget? = Widget(new: raw)
            let probe = FinalizeProbe(label!.raw)
            #expect(g_object_is_floating(raw) == 0)
            #expect(label!.refCount == 1)
            label = nil
            #expect(probe.finalized)
        }
    }

    @Test func fullTransferIsTakenOverWithoutExtraRef() async throws {
        try await GtkTestHost.run {
            var controller: GObjectRef? = GObjectRef(
                UnsafeMutableRawPointer(gtk_event_controller_key_new())!, transfer: .full)
            let probe = FinalizeProbe(controller!.raw)
            #expect(controller!.refCount == 1)
            controller = nil
            #expect(probe.finalized)
        }
    }

    @Test func borrowedPointerGetsItsOwnRef() async throws {
        try await GtkTestHost.run {
            let box = Widget(new: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            let child = gtk_label_new("child")!
            gtk_box_append(box.pointer(as: GtkBox.self), child)
            #expect(g_object_is_floating(child) == 0)  // the box sank it
            var borrowed: GObjectRef? = GObjectRef(gtk_widget_get_first_child(box.gtkWidget), transfer: .none)
            #expect(borrowed?.refCount == 2)
            borrowed = nil
            #expect(UnsafeMutableRawPointer(child).assumingMemoryBound(to: GObject.self).pointee.ref_count == 1)
        }
    }

    @Test func windowLivesUntilDestroyAndWrapperRelease() async throws {
        try await GtkTestHost.run {
            var window: Widget? = Widget(new: gtk_window_new())
            let probe = FinalizeProbe(window!.raw)
            #expect(window!.refCount == 2)  // GTK's toplevel list + ours
            gtk_window_destroy(window!.pointer(as: GtkWindow.self))
            #expect(!probe.finalized)
            window = nil
            #expect(probe.finalized)
        }
    }
}
