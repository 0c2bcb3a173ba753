import CGtk

// Thunks for files, drag and drop and the clipboard; see SignalThunks.swift for the rules.

extension SignalThunks {
    /// `GAsyncReadyCallback`: `void (*)(GObject *source, GAsyncResult *result, gpointer user_data)`.
    /// GIO calls it exactly once, so it takes back the +1 of ``retainedAsyncBox(_:)`` itself.
    static let asyncReady: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
        source, result, data in
        let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeRetainedValue()
        guard case .asyncReady(let handler) = box.handler else { return }
        let (sourceAddress, resultAddress) = (UInt(bitPattern: source), UInt(bitPattern: result))
        MainActor.assumeIsolated {
            handler(UnsafeMutableRawPointer(bitPattern: sourceAddress), OpaquePointer(bitPattern: resultAddress))
        }
    }

    /// The `user_data` of an async call whose callback is ``asyncReady``: a box retained once,
    /// released by that callback.
    static func retainedAsyncBox(
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?, OpaquePointer?) -> Void
    ) -> gpointer {
        Unmanaged.passRetained(SignalHandlerBox(.asyncReady(handler))).toOpaque()
    }

    /// `gboolean (*)(GtkDropTarget *, const GValue *value, double x, double y, gpointer user_data)`.
    static let drop: @convention(c) (gpointer?, UnsafePointer<GValue>?, gdouble, gdouble, gpointer?) -> gboolean = {
        _, value, x, y, data in
        guard case .drop(let handler) = box(data).handler, let value else { return 0 }
        let address = UInt(bitPattern: value)
        return MainActor.assumeIsolated { handler(UnsafePointer(bitPattern: address)!, x, y) } ? 1 : 0
    }

    /// `GdkDragAction (*)(GtkDropTarget *, double x, double y, gpointer user_data)`: `enter` and
    /// `motion`; the handler says whether the drop is welcome there (copy) or not (0).
    static let dropMotion: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> GdkDragAction = {
        _, x, y, data in
        guard case .dropMotion(let handler) = box(data).handler else { return GdkDragAction(rawValue: 0) }
        return MainActor.assumeIsolated { handler(x, y) } ? GDK_ACTION_COPY : GdkDragAction(rawValue: 0)
    }

    /// `GdkContentProvider *(*)(GtkDragSource *, double x, double y, gpointer user_data)`: the
    /// provider is returned with a full reference, as GTK expects, or NULL for no drag.
    static let dragPrepare: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> OpaquePointer? = {
        _, x, y, data in
        guard case .dragPrepare(let handler) = box(data).handler else { return nil }
        let address = MainActor.assumeIsolated { UInt(bitPattern: handler(x, y)) }
        return OpaquePointer(bitPattern: address)
    }
}

/// Recovers the box without changing its retain count (GLib still owns it).
private func box(_ data: gpointer?) -> SignalHandlerBox {
    Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
}
