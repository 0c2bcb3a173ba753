// Toasts, through the toast queue (`Routing/State/ToastQueue.swift`). Toasts take no turn in the
// navigation queue: they cover nothing, so a navigation never waits for one.

extension Router {
    /// Shows `toast`, or queues it behind the one on screen (a `.high` toast goes first, and
    /// shows at once unless a high one is up).
    ///
    /// <!-- doc-test:
    /// let message = note
    /// -->
    /// ```swift
    /// router.showToast(Toast("Message archived", actionTitle: "Undo") { restore(message) })
    /// ```
    ///
    /// - Returns: a ticket whose outcome is ``NavigationOutcome/presented`` when the toast shows
    ///   (at once, or when its turn comes: ``NavigationTicket/State/waitingForPresentation(position:)``
    ///   until then), ``NavigationOutcome/dismissed`` if it was dismissed before it showed; or a
    ///   failure (``NavigationError/invalidToast(_:)``, a toast already shown or waiting, or a
    ///   renderer without ``ToastRendering``).
    @discardableResult
    public func showToast(_ toast: Toast, completion: ((NavigationResult) -> Void)? = nil) -> NavigationTicket {
        if let problem = problem(showing: toast) { return immediateRequest(completion, finishing: .failure(problem)) }
        let ticket = immediateRequest(completion, finishing: nil)
        perform(toasts.add(toast))
        if toasts.visible === toast {
            ticket.finish(.success(.presented))
        } else {
            toast.showRequest = ticket
            ticket.waitingPosition = { [unowned self, unowned toast] in
                toasts.position(of: toast).map { .waitingForPresentation(position: $0) }
            }
            scheduler.waitsElsewhere(ticket)
        }
        return ticket
    }

    /// Takes `toast` off screen or out of the queue; its dismissal handler hears `.app`.
    ///
    /// - Returns: a ticket whose outcome is ``NavigationOutcome/dismissed``, or
    ///   ``NavigationOutcome/nothingToDismiss`` for a toast neither shown nor waiting.
    @discardableResult
    public func dismissToast(_ toast: Toast, completion: ((NavigationResult) -> Void)? = nil) -> NavigationTicket {
        if toasts.removeWaiting(toast) {
            toast.showRequest.take()?.finish(.success(.dismissed))
            if let handler = toast.dismissalHandler.take() { scheduler.performingEffects { handler(.app) } }
            return immediateRequest(completion, finishing: .success(.dismissed))
        }
        guard toasts.visible === toast else {
            return immediateRequest(completion, finishing: .success(.nothingToDismiss))
        }
        endVisibleToast(reason: .app)
        return immediateRequest(completion, finishing: .success(.dismissed))
    }

    /// The toast on screen, if any.
    public var presentedToast: Toast? { toasts.visible }

    /// The toasts waiting, in the order they will show.
    public var queuedToasts: [Toast] { toasts.waiting }

    /// A renderer reports what the user (or the clock) did to the toast on screen.
    func handle(_ response: ToastResponse, for toast: Toast) -> ResponseOutcome {
        guard toasts.visible === toast else { return .stale }
        switch response {
        case .chooseAction:
            toast.action?()
            // The action may have dismissed it already.
            if toasts.visible === toast { endVisibleToast(reason: .user) }
        case .dismiss:
            endVisibleToast(reason: .user)
        case .timedOut:
            endVisibleToast(reason: .timedOut)
        }
        return .handled
    }

    private func problem(showing toast: Toast) -> NavigationError? {
        guard capabilities.toasts != nil else {
            return .unsupportedByRenderer(
                capability: "toasts (ToastRendering)", renderer: String(describing: type(of: renderer)))
        }
        do throws(NavigationError) {
            try toast.validate()
        } catch {
            return error
        }
        return toasts.contains(toast) ? .alreadyShown(toast.summary) : nil
    }

    private func endVisibleToast(reason: DismissalReason) {
        guard let toast = toasts.visible else { return }
        // The next one shows before the handler runs, so a toast the handler shows queues behind it.
        perform(toasts.endVisible())
        if let handler = toast.dismissalHandler.take() { scheduler.performingEffects { handler(reason) } }
    }

    /// Has the renderer show and hide toasts as the queue says; a toast that shows finishes the
    /// request that waited for it.
    private func perform(_ changes: [ToastQueue.Change]) {
        guard let renderer = capabilities.toasts else { return }
        for change in changes {
            switch change {
            case .hide(let toast): renderer.hideToast(toast)
            case .show(let toast):
                renderer.showToast(toast)
                toast.showRequest.take()?.finish(.success(.presented))
            }
        }
    }
}

extension Optional {
    /// Returns the value and leaves `nil`: a handler that must run once.
    mutating func take() -> Wrapped? {
        defer { self = nil }
        return self
    }
}
