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
        guard g_signal_handler_is_connected(raw, gulong(connection.handlerID)) != 0 else { return }
        g_signal_handler_disconnect(raw, gulong(connection.handlerID))
    }
}
