import CGtk

// One C-convention thunk per C signal signature. GLib calls a handler with
// exactly the signal's arguments plus user_data; a thunk with the wrong arity
// reads garbage registers and crashes, so each `Signal*` type below is bound
// to exactly one of these.
//
// GTK emits signals on the main actor (main thread in an app, or inside a
// main-actor job that pumps GLib in tests), so `assumeIsolated` holds; it
// traps loudly if that rule is ever broken.

/// Recovers the box without changing its retain count (GLib still owns it).
private func box(_ data: gpointer?) -> SignalHandlerBox {
    Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
}

enum SignalThunks {
    /// `void (*)(GObject *instance, gpointer user_data)`
    static let void: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        guard case .void(let handler) = box(data).handler else { return }
        MainActor.assumeIsolated { handler() }
    }

    /// `gboolean (*)(GObject *instance, gpointer user_data)`
    static let bool: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
        guard case .bool(let handler) = box(data).handler else { return 0 }
        return MainActor.assumeIsolated { handler() } ? 1 : 0
    }

    /// `gboolean (*)(GtkEventControllerKey *, guint keyval, guint keycode,
    /// GdkModifierType state, gpointer user_data)`
    static let keyPressed: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
        _, keyval, keycode, state, data in
        guard case .keyPressed(let handler) = box(data).handler else { return 0 }
        let press = KeyPress(keyval: keyval, keycode: keycode, modifiers: state.rawValue)
        return MainActor.assumeIsolated { handler(press) } ? 1 : 0
    }

    /// `void (*)(GObject *instance, gpointer argument, gpointer user_data)`, e.g.
    /// `GtkListBox::row-activated` (the row) or `GObject::notify` (the GParamSpec).
    static let pointer: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
        guard case .pointer(let handler) = box(data).handler else { return }
        // Pointers are not Sendable; the address crosses into the main-actor closure instead.
        let address = UInt(bitPattern: argument)
        MainActor.assumeIsolated { handler(UnsafeMutableRawPointer(bitPattern: address)) }
    }

    /// `GClosureNotify`: drops the +1 taken in `connect`, exactly once.
    static let releaseBox: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        Unmanaged<SignalHandlerBox>.fromOpaque(data!).release()
    }
}
