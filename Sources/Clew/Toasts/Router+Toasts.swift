// The toast queue: one toast on screen, the rest waiting by priority. Toasts do not take a turn
// in the navigation queue: they cover nothing, so a navigation never waits for one.

extension Router {
    /// Shows `toast`, or queues it behind the one on screen (a `.high` toast goes first, and
    /// shows at once unless a high one is up).
    ///
    /// ```swift
    /// router.showToast(Toast("Message archived", actionTitle: "Undo") { restore(message) })
    /// ```
    ///
    /// - Returns: ``NavigationOutcome/presented`` or ``NavigationOutcome/queued(position:)``; a
    ///   failure (``NavigationError/invalidToast(_:)``, or a renderer without ``ToastRendering``)
    ///   also goes to ``onNavigationFailure``.
    @discardableResult
    public func showToast(_ toast: Toast) -> NavigationResult {
        guard let toasts = renderer as? any ToastRendering else {
            return reportToastFailure(
                .unsupportedByRenderer(
                    capability: "toasts (ToastRendering)", renderer: String(describing: type(of: renderer))))
        }
        do throws(NavigationError) {
            try toast.validate()
        } catch {
            return reportToastFailure(error)
        }
        if visibleToast === toast || toastQueue.contains(where: { $0 === toast }) {
            return reportToastFailure(.alreadyShown(toast.summary))
        }
        guard let visible = visibleToast else {
            visibleToast = toast
            toasts.showToast(toast)
            return .success(.presented)
        }
        if toast.priority == .high, visible.priority != .high {
            // As libadwaita: the toast on screen waits again, at the head of the line.
            toasts.hideToast(visible)
            toastQueue.insert(visible, at: 0)
            visibleToast = toast
            toasts.showToast(toast)
            return .success(.presented)
        }
        let position =
            toast.priority == .high
            ? (toastQueue.firstIndex { $0.priority != .high } ?? toastQueue.count) : toastQueue.count
        toastQueue.insert(toast, at: position)
        return .success(.queued(position: position + 1))
    }

    /// Takes `toast` off screen or out of the queue; its dismissal handler hears `.app`.
    /// A toast that is neither is a no-op (``NavigationOutcome/nothingToDismiss``).
    @discardableResult
    public func dismissToast(_ toast: Toast) -> NavigationOutcome {
        if let index = toastQueue.firstIndex(where: { $0 === toast }) {
            toastQueue.remove(at: index)
            toast.dismissalHandler.take()?(.app)
            return .dismissed
        }
        guard visibleToast === toast else { return .nothingToDismiss }
        endVisibleToast(reason: .app)
        return .dismissed
    }

    /// The toast on screen, if any.
    public var presentedToast: Toast? { visibleToast }

    /// The toasts waiting, in the order they will show.
    public var queuedToasts: [Toast] { toastQueue }

    /// A renderer reports what the user (or the clock) did to the toast on screen.
    func handle(_ response: ToastResponse, for toast: Toast) -> ResponseOutcome {
        guard visibleToast === toast else { return .stale }
        switch response {
        case .chooseAction:
            toast.action?()
            // The action may have dismissed it already.
            if visibleToast === toast { endVisibleToast(reason: .user) }
        case .dismiss:
            endVisibleToast(reason: .user)
        case .timedOut:
            endVisibleToast(reason: .timedOut)
        }
        return .handled
    }

    private func endVisibleToast(reason: DismissalReason) {
        guard let toast = visibleToast, let toasts = renderer as? any ToastRendering else { return }
        visibleToast = nil
        toasts.hideToast(toast)
        // The next one shows before the handler runs, so a toast the handler shows queues behind it.
        if !toastQueue.isEmpty {
            let next = toastQueue.removeFirst()
            visibleToast = next
            toasts.showToast(next)
        }
        toast.dismissalHandler.take()?(reason)
    }

    private func reportToastFailure(_ error: NavigationError) -> NavigationResult {
        onNavigationFailure(error)
        return .failure(error)
    }
}

extension Optional {
    /// Returns the value and leaves `nil`: a handler that must run once.
    mutating func take() -> Wrapped? {
        defer { self = nil }
        return self
    }
}
