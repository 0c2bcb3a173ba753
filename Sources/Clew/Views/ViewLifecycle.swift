/// A change in a view's life on screen, as the ``Router`` sees it.
///
/// The router tells each view through ``View/viewLifecycleDidChange(_:renderer:)`` and every
/// observer registered with ``Router/observeLifecycle(_:)``. Feature modules build on it: an image
/// screen starts following its download when it appears and stops when it is removed, without the
/// router knowing about images.
///
/// | what happened | events, in order |
/// | --- | --- |
/// | a screen is pushed | `disappeared` for the screen it covers, then `appeared` for the new one |
/// | the top screen is popped | `removed` for each screen that leaves (top first), then `reappeared` for the one revealed |
/// | the top screen is replaced | `removed` for the old one, then `appeared` for the new one |
/// | a dialog, sheet or popover opens / closes | `appeared` / `removed` for the presented view |
/// | a root transition | `removed` for what was presented and for each screen (top first), then `appeared` for the new root |
/// | an updating route updates the top screen | nothing: it stays on screen |
///
/// ```swift
/// router.observeLifecycle { event, view in
///     if event == .reappeared, let notes = view as? NotesScreen { notes.reload() }
/// }
/// ```
public enum ViewLifecycleEvent: Hashable, Sendable, CustomStringConvertible {
    /// The view is on screen for the first time: pushed, presented, or swapped in by a replace.
    case appeared
    /// The screen is visible again because the screens above it were popped.
    case reappeared
    /// The screen is still on the navigation stack but covered by a newly pushed screen.
    case disappeared
    /// The view left for good: popped, replaced, or its presentation closed.
    case removed

    public var description: String {
        switch self {
        case .appeared: "appeared"
        case .reappeared: "reappeared"
        case .disappeared: "disappeared"
        case .removed: "removed"
        }
    }
}

/// Identifies an observer registered with ``Router/observeLifecycle(_:)``.
///
/// ```swift
/// let id = router.observeLifecycle { event, view in print(event, view.content.summary) }
/// router.removeLifecycleObserver(id)
/// ```
public struct LifecycleObserverID: Hashable, Sendable {
    let rawValue: Int
}

extension View {
    /// By default a view can be shown by any renderer that has the capability its transition needs.
    public func validate(for renderer: any Renderer) throws(NavigationError) {}

    /// By default a view ignores its lifecycle.
    public func viewLifecycleDidChange(_ event: ViewLifecycleEvent, renderer: any Renderer) {}
}
