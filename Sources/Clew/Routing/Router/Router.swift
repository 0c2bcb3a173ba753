/// Performs routes: builds their views and tells the renderer what to show.
///
/// The router owns the rules a user can rely on, whatever the renderer:
/// - one navigation at a time: while a change is still moving on screen (a ``TransitionReporting``
///   renderer), the next request waits its turn, first in first out;
/// - one presentation at a time: a second one waits until the first closes, nothing is dropped;
/// - a view that fails to build, or a popover whose anchor is gone, shows nothing and is reported;
/// - dismissing or popping with nothing to close is a reported no-op (``NavigationOutcome/isNoOp``);
/// - every view shown by a route with ``Route/onDismissal(_:)`` reports its going exactly once.
///
/// Every entry point returns a ``NavigationTicket`` and takes a completion. The outcome is heard
/// one way: the completion, or its `async` form `await ticket.outcome`; the ticket's `state` says
/// only where the request waits. A failure with no completion goes to ``onNavigationFailure``.
///
/// ```swift
/// let router = Router(renderer: renderer)
/// router.navigate(to: HomeBuilder().pushRoute(), with: homeDeps)
/// router.navigate(to: AlertBuilder().presentRoute(), with: alert) { result in
///     if case .failure(let error) = result { print(error) }
/// }
/// let outcome = await router.navigate(to: ProfileBuilder().pushRoute(), with: profile).outcome  // performed
/// ```
///
/// Inside, it is four parts you can read alone: the state (`Routing/State`: stacks, window layout,
/// presentation and toast queues, plain values), the scheduler (`Routing/Scheduler`: whose turn it
/// is), the transitions applied to both (`Router+Applying.swift`), and the renderer it drives.
/// Each change is checked whole, committed to the state, then followed by its effects: the
/// renderer's call, lifecycle events, dismissal handlers, and last the completion. What an effect
/// (an observer, a dismissal handler) asks for takes the next turn, ahead of what waits:
///
/// <!-- doc-test:
/// struct ChatBuilder: ViewBuilder { func build(with name: String) -> PageScreen { PageScreen(name) } }
/// struct FeedbackBuilder: ViewBuilder { func build(with context: Void) -> PageScreen { PageScreen("Feedback") } }
/// let chat = "Ada"
/// -->
/// ```swift
/// router.navigate(to: ChatBuilder().pushRoute().onDismissal { _ in
///     router.navigate(to: FeedbackBuilder().pushRoute())   // pushed after the pop has ended
/// }, with: chat)
/// ```
@MainActor
public final class Router {
    /// The renderer this router drives.
    public let renderer: any Renderer
    /// The renderer's capabilities, cast once: a dynamic cast per navigation is measurable.
    let capabilities: RendererCapabilities
    // The state below is plain values, on the main actor, each written in one place: the three
    // the router changes most are changed only through `changeScreens`, `changePresentations` and
    // `changeObservers`, which move the value out, change it and move it back, so that no access
    // to the stored property spans a call. Debug builds, and so the tests, check exclusivity on
    // every access; in a release build the optimizer proves that no access can overlap another
    // and drops the checks (README, "How the router works").

    /// The window's screens: one stack, tabs, or a split view; each stack indexes its own screens.
    private(set) var screens = WindowScreens()
    /// The presentation on top and the ones waiting for it.
    private(set) var presentations = PresentationQueue()
    /// The toast on screen and the ones waiting.
    var toasts = ToastQueue()
    /// One navigation at a time.
    @usableFromInline let scheduler: NavigationScheduler
    /// How this router's navigators reach it (made with it, tied to it once it exists).
    let link = RouterLink()
    /// Lifecycle observers, and the ``Route/onDismissal(_:)`` handlers of the views on screen.
    private(set) var observers = LifecycleObservers()
    /// Whether the route being performed has queued its presentation behind the one on top.
    var parkedInThisStep = false

    /// Changes the window's screens: the one writer of ``screens``. `change` changes the value it
    /// is given and calls nothing outside (the router's state reads as empty while it runs).
    func changeScreens<Result>(_ change: (inout WindowScreens) -> Result) -> Result {
        var changed = moveOut(&screens, leaving: WindowScreens())
        defer { screens = changed }
        return change(&changed)
    }

    /// Changes the presentation queue: the one writer of ``presentations``, as ``changeScreens(_:)``.
    func changePresentations<Result>(_ change: (inout PresentationQueue) -> Result) -> Result {
        var changed = moveOut(&presentations, leaving: PresentationQueue())
        defer { presentations = changed }
        return change(&changed)
    }

    /// Changes the observers and handlers: the one writer of ``observers``, as ``changeScreens(_:)``.
    func changeObservers<Result>(_ change: (inout LifecycleObservers) -> Result) -> Result {
        var changed = moveOut(&observers, leaving: LifecycleObservers())
        defer { observers = changed }
        return change(&changed)
    }

    /// A router over `renderer`; it makes itself the renderer's responder.
    public init(renderer: some Renderer) {
        self.renderer = renderer
        let capabilities = RendererCapabilities(renderer)
        self.capabilities = capabilities
        scheduler = NavigationScheduler(
            motion: capabilities.transitions,
            onUnreportedFailure: { error in StandardError.write("Clew: navigation failed: \(error)\n") })
        renderer.responder = self
        link.attach(self)
    }

    /// Requests still waiting finish with ``NavigationError/routerReleased``: a kept ticket reads
    /// it and `await ticket.outcome` returns it, instead of waiting for ever.
    isolated deinit {
        link.detach()
        scheduler.abandon()
    }

