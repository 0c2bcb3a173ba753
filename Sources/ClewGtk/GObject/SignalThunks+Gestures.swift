import CGtk

// Thunks for the scroll controller and the gestures; see SignalThunks.swift for the rules.

extension SignalThunks {
    /// `gboolean (*)(GtkEventControllerScroll *, double dx, double dy, gpointer user_data)`.
    static let scroll: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = {
        instance, dx, dy, data in
        guard case .scroll(let handler) = box(data).handler, let instance else { return 0 }
        let address = UInt(bitPattern: instance)
        return MainActor.assumeIsolated { handler(UnsafeMutableRawPointer(bitPattern: address)!, dx, dy) } ? 1 : 0
    }

    /// `void (*)(GObject *instance, double value, gpointer user_data)`, e.g. `GtkGestureZoom::scale-changed`.
    static let double: @convention(c) (gpointer?, gdouble, gpointer?) -> Void = { instance, value, data in
        guard case .double(let handler) = box(data).handler, let instance else { return }
        let address = UInt(bitPattern: instance)
        MainActor.assumeIsolated { handler(UnsafeMutableRawPointer(bitPattern: address)!, value) }
    }

    /// `void (*)(GtkGesture *, GdkEventSequence *sequence, gpointer user_data)`: `begin` and `end`;
    /// the sequence (NULL for a pointer) is not passed on.
    static let sequence: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { instance, _, data in
        guard case .sequence(let handler) = box(data).handler, let instance else { return }
        let address = UInt(bitPattern: instance)
        MainActor.assumeIsolated { handler(UnsafeMutableRawPointer(bitPattern: address)!) }
    }
}

/// Recovers the box without changing its retain count (GLib still owns it).
private func box(_ data: gpointer?) -> SignalHandlerBox {
    Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
}
