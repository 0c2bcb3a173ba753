import CGtk

/// A signal whose handler is `void (*)(GObject *, gpointer)`.
public struct VoidSignal: Sendable {
    /// The GLib signal name, e.g. `"clicked"`.
    public let name: String
    /// Declares a signal with that C signature (check the GTK docs first).
    public init(_ name: String) { self.name = name }

    /// `GtkButton::clicked`
    public static let clicked = VoidSignal("clicked")
    /// `GtkButton::activate`, `GtkEntry::activate`, ...
    public static let activate = VoidSignal("activate")
    /// `GtkWidget::destroy` (emitted on dispose)
    public static let destroy = VoidSignal("destroy")
    /// `GtkPopover::closed`
    public static let closed = VoidSignal("closed")
    /// `GApplication::activate`
    public static let applicationActivate = VoidSignal("activate")
    /// `GdkFrameClock::after-paint`: a frame has been painted.
    public static let afterPaint = VoidSignal("after-paint")
}

/// A signal whose handler is `gboolean (*)(GObject *, gpointer)`.
public struct BoolSignal: Sendable {
    /// The GLib signal name, e.g. `"close-request"`.
    public let name: String
    /// Declares a signal with that C signature (check the GTK docs first).
    public init(_ name: String) { self.name = name }

    /// `GtkWindow::close-request`: return true to keep the window open.
    public static let closeRequest = BoolSignal("close-request")
}

/// A signal whose handler is `void (*)(GObject *, gpointer argument, gpointer)`.
public struct PointerSignal: Sendable {
    /// The GLib signal name, e.g. `"row-activated"`.
    public let name: String
    /// Declares a signal with that C signature (check the GTK docs first).
    public init(_ name: String) { self.name = name }

    /// `GtkListBox::row-activated`: the argument is the `GtkListBoxRow *`.
    public static let rowActivated = PointerSignal("row-activated")
}

/// Arguments of `GtkEventControllerKey::key-pressed`.
public struct KeyPress: Sendable, Equatable {
    /// GDK keysym (`GDK_KEY_*`).
    public var keyval: UInt32
    /// Hardware keycode.
    public var keycode: UInt32
    /// `GdkModifierType` bits.
    public var modifiers: UInt32

    /// Creates a key press (GTK builds these for you; tests build them too).
    public init(keyval: UInt32, keycode: UInt32, modifiers: UInt32) {
        self.keyval = keyval
        self.keycode = keycode
        self.modifiers = modifiers
    }
}

/// A connected handler; pass it to ``GObjectRef/disconnect(_:)``.
public struct SignalConnection: Sendable, Hashable {
    /// The id returned by `g_signal_connect_data` (never 0 when connected).
    public let handlerID: UInt
}

extension GObjectRef {
    /// Connects `handler` to a `void` signal such as ``VoidSignal/clicked``.
    /// Capture the wrapper weakly in `handler` (see ``GObjectRef``).
    @discardableResult
    public func connect(_ signal: VoidSignal, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(
            signal.name, SignalHandlerBox(.void(handler)), thunk: unsafeBitCast(SignalThunks.void, to: GCallback.self))
    }

    /// Connects `handler` to a `gboolean` signal such as ``BoolSignal/closeRequest``.
    @discardableResult
    public func connect(_ signal: BoolSignal, _ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect(
            signal.name, SignalHandlerBox(.bool(handler)), thunk: unsafeBitCast(SignalThunks.bool, to: GCallback.self))
    }

    /// Connects `handler` to a signal with one pointer argument, such as ``PointerSignal/rowActivated``.
    @discardableResult
    public func connect(_ signal: PointerSignal, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void)
        -> SignalConnection
    {
        connect(
            signal.name, SignalHandlerBox(.pointer(handler)),
            thunk: unsafeBitCast(SignalThunks.pointer, to: GCallback.self))
    }

    /// Connects `GtkEventControllerKey::key-pressed`; return true if handled.
    /// `self` must wrap a `GtkEventControllerKey`.
    @discardableResult
    public func onKeyPressed(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        connect(
            "key-pressed", SignalHandlerBox(.keyPressed(handler)),
            thunk: unsafeBitCast(SignalThunks.keyPressed, to: GCallback.self))
    }

    /// Disconnects a handler; its box is released by GLib's notify. Safe to
    /// call twice.
    public func disconnect(_ connection: SignalConnection) {
        guard g_signal_handler_is_connected(raw, gulong(connection.handlerID)) != 0 else { return }
        g_signal_handler_disconnect(raw, gulong(connection.handlerID))
    }

    /// `g_signal_connect` is a macro; this is what it expands to, plus the
    /// retained box and its release notify.
    private func connect(_ name: String, _ box: SignalHandlerBox, thunk: GCallback) -> SignalConnection {
        let data = Unmanaged.passRetained(box).toOpaque()
        let id = g_signal_connect_data(raw, name, thunk, data, SignalThunks.releaseBox, GConnectFlags(rawValue: 0))
        // Unknown signal: GLib logs a warning and never calls the notify.
        if id == 0 { Unmanaged<SignalHandlerBox>.fromOpaque(data).release() }
        precondition(id != 0, "g_signal_connect_data failed for signal '\(name)'")
        return SignalConnection(handlerID: UInt(id))
    }
}
