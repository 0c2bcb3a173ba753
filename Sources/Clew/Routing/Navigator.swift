/// The router's operations, as a ``ViewTransition`` uses them. Each keeps the router's rules and
/// returns a typed result; none crashes on bad input.
///
/// A navigator is made for one `perform`. It holds its router weakly: one kept past its router's
/// end answers ``NavigationError/routerReleased`` (and reads as an empty screen), never crashes.
@MainActor
public struct Navigator {
    private weak var router: Router?
    /// Whom a presentation that has to wait behind the one on top tells when it appears.
    private let later: @MainActor (NavigationResult) -> Void

    init(router: Router, later: @escaping @MainActor (NavigationResult) -> Void) {
        self.router = router
        self.later = later
    }

    /// The renderer, for a transition that needs a capability of its own (see ``CustomPresentationStyle``).
    public var renderer: any Renderer { router?.renderer ?? ReleasedRenderer() }
    /// The screens on the navigation stack, root first.
    public var navigationStack: [any Screen] { router?.navigationStack ?? [] }
    /// The view presented on top, if any.
    public var presentedView: (any View)? { router?.presentedView }
    /// The presented view, else the top screen.
    public var visibleView: (any View)? { router?.visibleView }

    /// Presents `view` in `style`: ``NavigationOutcome/presented``. When another presentation is
    /// on top, `view` waits behind it and the route's navigation waits with it
    /// (``NavigationTicket/State/waitingForPresentation(position:)``): the router reports the
    /// route's outcome when the view appears, and ignores what the transition returns now. A
    /// transition presents at most one view.
    public func present(_ view: any View, style: PresentationStyle, animated: Bool) -> NavigationResult {
        guard let router else { return .failure(.routerReleased) }
        return router.present(view, style: style, animated: animated, later: later)
    }

    /// Makes `view` the split view's detail: the content pane's only screen, brought forward.
    public func showDetail(_ view: any View, animated: Bool) -> NavigationResult {
        guard let router else { return .failure(.routerReleased) }
        return router.showDetail(view, animated: animated)
    }

    /// Selects the tab `id` (a window with tabs, ``Router/setTabs(_:selected:)``).
    public func selectTab(_ id: String) -> NavigationResult {
        guard let router else { return .failure(.routerReleased) }
        return router.performSelectTab(id)
    }

    /// Closes the presentation on top (by the app); ``NavigationOutcome/nothingToDismiss`` if none.
    public func dismiss() -> NavigationResult {
        guard let router else { return .failure(.routerReleased) }
        return router.dismissTop(reason: .app)
    }

    /// Pushes `view`, which must be a ``Screen``; the first screen becomes the root.
    public func push(_ view: any View, animated: Bool) -> NavigationResult {
        guard let router else { return .failure(.routerReleased) }
        return router.push(view, animated: animated)
    }

    /// Pops the top screen; ``NavigationOutcome/nothingToPop`` at the root.
    public func pop(animated: Bool) -> NavigationResult {
        guard let router else { return .failure(.routerReleased) }
        return router.popTop(keepingToRoot: false, animated: animated, reason: .app)
    }

    /// Pops every screen above the root.
    public func popToRoot(animated: Bool) -> NavigationResult {
        guard let router else { return .failure(.routerReleased) }
        return router.popTop(keepingToRoot: true, animated: animated, reason: .app)
    }

    /// Puts `view` on the stack in place of the screens `behaviour` names (the top one, all, or
    /// those a rule does not keep); their dismissal reason is ``DismissalReason/replaced``.
    public func replace(with view: any View, _ behaviour: ReplaceBehaviour, animated: Bool) -> NavigationResult {
        guard let router else { return .failure(.routerReleased) }
        return router.replace(with: view, behaviour, animated: animated)
    }

    /// Makes `view` the whole content of the window: the presentation on top closes, every screen
    /// goes, `view` is the only one left (one ``RenderEvent/rootReplaced(with:)`` event; GTK
    /// crossfades). Their dismissal reason is ``DismissalReason/replaced``.
    public func replaceRoot(with view: any View, animated: Bool) -> NavigationResult {
        guard let router else { return .failure(.routerReleased) }
        return router.replaceRoot(with: view, animated: animated)
    }

    /// The typed error for a transition whose renderer lacks `capability`, named as in
    /// “toasts (ToastRendering)”.
    public func unsupported(_ capability: String) -> NavigationResult {
        .failure(.unsupportedByRenderer(capability: capability, renderer: String(describing: type(of: renderer))))
    }
}

/// Which screens a replace route takes the place of (Ariadne's `replace(.replaceAll / .custom)`).
@MainActor
public enum ReplaceBehaviour {
    /// The top screen (the default).
    case replaceLast
    /// Every screen: the new one is the only one left.
    case replaceAll
    /// Every screen that `keep` does not keep; the kept ones stay in order, the new one goes on top.
    case custom(keep: @MainActor (any Screen) -> Bool)
}

/// What a kept ``Navigator`` reports as its renderer once its router is gone: one with no
/// capability, so a transition that asks for one gets ``NavigationError/unsupportedByRenderer(capability:renderer:)``.
@MainActor
final class ReleasedRenderer: Renderer {
    weak var responder: (any RendererResponder)?
}
