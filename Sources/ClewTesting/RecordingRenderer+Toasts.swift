import Clew

// Toasts, headless: logged like presentations (`.presented(.toast(…), .toast)`), with the user's
// taps and the clock run by the test.
extension RecordingRenderer: ToastRendering {
    /// Logs the toast as shown; it stays until the router hides it (no clock runs here: call
    /// ``expireToast()`` to let its timeout run out).
    public func showToast(_ toast: Toast) {
        shownToast = toast
        record(.presented(toast.summary, .toast))
    }

    /// Logs the toast as gone.
    public func hideToast(_ toast: Toast) {
        guard shownToast === toast else { return }
        shownToast = nil
        record(.dismissed(toast.summary))
    }

    /// The toast on screen, if any.
    public var presentedToast: Toast? { shownToast }

    /// Taps the toast's action button (“Undo”).
    public func tapToastAction() throws(RecordingRendererError) {
        guard let toast = shownToast else { throw .noToast }
        guard let actionTitle = toast.actionTitle else { throw .noSuchAction("a toast action", available: []) }
        record(.chose(actionTitle, in: toast.summary))
        try send(.chooseAction, for: toast)
    }

    /// Taps the toast's close button.
    public func closeToast() throws(RecordingRendererError) {
        guard let toast = shownToast else { throw .noToast }
        try send(.dismiss, for: toast)
    }

    /// Lets the toast's timeout run out now, as if its time had passed.
    public func expireToast() throws(RecordingRendererError) {
        guard let toast = shownToast else { throw .noToast }
        guard toast.timeout != nil else {
            throw .refused("The toast “\(toast.title)” has no timeout; it stays until dismissed.")
        }
        try send(.timedOut, for: toast)
    }

    private func send(_ response: ToastResponse, for toast: Toast) throws(RecordingRendererError) {
        guard let responder else { throw .refused("No router is listening to this renderer.") }
        if case .refused(let reason) = responder.renderer(self, didReceive: response, for: toast) {
            throw .refused(reason)
        }
    }
}
