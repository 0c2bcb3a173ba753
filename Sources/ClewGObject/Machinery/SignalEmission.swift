internal import CGio

extension GObjectRef {
    /// Stops the emission whose handler is running now on this object (the innermost one;
    /// `g_signal_stop_emission` with the signal's id and detail, which GLib's invocation hint gives, never its
    /// name): the handlers connected after this one, and the class's own handler when it runs last, are not
    /// called. Call it from a handler; false when no emission is running on this object.
    ///
    /// ```swift
    /// let cancellable = Cancellable()
    /// cancellable.connectCancelled { sender in _ = sender.stopCurrentEmission() }
    /// var later = false
    /// cancellable.connectCancelled { _ in later = true }
    /// cancellable.cancel()
    /// #expect(!later)
    /// ```
    @discardableResult
    public func stopCurrentEmission() -> Bool {
        guard let hint = g_signal_get_invocation_hint(raw) else { return false }
        g_signal_stop_emission(raw, hint.pointee.signal_id, hint.pointee.detail)
        return true
    }
}
