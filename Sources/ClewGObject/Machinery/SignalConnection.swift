internal import CGio

/// A connected handler; pass it to ``GObjectRef/disconnect(_:)``.
///
/// ```swift
/// let cancellable = Cancellable()
/// let connection = cancellable.connectCancelled { _ in print("cancelled") }
/// cancellable.disconnect(connection)
/// ```
public struct SignalConnection: Sendable, Hashable {
    /// The id returned by `g_signal_connect_data` or `g_signal_connect_closure` (never 0 when connected).
    public let handlerID: UInt

    /// Wraps a handler id that GLib returned.
    public init(handlerID: UInt) { self.handlerID = handlerID }
}

extension GObjectRef {
    /// Disconnects a handler; its closure is released by GLib's notify. Safe to call twice.
    ///
    /// ```swift
    /// let action = SimpleAction(name: "open", parameterType: nil)
    /// let connection = action.connectActivate { _, _ in }
    /// action.disconnect(connection)
    /// ```
    public func disconnect(_ connection: SignalConnection) {
        // A handler connected on behalf of this object on another that emits for it (`connectForwarded`).
        let emitter = ForwardedHandlers.emitter(of: connection.handlerID, for: raw) ?? raw
        guard g_signal_handler_is_connected(emitter, gulong(connection.handlerID)) != 0 else { return }
        g_signal_handler_disconnect(emitter, gulong(connection.handlerID))
    }
}
