// Telling views, lifecycle observers and dismissal handlers what happened to the views on screen.

extension Router {
    /// Calls `observer` after every lifecycle change of every view this router shows, after the
    /// view itself has heard of it (``View/viewLifecycleDidChange(_:renderer:)``).
    ///
    /// ```swift
    /// let id = router.observeLifecycle { event, view in print(event, view.content.summary) }
    /// ```
    @discardableResult
    public func observeLifecycle(_ observer: @escaping @MainActor (ViewLifecycleEvent, any View) -> Void)
        -> LifecycleObserverID
    {
        lastLifecycleObserverID += 1
        lifecycleObservers.append((lastLifecycleObserverID, observer))
        return LifecycleObserverID(rawValue: lastLifecycleObserverID)
    }

    /// Stops calling an observer registered with ``observeLifecycle(_:)``.
    ///
    /// ```swift
    /// router.removeLifecycleObserver(id)
    /// ```
    public func removeLifecycleObserver(_ id: LifecycleObserverID) {
        lifecycleObservers.removeAll { $0.id == id.rawValue }
    }

    func notify(_ event: ViewLifecycleEvent, _ view: any View) {
        view.viewLifecycleDidChange(event, renderer: renderer)
        guard !lifecycleObservers.isEmpty else { return }
        for entry in lifecycleObservers { entry.observer(event, view) }
    }

    /// `view` left the screen for good: `removed` to the view and observers, then its route's
    /// dismissal handler, once.
    func didRemove(_ view: any View, reason: DismissalReason) {
        notify(.removed, view)
        if !dismissalHandlers.isEmpty, let handler = dismissalHandlers.removeValue(forKey: ObjectIdentifier(view)) {
            handler(reason)
        }
    }
}
