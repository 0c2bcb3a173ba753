internal import CGtk
internal import CGtkShim
internal import CGtkTestShim
import ClewGtk

/// Mutable counter captured by signal handlers (main actor only).
@MainActor final class Counter {
    var value = 0
}

/// The create → connect → emit → destroy cycles shared by the leak-check
/// executable (run under valgrind) and the Swift tests.
@MainActor
enum Cycles {
    /// Button: create, connect `clicked` + `destroy`, emit `clicked`, drop.
    /// Returns true if both handlers ran exactly once.
    static func buttonCycle() -> Bool {
        let clicks = Counter()
        let destroys = Counter()
        do {
            let button = Button("Cycle")
            button.connect(.clicked) { _ in clicks.value += 1 }
            button.connect(.destroy) { _ in destroys.value += 1 }
            clew_signal_emit_void(button.raw, "clicked")
        }  // last ref dropped here: dispose emits destroy, finalize frees boxes
        return clicks.value == 1 && destroys.value == 1
    }

    /// Popover on `anchor` (inside a mapped window): create, connect
    /// `closed`, popup, popdown, unparent, drop. True if it mapped and closed.
    static func popoverCycle(anchor: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let closed = Counter()
        let popover = Popover(child: Label("Popover"))
        let gtkPopover = popover.pointer(as: GtkPopover.self)
        popover.connect(.closed) { _ in closed.value += 1 }
        gtk_widget_set_parent(popover.gtkWidget, anchor)
        gtk_popover_popup(gtkPopover)
        let mapped = popover.isMapped
        gtk_popover_popdown(gtkPopover)
        gtk_widget_unparent(popover.gtkWidget)
        return mapped && closed.value == 1
    }

    /// Runs `count` button cycles; returns how many behaved.
    static func buttonCycles(_ count: Int) -> Int {
        (0..<count).reduce(0) { ok, _ in ok + (buttonCycle() ? 1 : 0) }
    }

    /// Runs `count` popover cycles; returns how many behaved.
    static func popoverCycles(_ count: Int, anchor: UnsafeMutablePointer<GtkWidget>) -> Int {
        (0..<count).reduce(0) { ok, _ in
            let good = popoverCycle(anchor: anchor)
            drainPending()  // let GDK process surface unmap/destroy work
            return ok + (good ? 1 : 0)
        }
    }

    /// Dispatches everything GLib has ready, without blocking.
    static func drainPending() {
        var budget = 1000
        while budget > 0, g_main_context_iteration(nil, 0) != 0 { budget -= 1 }
    }
}
