/// Performs routes: builds their views and tells the renderer what to show.
///
/// The router owns the rules a user can rely on, whatever the renderer:
/// - one presentation at a time: a second one waits its turn (first in, first out), nothing is dropped;
/// - a view that fails to build, or a popover whose anchor is gone, shows nothing and is reported;
/// - dismissing or popping with nothing to close is a reported no-op (``NavigationOutcome/isNoOp``).
///
/// ```swift
/// let router = Router(renderer: renderer)
/// router.navigate(to: HomeBuilder().pushRoute(), with: homeDeps)
/// router.navigate(to: AlertBuilder().presentRoute(), with: alert) { result in
///     if case .failure(let error) = result { print(error) }
/// }
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
    private let modals: (any ModalRendering)?
    private let popovers: (any PopoverRendering)?
    let stack: (any NavigationStackRendering)?
    private var lifecycleObservers: [(id: Int, observer: @MainActor (ViewLifecycleEvent, any View) -> Void)] = []
    private var lastLifecycleObserverID = 0

    private var active: Presentation?
    private var queue = PresentationQueue<QueuedPresentation>()
    /// Every view on the stack, presented or waiting, so `alreadyShown` is checked in O(1), whatever the depth.
    var shownViews: Set<ObjectIdentifier> = []
    private var lastPresentationNumber = 0

    /// A router over `renderer`; it makes itself the renderer's responder.
    public init(renderer: some Renderer) {
        self.renderer = renderer
        modals = renderer as? any ModalRendering
        popovers = renderer as? any PopoverRendering
        stack = renderer as? any NavigationStackRendering
        renderer.responder = self
    }

    /// The view presented on top (a dialog or popover), if any.
    public var presentedView: (any View)? { active?.view }

    /// How many presentations wait for the current one to close.
    public var pendingPresentationCount: Int { queue.count }

    /// What the user sees on top: the presented view, else the top screen.
    public var visibleView: (any View)? { presentedView ?? navigationStack.last }

    /// Builds the route's view from `context` and performs its transition.
    ///
    /// - Parameter completion: called once with the outcome or the error. For a presentation that has
    ///   to wait for another, it is called when the presentation actually appears (or fails then).
    /// - Returns: the same result, at once; a waiting presentation returns ``NavigationOutcome/queued(position:)``.
    @discardableResult
    public func navigate<B: ViewBuilder, T: ViewTransition>(
        to route: Route<B, T>,
        with context: B.Context,
        completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationResult {
        let result = perform(route, with: context, completion: completion)
        if case .success(.queued) = result {
            return result  // completion runs when the presentation reaches the front
        }
        report(result, to: completion)
        return result
    }

    /// Performs a route that needs no context: pops, dismissals, and builders whose context is `Void`.
    ///
    /// ```swift
    /// router.navigate(to: router.popToRootRoute())
    /// ```
    @discardableResult
    public func navigate<B: ViewBuilder, T: ViewTransition>(
        to route: Route<B, T>,
        completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationResult where B.Context == Void {
        navigate(to: route, with: (), completion: completion)
    }

    // MARK: Performing routes

    private func perform<B: ViewBuilder, T: ViewTransition>(
        _ route: Route<B, T>,
        with context: B.Context,
        completion: ((NavigationResult) -> Void)?
    ) -> NavigationResult {
        let transition = route.transition
        guard transition.operation.showsView else {
            return hide(route)
        }
        let view: B.ViewType
        do {
            view = try route.builder.build(with: context)
        } catch {
            return .failure(.buildFailed(builder: String(describing: B.self), underlying: error))
        }
        if isShown(view) {
            return .failure(.alreadyShown(view.content.summary))
        }
        route.prepareForShowTransition?(view, transition, visibleView)
        // Read the operation again: prepareForShowTransition may have changed the style (popovers).
        switch transition.operation {
        case .present(let style):
            return present(view, style: style, animated: transition.isAnimated, completion: completion)
        case .push:
            return push(view, animated: transition.isAnimated)
        case .replace:
            return replace(with: view, animated: transition.isAnimated)
        case .pop, .popToRoot, .dismiss:
            return hide(route)
        }
    }

    /// Whether `view` is on the stack, presented, or waiting to be presented.
    func isShown(_ view: any View) -> Bool {
        shownViews.contains(ObjectIdentifier(view))
    }

    private func hide<B: ViewBuilder, T: ViewTransition>(_ route: Route<B, T>) -> NavigationResult {
        let transition = route.transition
        switch transition.operation {
        case .dismiss:
            guard let presentation = active else { return .success(.nothingToDismiss) }
            route.prepareForHideTransition?(presentation.view, transition)
            close(presentation.id)
            return .success(.dismissed)
        case .pop, .popToRoot:
            guard navigationStack.count > 1, let stack else {
                return .success(.nothingToPop)
            }
            let popsToRoot: Bool
            if case .popToRoot = transition.operation { popsToRoot = true } else { popsToRoot = false }
            let keep = popsToRoot ? 1 : navigationStack.count - 1
            route.prepareForHideTransition?(navigationStack[navigationStack.count - 1], transition)
            return .success(.popped(count: pop(keeping: keep, on: stack, animated: transition.isAnimated)))
        case .present, .push, .replace:
            return .failure(.nothingToBuild)
        }
    }

    /// Pops every screen above the first `keep`, top first, and tells the revealed one; returns how
    /// many were popped. Costs what it pops, whatever the depth.
    func pop(keeping keep: Int, on stack: any NavigationStackRendering, animated: Bool, revealing: Bool = true) -> Int {
        guard keep >= 1, keep < navigationStack.count else { return 0 }
        let removed = Array(navigationStack[keep...].reversed())
        navigationStack.removeLast(removed.count)
        for screen in removed { shownViews.remove(ObjectIdentifier(screen)) }
        let revealed = navigationStack[navigationStack.count - 1]
        stack.popScreens(removed, revealing: revealed, animated: animated)
        for screen in removed { notify(.removed, screen) }
        if revealing { notify(.reappeared, revealed) }
        return removed.count
    }

    // MARK: Presentations

    private func present(
        _ view: any View,
        style: PresentationStyle,
        animated: Bool,
        completion: ((NavigationResult) -> Void)?
    ) -> NavigationResult {
        var style = style
        // An action sheet with no control to point at slides up from the bottom, as in UIKit.
        if case .dialog = style, case .alert(let alert) = view.content, alert.style == .actionSheet {
            style = .sheet
        }
        if let missing = missingCapability(for: style) {
            return .failure(
                .unsupportedByRenderer(capability: missing, renderer: String(describing: type(of: renderer))))
        }
        do {
            try view.validate(for: renderer)
        } catch {
            return .failure(error)
        }
        if case .popover(let configuration) = style {
            guard configuration.availableAnchor != nil else {
                return .failure(.anchorUnavailable(configuration.anchorDescription))
            }
            // From here the presentation keeps the anchor alive, queued or shown, until it closes.
            style = .popover(configuration.retainingAnchor())
        }
        lastPresentationNumber += 1
        let presentation = Presentation(
            id: PresentationID(rawValue: lastPresentationNumber), view: view, style: style, isAnimated: animated
        )
        shownViews.insert(ObjectIdentifier(view))
        guard active == nil else {
            queue.append(QueuedPresentation(presentation: presentation, completion: completion))
            return .success(.queued(position: queue.count))
        }
        return show(presentation)
    }

    private func missingCapability(for style: PresentationStyle) -> String? {
        switch style {
        case .dialog, .sheet: modals == nil ? "modal dialogs (ModalRendering)" : nil
        case .popover: popovers == nil ? "popovers (PopoverRendering)" : nil
        }
    }

    private func show(_ presentation: Presentation) -> NavigationResult {
        active = presentation
        let failure: NavigationError
        do {
            switch presentation.style {
            case .dialog, .sheet:
                try modals?.presentModal(presentation)
                notify(.appeared, presentation.view)
                return .success(.presented)
            case .popover(let configuration):
                if let anchor = configuration.availableAnchor {
                    try popovers?.presentPopover(presentation, configuration: configuration, anchor: anchor)
                    notify(.appeared, presentation.view)
                    return .success(.presented)
                }
                failure = .anchorUnavailable(configuration.anchorDescription)
            }
        } catch {
            failure = .rendererFailed(error)
        }
        active = nil
        shownViews.remove(ObjectIdentifier(presentation.view))
        return .failure(failure)
    }

    /// Closes the presentation `id` if it is still on top, then shows the next waiting one.
    private func close(_ id: PresentationID) {
        guard let presentation = active, presentation.id == id else { return }
        active = nil
        switch presentation.style {
        case .dialog, .sheet: modals?.dismissModal(presentation)
        case .popover: popovers?.dismissPopover(presentation)
        }
        shownViews.remove(ObjectIdentifier(presentation.view))
        notify(.removed, presentation.view)
        while active == nil, let next = queue.removeFirst() {
            report(show(next.presentation), to: next.completion)
        }
    }

    // MARK: Navigation stack

    func push(_ view: any View, animated: Bool, notifyingCovered: Bool = true) -> NavigationResult {
        guard let screen = view as? any Screen else { return .failure(.notAScreen(view.content.summary)) }
        guard let stack else { return .failure(missingNavigationStack) }
        do throws(NavigationError) {
            try screen.validate(for: renderer)
        } catch {
            return .failure(error)
        }
        do {
            try stack.pushScreen(screen, animated: animated)
        } catch {
            return .failure(.rendererFailed(error))
        }
        let covered = navigationStack.last
        navigationStack.append(screen)
        shownViews.insert(ObjectIdentifier(screen))
        if let covered, notifyingCovered { notify(.disappeared, covered) }
        notify(.appeared, screen)
        return .success(.pushed)
    }

    func replace(with view: any View, animated: Bool) -> NavigationResult {
        guard let old = navigationStack.last else { return push(view, animated: animated) }
        guard let screen = view as? any Screen else { return .failure(.notAScreen(view.content.summary)) }
        guard let stack else { return .failure(missingNavigationStack) }
        do throws(NavigationError) {
            try screen.validate(for: renderer)
        } catch {
            return .failure(error)
        }
        do {
            try stack.replaceScreen(old, with: screen, animated: animated)
        } catch {
            return .failure(.rendererFailed(error))
        }
        navigationStack[navigationStack.count - 1] = screen
        shownViews.remove(ObjectIdentifier(old))
        shownViews.insert(ObjectIdentifier(screen))
        notify(.removed, old)
        notify(.appeared, screen)
        return .success(.replaced)
    }

    var missingNavigationStack: NavigationError {
        .unsupportedByRenderer(
            capability: "a navigation stack (NavigationStackRendering)",
            renderer: String(describing: type(of: renderer)))
    }

    // MARK: Lifecycle

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

    private func notify(_ event: ViewLifecycleEvent, _ view: any View) {
        view.viewLifecycleDidChange(event, renderer: renderer)
        guard !lifecycleObservers.isEmpty else { return }
        for entry in lifecycleObservers { entry.observer(event, view) }
    }

    func report(_ result: NavigationResult, to completion: ((NavigationResult) -> Void)?) {
        if let completion {
            completion(result)
        } else if case .failure(let error) = result {
            onNavigationFailure(error)
        }
    }
}

/// A presentation waiting for the one on top to close.
@MainActor
private struct QueuedPresentation {
    let presentation: Presentation
    let completion: ((NavigationResult) -> Void)?
}

// MARK: - Hearing from the renderer

extension Router: RendererResponder {
    @discardableResult
    public func renderer(
        _ renderer: any Renderer,
        didReceive response: UserResponse,
        in id: PresentationID
    ) -> ResponseOutcome {
        guard let presentation = active, presentation.id == id else { return .stale }
        switch (presentation.content, response) {
        case (.alert(let alert), .chooseAction(let index, let values)):
            guard alert.actions.indices.contains(index) else {
                return .refused("The alert “\(alert.title ?? "")” has no action at index \(index).")
            }
            guard values.count == alert.textFields.count else {
                return .refused(
                    "The alert “\(alert.title ?? "")” has \(alert.textFields.count) text fields, but \(values.count) values were given."
                )
            }
            let action = alert.actions[index]
            action.handler?(AlertResponse(action: action, index: index, textFieldValues: values))
        case (.alert(let alert), .dismiss):
            if let cancelIndex = alert.actions.firstIndex(where: { $0.style == .cancel }) {
                let cancel = alert.actions[cancelIndex]
                let values = alert.textFields.map(\.text)
                cancel.handler?(AlertResponse(action: cancel, index: cancelIndex, textFieldValues: values))
            } else if case .popover = presentation.style {
                // A popover closes when the user clicks away; there is no way to keep it up.
            } else {
                return .refused(
                    "The alert “\(alert.title ?? "")” has no cancel action; choose one of its actions to close it.")
            }
        case (.picker(let picker), .chooseOption(let index)):
            guard picker.options.indices.contains(index) else {
                return .refused("The picker “\(picker.title ?? "")” has no option at index \(index).")
            }
            picker.selectedIndex = index
            picker.onSelect(index)
        case (.picker, .dismiss), (.screen, .dismiss):
            break
        case (let content, let response):
            return .refused("\(content.summary) cannot respond to \(response).")
        }
        close(id)
        return .handled
    }

    public func rendererDidRequestBack(_ renderer: any Renderer) {
        navigate(to: popRoute())
    }
}
