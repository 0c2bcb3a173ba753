internal import CGio

/// The signal emissions whose generated handlers are running, innermost last: what
/// ``GObjectRef/stopCurrentEmission()`` stops. The one marshaller pushes an emission for the time of its handler.
@MainActor
enum SignalEmission {
    struct Running {
        let instance: UInt
        let signalID: UInt32
        let detail: UInt32
    }

    private(set) static var running: [Running] = []

    /// Runs `body` (a handler) as part of the emission `hint` describes on `instance`.
    static func during(_ instance: UnsafeMutableRawPointer?, _ hint: UnsafeMutableRawPointer?, _ body: () -> Void) {
        guard let instance, let hint = hint?.assumingMemoryBound(to: GSignalInvocationHint.self) else {
            return body()
        }
        running.append(
            Running(instance: UInt(bitPattern: instance), signalID: hint.pointee.signal_id, detail: hint.pointee.detail)
        )
        defer { running.removeLast() }
        body()
    }
}

extension GObjectRef {
    /// Stops the emission whose handler is running now on this object (the innermost one; `g_signal_stop_emission`
    /// with the signal's id and detail, never its name): the handlers connected after this one, and the class's
    /// own handler when it runs last, are not called. Call it from a handler connected through the generated
    /// layer; false when none is running on this object.
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
        let address = UInt(bitPattern: raw)
        guard let emission = SignalEmission.running.last(where: { $0.instance == address }) else { return false }
        g_signal_stop_emission(raw, emission.signalID, emission.detail)
        return true
    }
}
