/// Performs routes: builds their views and tells the renderer what to show.
///
/// The router owns the rules a user can rely on, whatever the renderer:
/// - one navigation at a time: while a change is still moving on screen (a ``TransitionReporting``
///   renderer), the next `navigate`, `setStack` or `popTo` waits its turn, first in first out;
/// - one presentation at a time: a second one waits until the first closes, nothing is dropped;
/// - a view that fails to build, or a popover whose anchor is gone, shows nothing and is reported;
/// - dismissing or popping with nothing to close is a reported no-op (``NavigationOutcome/isNoOp``);
/// - every view shown by a route with ``Route/onDismissal(_:)`` reports its going exactly once.
///
/// ```swift
/// let router = Router(renderer: renderer)
/// router.navigate(to: HomeBuilder().pushRoute(), with: homeDeps)
/// router.navigate(to: AlertBuilder().presentRoute(), with: alert) { result in
///     if case .failure(let error) = result { print(error) }
/// }
/// let outcome = await router.navigateAndWait(to: ProfileBuilder().pushRoute(), with: profile)  // on screen now
/// ```
@MainActor
public final class Router {
    /// The renderer this router drives.
    public let renderer: any Renderer

    /// The screens on the navigation stack, root first.
    public internal(set) var navigationStack: [any Screen] = []

    /// Called with every failure whose `navigate` call passed no completion. By default it prints
    /// the error to standard error, so no failure passes silently.
    public var onNavigationFailure: (NavigationError) -> Void = { error in
        StandardError.write("Clew: navigation failed: \(error)\n")
    }

    // The renderer's capabilities, cast once: a dynamic cast per navigation is measurable.
    let modals: (any ModalRendering)?
    let popovers: (any PopoverRendering)?
    let stack: (any NavigationStackRendering)?
    let transitions: (any TransitionReporting)?

    var lifecycleObservers: [(id: Int, observer: @MainActor (ViewLifecycleEvent, any View) -> Void)] = []
    var lastLifecycleObserverID = 0
    /// The ``Route/onDismissal(_:)`` handlers of the views on screen, called and dropped once.
    var dismissalHandlers: [ObjectIdentifier: @MainActor (DismissalReason) -> Void] = [:]

    /// The presentation on top, and the ones waiting for it to close.
    var active: Presentation?
    var presentationQueue = FIFOQueue<QueuedPresentation>()
    /// Every view on the stack, presented or waiting, so `alreadyShown` is checked in O(1), whatever the depth.
    var shownViews: Set<ObjectIdentifier> = []
    var lastPresentationNumber = 0

    /// The navigation whose turn it is (until it completes, or parks behind a presentation), and
    /// the ones waiting for it or for the renderer's transition.
    var running: NavigationTicket?
    var waitingNavigations = FIFOQueue<WaitingNavigation>()
    /// Steps of the running navigation (a chain's next route) waiting for the transition to end.
    var afterTransition: [@MainActor () -> Void] = []
    /// `navigateAndWait` and `waitUntilSettled` callers waiting for the screen to stop moving.
    var settleWaiters: [CheckedContinuation<Void, Never>] = []
    var isRunningWaitingNavigations = false
    /// Whether the route being performed has queued its presentation behind the one on top.
    var parkedInThisStep = false
    /// Holds the turn of a `navigate` that runs at once; see `navigate(to:with:completion:)`.
    lazy var immediateTurn = NavigationTicket(router: self, completion: nil)
    /// The navigation whose code is running now, and how many are nested in it: what is
    /// navigated inside a navigation's turn is part of it, not queued behind it.
    var performing: NavigationTicket?
    var turnDepth = 0
    /// The tabs, the stacks of the tabs not selected, and which is (`Router+Tabs`).
    var tabItems: [TabItem] = []
    var tabStacks: [[any Screen]] = []
    var selectedTabIndex: Int?
    /// The split view's sidebar (`SplitView.swift`).
    var sidebarScreen: (any Screen)?
    /// The toast on screen, and the ones waiting for it (`Router+Toasts`).
    var visibleToast: Toast?
    var toastQueue: [Toast] = []

    /// A router over `renderer`; it makes itself the renderer's responder.
    public init(renderer: some Renderer) {
        self.renderer = renderer
        modals = renderer as? any ModalRendering
        popovers = renderer as? any PopoverRendering
        stack = renderer as? any NavigationStackRendering
        transitions = renderer as? any TransitionReporting
        renderer.responder = self
    }

    /// The view presented on top (a dialog or popover), if any.
    public var presentedView: (any View)? { active?.view }

    /// How many presentations wait for the current one to close.
    public var pendingPresentationCount: Int { presentationQueue.count }

    /// How many navigations wait for the running one, or for a change still moving on screen.
    public var scheduledNavigationCount: Int { waitingNavigations.count }

    /// What the user sees on top: the presented view, else the top screen.
    ///
    /// Found through the window's containers, as Ariadne's view finder does: the selected tab's
    /// top screen, and in a split view collapsed to its sidebar, the sidebar.
    public var visibleView: (any View)? {
        if let presentedView { return presentedView }
        if let sidebarScreen, (renderer as? any SplitViewRendering)?.isShowingSidebarOnly == true {
            return sidebarScreen
        }
        return navigationStack.last
    }

