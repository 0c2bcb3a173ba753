internal import CGtk

// The two C callbacks ClewGtk hands to GTK and GIO that are not signals (signals go through the generated
// layer's one marshaller): a `GAsyncReadyCallback` and a `GtkShortcutFunc`. Each carries a Swift closure in
// its `user_data`, in a box that a `SignalHandlerBox` counts while GLib holds it.
//
// GTK calls them on the main actor (the main thread in an app, or inside a main-actor job that pumps GLib in
// tests), so `assumeIsolated` holds; it traps loudly if that rule is ever broken. Pointers are not Sendable,
// so they cross into the main-actor closure as addresses.

/// A Swift closure handed to C as `user_data`, counted while it lives.
final class CallbackBox<Callback> {
    let callback: Callback
    private let counted = SignalHandlerBox()

    init(_ callback: Callback) { self.callback = callback }
}

enum CallbackThunks {
    /// The Swift side of a `GAsyncReadyCallback`: the source object and the `GAsyncResult`.
    typealias AsyncReady = @MainActor (UnsafeMutableRawPointer?, OpaquePointer?) -> Void
    /// The Swift side of a `GtkShortcutFunc`: the widget; true when it handled the shortcut.
    typealias Shortcut = @MainActor (UnsafeMutableRawPointer) -> Bool

    /// `GAsyncReadyCallback`: `void (*)(GObject *source, GAsyncResult *result, gpointer user_data)`.
    /// GIO calls it exactly once, so it takes back the +1 of ``retainedAsyncBox(_:)`` itself.
    static let asyncReady: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
        source, result, data in
        let box = Unmanaged<CallbackBox<AsyncReady>>.fromOpaque(data!).takeRetainedValue()
        let callback = box.callback
        let (sourceAddress, resultAddress) = (UInt(bitPattern: source), UInt(bitPattern: result))
        MainActor.assumeIsolated {
            callback(UnsafeMutableRawPointer(bitPattern: sourceAddress), OpaquePointer(bitPattern: resultAddress))
        }
        withExtendedLifetime(box) {}
    }

    /// The `user_data` of an async call whose callback is ``asyncReady``: a box retained once,
    /// released by that callback.
    static func retainedAsyncBox(_ handler: @escaping AsyncReady) -> gpointer {
        Unmanaged.passRetained(CallbackBox(handler)).toOpaque()
    }

    /// `GtkShortcutFunc`: `gboolean (*)(GtkWidget *, GVariant *args, gpointer user_data)`.
    static let shortcut: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
        widget, _, data in
        guard let widget else { return 0 }
        let callback = Unmanaged<CallbackBox<Shortcut>>.fromOpaque(data!).takeUnretainedValue().callback
        let address = UInt(bitPattern: widget)
        return MainActor.assumeIsolated { callback(UnsafeMutableRawPointer(bitPattern: address)!) } ? 1 : 0
    }

    /// The `user_data` of ``shortcut``: a box retained once, released by ``releaseShortcutBox``.
    static func retainedShortcutBox(_ handler: @escaping Shortcut) -> gpointer {
        Unmanaged.passRetained(CallbackBox(handler)).toOpaque()
    }

    /// `GDestroyNotify` of ``shortcut``'s box: GTK calls it exactly once, when the action is finalized.
    static let releaseShortcutBox: @convention(c) (gpointer?) -> Void = { data in
        Unmanaged<CallbackBox<Shortcut>>.fromOpaque(data!).release()
    }
}