    /// Called with every failure whose request passed no completion. By default it prints the
    /// error to standard error, so no failure passes silently.
    public var onNavigationFailure: (NavigationError) -> Void {
        get { scheduler.onUnreportedFailure }
        set { scheduler.onUnreportedFailure = newValue }
    }

    /// The window's layout, read only: ``WindowScreens`` is its one writer.
    var layout: WindowLayout { screens.layout }

    /// The screens on the navigation stack, root first (the selected tab's, or the content pane's).
    public var navigationStack: [any Screen] { layout.current.screens }

    /// The view presented on top (a dialog or popover), if any.
    public var presentedView: (any View)? { presentations.active?.view }

    /// How many presentations wait for the current one to close.
    public var pendingPresentationCount: Int { presentations.waitingCount }

    /// How many requests wait for the running one, or for a change still moving on screen.
    public var scheduledNavigationCount: Int { scheduler.waitingCount }

    /// What the user sees on top: the presented view, else the top screen.
    ///
    /// Found through the window's containers, as Ariadne's view finder does: the selected tab's
    /// top screen, and in a split view collapsed to its sidebar, the sidebar.
    public var visibleView: (any View)? {
        if let presentedView { return presentedView }
        if let sidebar = layout.sidebar, capabilities.splitView?.isShowingSidebarOnly == true { return sidebar }
        return layout.current.top
    }

    /// Whether every requested navigation has been performed and nothing is moving on screen.
    /// (Presentations waiting for the user to close the one on top do not count.)
    public var isSettled: Bool { scheduler.isSettled }

    /// Performs `route` with `context`: builds its view and performs its transition, or, for a
    /// chained or updating route, its steps.
    ///
    /// - Parameter completion: called once with the final outcome or the error: when the
    ///   navigation has been performed, after whatever it waited for (a change still moving on
    ///   screen, the presentation on top). This, or its `async` form `await ticket.outcome`, is
    ///   the way to hear the outcome.
    /// - Returns: the request's ticket: its ``NavigationTicket/state`` says where the request waits.
    ///
    /// ```swift
    /// router.navigate(to: ProfileBuilder().pushRoute(), with: "Ada") { result in
    ///     if case .failure(let error) = result { print(error) }
    /// }
    /// ```
    @inlinable @discardableResult
    public func navigate<R: Routable>(
        to route: R, with context: R.Context, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationTicket {
        // Inlinable, so that the app's build specializes it, the route's `perform` and the router's
        // generic part of it (`perform(_:with:later:)`) for the route's own types: unspecialized,
        // each step through a witness table cost more than the rest of the router's work.
        let ticket = NavigationTicket(scheduler: scheduler, completion: completion)
        // The common case runs at once and needs no closure kept for later (the round-trip benchmark).
        if scheduler.mustWait {
            scheduler.enqueue(ticket) { [unowned self] ticket in
                route.perform(with: context, on: self, completion: ticket.finish)
            }
        } else {
            scheduler.runNow(ticket) { ticket in route.perform(with: context, on: self, completion: ticket.finish) }
        }
        return ticket
    }

    /// Performs a route that needs no context: pops, dismissals, and builders whose context is `Void`.
    ///
    /// ```swift
    /// router.navigate(to: router.popToRootRoute())
    /// ```
    @discardableResult
    public func navigate<R: Routable>(to route: R, completion: ((NavigationResult) -> Void)? = nil)
        -> NavigationTicket where R.Context == Void
    {
        navigate(to: route, with: (), completion: completion)
    }

    /// Returns when every requested navigation has been performed and nothing moves on screen
    /// (``isSettled``). Tests use it instead of sleeping.
    ///
    /// ```swift
    /// let result = await router.navigate(to: ProfileBuilder().pushRoute(), with: "Ada").outcome
    /// await router.waitUntilSettled()   // and no longer slides
    /// ```
    public func waitUntilSettled() async {
        await scheduler.waitUntilSettled()
    }

    /// The one way every entry point takes its turn: a ticket, run now or queued; `start` performs
    /// the request in its turn and ends with `ticket.finish`. `waitsForMotion` false: a request
    /// that covers nothing (a toast) waits for the turns before it, not for the renderer's motion.
    func request(
        _ completion: ((NavigationResult) -> Void)?, waitsForMotion: Bool = true,
        _ start: @escaping @MainActor (NavigationTicket) -> Void
    ) -> NavigationTicket {
        let ticket = NavigationTicket(scheduler: scheduler, completion: completion)
        scheduler.submit(ticket, waitsForMotion: waitsForMotion, start)
        return ticket
    }

    /// A request that takes no turn (a toast, or a link that failed before its turn): finished
    /// at once with `result`, or later by whoever keeps it; reported as any other.
    func immediateRequest(
        _ completion: ((NavigationResult) -> Void)?, finishing result: NavigationResult?
    ) -> NavigationTicket {
        let ticket = NavigationTicket(scheduler: scheduler, completion: completion)
        if let result { ticket.finish(result) }
        return ticket
    }
}

/// The renderer's capabilities, cast once.
@MainActor
struct RendererCapabilities {
    let modals: (any ModalRendering)?
    let popovers: (any PopoverRendering)?
    let stack: (any NavigationStackRendering)?
    let transitions: (any TransitionReporting)?
    let tabs: (any TabRendering)?
    let splitView: (any SplitViewRendering)?
    let toasts: (any ToastRendering)?

    init(_ renderer: any Renderer) {
        modals = renderer as? any ModalRendering
        popovers = renderer as? any PopoverRendering
        stack = renderer as? any NavigationStackRendering
        transitions = renderer as? any TransitionReporting
        tabs = renderer as? any TabRendering
        splitView = renderer as? any SplitViewRendering
        toasts = renderer as? any ToastRendering
    }
}