    /// Whether every requested navigation has been performed and nothing is moving on screen.
    /// (Presentations waiting for the user to close the one on top do not count.)
    public var isSettled: Bool {
        running == nil && waitingNavigations.isEmpty && afterTransition.isEmpty && transitions?.isTransitioning != true
    }

    /// Performs `route` with `context`: builds its view and performs its transition, or, for a
    /// chained or updating route, its steps.
    ///
    /// - Parameter completion: called once with the outcome or the error. For a navigation that has
    ///   to wait (behind a change still moving on screen, or a presentation behind another), it is
    ///   called when the navigation has been performed.
    /// - Returns: the same result, at once when the navigation could run at once; otherwise
    ///   ``NavigationOutcome/scheduled(position:)``, ``NavigationOutcome/queued(position:)`` or
    ///   ``NavigationOutcome/inProgress``, and the completion tells the rest.
    @discardableResult
    public func navigate<R: Routable>(
        to route: R, with context: R.Context, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationResult {
        performInTurn(route, with: context, completion: completion)
    }

    /// ``navigate(to:with:completion:)-(R,_,_)`` for Clew's own ``Route``: the same, with no ticket
    /// and no closure made when it runs at once (a measurable share of a navigation's cost).
    @discardableResult
    public func navigate<B: ViewBuilder, T: ViewTransition>(
        to route: Route<B, T>, with context: B.Context, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationResult {
        // Waiting, or inside another navigation's turn: as any route.
        guard turnDepth == 0, !isBusy else { return performInTurn(route, with: context, completion: completion) }
        // Its turn at once: the placeholder ticket holds the turn; a ticket is made only if the
        // presentation has to wait.
        running = immediateTurn
        performing = immediateTurn
        immediateTurn.provisional = nil
        turnDepth = 1
        let result = perform(route, with: context, later: .navigateCompletion(completion))
        turnDepth = 0
        performing = nil
        guard let result else {
            runWaitingNavigationsIfTheirTurn()
            return immediateTurn.provisional ?? .success(.inProgress)
        }
        end(immediateTurn, with: result, completion: completion)
        return result
    }

    /// Runs `route` now when nothing is ahead of it (or inside the turn it is navigated from),
    /// else queues it.
    private func performInTurn<R: Routable>(
        _ route: R, with context: R.Context, completion: ((NavigationResult) -> Void)?
    ) -> NavigationResult {
        // Running at once makes no closure to wait with.
        guard isBusy else {
            let ticket = NavigationTicket(router: self, completion: completion)
            run(ticket) { finish in route.perform(with: context, on: self, completion: finish) }
            return ticket.immediateResult
        }
        return schedule(completion: completion) { [unowned self] finish in
            route.perform(with: context, on: self, completion: finish)
        }
    }

    /// ``navigate(to:with:completion:)-(Route<B,T>,_,_)`` for a route that needs no context.
    @discardableResult
    public func navigate<B: ViewBuilder, T: ViewTransition>(
        to route: Route<B, T>, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationResult where B.Context == Void {
        navigate(to: route, with: (), completion: completion)
    }

    /// Performs a route that needs no context: pops, dismissals, and builders whose context is `Void`.
    ///
    /// ```swift
    /// router.navigate(to: router.popToRootRoute())
    /// ```
    @discardableResult
    public func navigate<R: Routable>(to route: R, completion: ((NavigationResult) -> Void)? = nil)
        -> NavigationResult where R.Context == Void
    {
        navigate(to: route, with: (), completion: completion)
    }

    /// Performs `route` and returns when its change is on screen: performed (after whatever it
    /// waited for) and no longer moving. Tests use it instead of sleeping.
    ///
    /// ```swift
    /// let result = await router.navigateAndWait(to: ProfileBuilder().pushRoute(), with: profile)
    /// #expect(result == .success(.pushed))
    /// ```
    @discardableResult
    public func navigateAndWait<R: Routable>(to route: R, with context: R.Context) async -> NavigationResult {
        let result = await withCheckedContinuation { continuation in
            navigate(to: route, with: context) { continuation.resume(returning: $0) }
        }
        await waitUntilTransitionEnds()
        return result
    }

    /// ``navigateAndWait(to:with:)`` for a route that needs no context.
    @discardableResult
    public func navigateAndWait<R: Routable>(to route: R) async -> NavigationResult where R.Context == Void {
        await navigateAndWait(to: route, with: ())
    }

    /// Returns when every requested navigation has been performed and nothing moves on screen
    /// (``isSettled``).
    public func waitUntilSettled() async {
        while !isSettled {
            await withCheckedContinuation { settleWaiters.append($0) }
        }
    }

    func report(_ result: NavigationResult, to completion: ((NavigationResult) -> Void)?) {
        if let completion {
            completion(result)
        } else if case .failure(let error) = result {
            onNavigationFailure(error)
        }
    }
}
