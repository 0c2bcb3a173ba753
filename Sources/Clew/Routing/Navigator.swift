/// The router's operations, as a ``ViewTransition`` uses them. Each keeps the router's rules and
/// returns a typed result; none crashes on bad input.
///
/// A navigator is made for one `perform`. It does not keep its router alive: one kept past its
/// router's end answers ``NavigationError/routerReleased`` (and reads as an empty screen), never
/// crashes. (It reaches the router through the router's link, `RouterLink`: with no weak load while
/// the route performs, weakly after.)
@MainActor
public struct Navigator {
    private let link: RouterLink
    /// Whom a presentation that has to wait behind the one on top tells when it appears.
    private let later: @MainActor (NavigationResult) -> Void

    init(link: RouterLink, later: @escaping @MainActor (NavigationResult) -> Void) {
        self.link = link
        self.later = later
    }

    /// The renderer, for a transition that needs a capability of its own (see ``CustomPresentationStyle``).
    public var renderer: any Renderer { link.withRouter(else: ReleasedRenderer()) { $0.renderer } }
    /// The screens on the navigation stack, root first.
    public var navigationStack: [any Screen] { link.withRouter(else: []) { $0.navigationStack } }
    /// The view presented on top, if any.
    public var presentedView: (any View)? { link.withRouter(else: nil) { $0.presentedView } }
    /// The presented view, else the top screen.
    public var visibleView: (any View)? { link.withRouter(else: nil) { $0.visibleView } }

    /// Presents `view` in `style`: ``NavigationOutcome/presented``. When another presentation is
    /// on top, `view` waits behind it and the route's navigation waits with it
    /// (``NavigationTicket/State/waitingForPresentation(position:)``): the router reports the
    /// route's outcome when the view appears, and ignores what the transition returns now. A
    /// transition presents at most one view.
    public func present(_ view: any View, style: PresentationStyle, animated: Bool) -> NavigationResult {
        link.withRouter(else: .failure(.routerReleased)) { router in
            router.present(view, style: style, animated: animated, later: later)
        }
    }

    /// Makes `view` the split view's detail: the content pane's only screen, brought forward.
    public func showDetail(_ view: any View, animated: Bool) -> NavigationResult {
        link.withRouter(else: .failure(.routerReleased)) { router in router.showDetail(view, animated: animated) }
    }

    /// Selects the tab `id` (a window with tabs, ``Router/setTabs(_:selected:)``).
    public func selectTab(_ id: String) -> NavigationResult {
        link.withRouter(else: .failure(.routerReleased)) { router in router.performSelectTab(id) }
    }

    /// Closes the presentation on top (by the app); ``NavigationOutcome/nothingToDismiss`` if none.
    public func dismiss() -> NavigationResult {
        link.withRouter(else: .failure(.routerReleased)) { router in router.dismissTop(reason: .app) }
    }

    /// Pushes `view`, which must be a ``Screen``; the first screen becomes the root.
    public func push(_ view: any View, animated: Bool) -> NavigationResult {
        link.withRouter(else: .failure(.routerReleased)) { router in router.push(view, animated: animated) }
    }

    /// Pops the top screen; ``NavigationOutcome/nothingToPop`` at the root.
    public func pop(animated: Bool) -> NavigationResult {
        link.withRouter(else: .failure(.routerReleased)) { router in
            router.popTop(keepingToRoot: false, animated: animated, reason: .app)
        }
    }

    /// Pops every screen above the root.
    public func popToRoot(animated: Bool) -> NavigationResult {
        link.withRouter(else: .failure(.routerReleased)) { router in
            router.popTop(keepingToRoot: true, animated: animated, reason: .app)
        }
    }

    /// Puts `view` on the stack in place of the screens `behaviour` names (the top one, all, or
    /// those a rule does not keep); their dismissal reason is ``DismissalReason/replaced``.
    public func replace(with view: any View, _ behaviour: ReplaceBehaviour, animated: Bool) -> NavigationResult {
        link.withRouter(else: .failure(.routerReleased)) { router in
            router.replace(with: view, behaviour, animated: animated)
        }
    }

    /// Makes `view` the whole content of the window: the presentation on top closes, every screen
    /// goes, `view` is the only one left (one ``RenderEvent/rootReplaced(with:)`` event; GTK
    /// crossfades). Their dismissal reason is ``DismissalReason/replaced``.
    public func replaceRoot(with view: any View, animated: Bool) -> NavigationResult {
        link.withRouter(else: .failure(.routerReleased)) { router in router.replaceRoot(with: view, animated: animated)
        }
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
