// Telling views, lifecycle observers and dismissal handlers what happened to the views on screen.

/// Who hears of the views' lifecycle: observers, and each view's dismissal handler (once).
@MainActor
struct LifecycleObservers {
    var observers: [(id: Int, observer: @MainActor (ViewLifecycleEvent, any View) -> Void)] = []
    var lastID = 0
    /// The ``Route/onDismissal(_:)`` handlers of the views on screen, called and dropped once.
    var dismissalHandlers: [ObjectIdentifier: @MainActor (DismissalReason) -> Void] = [:]
    /// The effects of the operation being committed as one (``Router/asOneOperation(_:)``), performed
    /// once it is whole; nil when no such operation runs (each step's effects run at its end). Kept
    /// here, read with the observers, so that the check costs no access of its own.
    var held: [HeldEffect]?
}

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
        let id = changeObservers {
            $0.lastID += 1
            $0.observers.append(($0.lastID, observer))
            return $0.lastID
        }
        return LifecycleObserverID(rawValue: id)
    }

    /// Stops calling an observer registered with ``observeLifecycle(_:)``.
    ///
    /// <!-- doc-test:
    /// let id = router.observeLifecycle { _, _ in }
    /// -->
    /// ```swift
    /// router.removeLifecycleObserver(id)
    /// ```
    public func removeLifecycleObserver(_ id: LifecycleObserverID) {
        // The removed observer is released after the change: what its captures' deinit does
        // (remove another observer) then cannot overlap it.
        let before = observers.observers
        changeObservers { $0.observers.removeAll { $0.id == id.rawValue } }
        withExtendedLifetime(before) {}
    }

    /// Forgets `view`'s dismissal handler without calling it, releasing it after the change (its
    /// captures' deinit may touch the router).
    func dropDismissalHandler(of view: any View) {
        guard !observers.dismissalHandlers.isEmpty else { return }
        let dropped = changeObservers { $0.dismissalHandlers.removeValue(forKey: ObjectIdentifier(view)) }
        withExtendedLifetime(dropped) {}
    }

    /// Tells `view`, then every observer, of `event`: effects, called once the change is
    /// committed; what they request takes a turn of its own, after this one.
    /// Inside an operation committed as one (``asOneOperation(_:)``), held until it is whole.
    func notify(_ event: ViewLifecycleEvent, _ view: any View) {
        if observers.held != nil { return changeObservers { $0.held!.append(.lifecycle(event, view)) } }
        scheduler.performingEffects { tell(event, view) }
    }

    /// Tells `view`, then every observer, of `event`; the caller is inside `performingEffects`.
    func tell(_ event: ViewLifecycleEvent, _ view: any View) {
        view.viewLifecycleDidChange(event, renderer: renderer)
        guard !observers.observers.isEmpty else { return }
        for entry in observers.observers { entry.observer(event, view) }
    }

    /// `view` left the screen for good: `removed` to the view and observers, then its route's
    /// dismissal handler, once. The handler is taken before anyone hears of the removal: it
    /// belongs to the showing that ends here, not to a later one.
    func didRemove(_ view: any View, reason: DismissalReason) {
        let handler =
            observers.dismissalHandlers.isEmpty
            ? nil : changeObservers { $0.dismissalHandlers.removeValue(forKey: ObjectIdentifier(view)) }
        notify(.removed, view)
        guard let handler else { return }
        if observers.held != nil { return changeObservers { $0.held!.append(.dismissal(handler, reason)) } }
        scheduler.performingEffects { handler(reason) }
    }
}
