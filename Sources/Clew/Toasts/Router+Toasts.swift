// Toasts, through the toast queue (`Routing/State/ToastQueue.swift`). Showing and dismissing a toast
// take a turn like any navigation (a handler or observer that shows one mid-operation sees it shown
// after that operation's effects); a toast waiting behind the one on screen gives the turn up, as a
// presentation waiting behind another does, so a navigation never waits for a toast. A toast covers
// nothing, so it does not wait for a change still moving on screen either (only for the turns before it).

extension Router {
    /// Shows `toast`, or queues it behind the one on screen (a `.high` toast goes first, and
    /// shows at once unless a high one is up). It takes a turn like any navigation: asked from a
    /// dismissal handler or an observer, it shows after the operation that called them has ended.
    /// (It covers nothing: a change still sliding on screen does not hold it back.)
    ///
    /// <!-- doc-test:
    /// let message = note
    /// -->
    /// ```swift
    /// router.showToast(Toast("Message archived", actionTitle: "Undo") { restore(message) })
    /// ```
    ///
    /// - Returns: a ticket whose outcome is ``NavigationOutcome/presented`` when the toast shows
    ///   (in its turn, or when the ones before it have gone:
    ///   ``NavigationTicket/State/waitingForPresentation(position:)`` until then), ``NavigationOutcome/dismissed`` if it was dismissed before it showed; or a
    ///   failure (``NavigationError/invalidToast(_:)``, a toast already shown or waiting, or a
    ///   renderer without ``ToastRendering``).
    @discardableResult
    public func showToast(_ toast: Toast, completion: ((NavigationResult) -> Void)? = nil) -> NavigationTicket {
        request(completion, waitsForMotion: false) { [unowned self] ticket in
            // Checked in its turn, against the queue as it is then.
            if let problem = problem(showing: toast) { return ticket.finish(.failure(problem)) }
            perform(toasts.add(toast))
            if toasts.visible === toast { return ticket.finish(.success(.presented)) }
            // Behind the one on screen: the request gives up its turn and finishes when the toast shows.
            toast.showRequest = ticket
            scheduler.parkRunningNavigation { [unowned self, unowned toast] in
                toasts.position(of: toast).map { .waitingForPresentation(position: $0) }
            }
        }
    }

    /// Takes `toast` off screen or out of the queue, in a turn of its own; its dismissal handler hears `.app`.
    ///
    /// <!-- doc-test:
    /// let toast = Toast("Message archived")
    /// -->
    /// ```swift
    /// router.dismissToast(toast)
    /// ```
    ///
    /// - Returns: a ticket whose outcome is ``NavigationOutcome/dismissed``, or
    ///   ``NavigationOutcome/nothingToDismiss`` for a toast neither shown nor waiting.
    @discardableResult
    public func dismissToast(_ toast: Toast, completion: ((NavigationResult) -> Void)? = nil) -> NavigationTicket {
        request(completion, waitsForMotion: false) { [unowned self] ticket in
            if toasts.removeWaiting(toast) {
                toast.showRequest.take()?.finish(.success(.dismissed))
                if let handler = toast.dismissalHandler.take() { scheduler.performingEffects { handler(.app) } }
                return ticket.finish(.success(.dismissed))
            }
            guard toasts.visible === toast else { return ticket.finish(.success(.nothingToDismiss)) }
            endVisibleToast(reason: .app)
            ticket.finish(.success(.dismissed))
        }
    }

    /// The toast on screen, if any.
    public var presentedToast: Toast? { toasts.visible }

    /// The toasts waiting, in the order they will show.
    public var queuedToasts: [Toast] { toasts.waiting }

    /// A renderer reports what the user (or the clock) did to the toast on screen.
    func handle(_ response: ToastResponse, for toast: Toast) -> ResponseOutcome {
        guard toasts.visible === toast else { return .stale }
        let reason: DismissalReason
        switch response {
        case .chooseAction:
            // The action runs before anything changes, as an alert's: what it asks for is a request
            // like any other.
            toast.action?()
            reason = .user
        case .dismiss: reason = .user
        case .timedOut: reason = .timedOut
        }
        // The close is applied as an alert's is: what its handler asks for starts once it is done.
        // (The action may have dismissed the toast already.)
        scheduler.holding { if toasts.visible === toast { endVisibleToast(reason: reason) } }
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
