internal import CGtk
import ClewGtk

/// Leak-check modes: run cycles, then report live signal boxes.
@MainActor
enum LeakCheck {
    static func signals(_ count: Int) -> Bool {
        guard gtk_init_check() != 0 else {
            print("NO_DISPLAY")
            return false
        }
        let ok = Cycles.buttonCycles(count)
        Cycles.drainPending()
        print("CYCLES_OK=\(ok)/\(count) LIVE_BOXES=\(SignalHandlerBox.liveCount)")
        return ok == count && SignalHandlerBox.liveCount == 0
    }

    static func popovers(_ count: Int) -> Bool {
        guard gtk_init_check() != 0 else {
            print("NO_DISPLAY")
            return false
        }
        let window = Widget(new: gtk_window_new())
        let anchor = gtk_button_new_with_label("Anchor")!
        gtk_window_set_child(window.pointer(as: GtkWindow.self), anchor)
        gtk_window_present(window.pointer(as: GtkWindow.self))
        var spins = 0
        while !window.isMapped, spins < 5000 {
            _ = g_main_context_iteration(nil, 0)
            g_usleep(1000)
            spins += 1
        }
        let ok = Cycles.popoverCycles(count, anchor: anchor)
        gtk_window_destroy(window.pointer(as: GtkWindow.self))
        Cycles.drainPending()
        print("CYCLES_OK=\(ok)/\(count) LIVE_BOXES=\(SignalHandlerBox.liveCount)")
        return ok == count && SignalHandlerBox.liveCount == 0
    }
}
