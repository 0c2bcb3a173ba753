// What each transition does to the router's state (Routing/State) and the renderer, in that order
// of checks: everything that can refuse is checked before the first change. Everything here runs
// in the navigation's turn (Routing/Scheduler).

extension Router {
    /// Performs a ``Route``: builds its view (when its transition shows one) and hands it to the
    /// transition, and calls `completion` with the result; for a presentation that waits behind
    /// the one on top, the router calls it when the view appears.
    ///
    /// Only what needs the route's types is here, inlinable, so that the app's build specializes it
    /// (building the view, the route's hooks); the rest is ``perform(showing:with:dismissalHandler:completion:)``
    /// and ``perform(hidingWith:prepare:completion:)``, which take the view and the transition as
    /// existentials and report the result themselves (no optional result crosses into the app's code).
    @inlinable
    func perform<B: ViewBuilder, T: ViewTransition>(
        _ route: Route<B, T>, with context: B.Context,
        completion: @escaping @MainActor (NavigationResult) -> Void
    ) {
        let transition = route.transition
        guard transition.showsView else {
            guard let prepare = route.prepareForHideTransition else {
                return perform(hidingWith: transition, prepare: nil, completion: completion)
            }
            return perform(
                hidingWith: transition, prepare: { hidden in prepare(hidden, transition) }, completion: completion)
        }
        let view: B.ViewType
        do {
            view = try route.builder.build(with: context)
        } catch {
            return completion(.failure(.buildFailed(builder: String(describing: B.self), underlying: error)))
        }
        if isShown(identifiedBy: ObjectIdentifier(view)) {
            return completion(.failure(.alreadyShown(view.content.summary)))
        }
        route.prepareForShowTransition?(view, transition, visibleView)
        perform(showing: view, with: transition, dismissalHandler: route.dismissalHandler, completion: completion)
    }

    /// A route's transition that shows nothing new (a pop, a dismissal), after the route's
    /// `prepareForHideTransition` hook, if any, with the view it will hide.
    @usableFromInline
    func perform(
        hidingWith transition: any ViewTransition, prepare: ((any View) -> Void)?,
        completion: @escaping @MainActor (NavigationResult) -> Void
    ) {
        let (result, _) = performing(later: completion) { navigator in
            if let prepare, let hidden = transition.viewToHide(in: navigator) { prepare(hidden) }
            return transition.perform(nil, with: navigator)
        }
        completion(result)
    }

    /// A route's transition with the view it built, checked not to be shown already; the route's
    /// dismissal handler, if any, is kept for the view before it can go, and dropped if it never
    /// shows. A view parked behind the presentation on top reports when it appears.
    @usableFromInline
    func perform(
        showing view: any View, with transition: any ViewTransition,
        dismissalHandler: (@MainActor (DismissalReason) -> Void)?,
        completion: @escaping @MainActor (NavigationResult) -> Void
    ) {
        if let dismissalHandler {
            changeObservers { $0.dismissalHandlers[ObjectIdentifier(view)] = dismissalHandler }
        }
        let (result, parked) = performing(later: completion) { navigator in transition.perform(view, with: navigator) }
        switch result {
        case .success where parked:
            return
        case .failure, .success(.built):
            dropDismissalHandler(of: view)
        default:
            break
        }
        completion(result)
    }

    /// Runs `step`, a transition's, with a navigator for it: its own "parked" flag (a nested
    /// navigation, an observer's or a handler's, that parks must not make the step around it look
    /// parked, or that one would never finish), and the link counting the perform, so that the
    /// navigator reaches the router with no weak load. Returns the step's result and whether it
    /// queued its presentation behind the one on top.
    private func performing(
        later: @escaping @MainActor (NavigationResult) -> Void, _ step: (Navigator) -> NavigationResult
    ) -> (result: NavigationResult, parked: Bool) {
        let outerStepParked = parkedInThisStep
        parkedInThisStep = false
        defer { parkedInThisStep = outerStepParked }
        let result = link.performing { step(Navigator(link: link, later: later)) }
        return (result, parkedInThisStep)
    }

    /// Whether `view` is on a stack, presented, or waiting to be presented: asked of the two
    /// state values that hold them, each of which keeps its own index.
    func isShown(_ view: any View) -> Bool {
        isShown(identifiedBy: ObjectIdentifier(view))
    }

    /// Whether the view `id` is shown (``isShown(_:)``): asked by identity, so that a route's
    /// freshly built view is not retained to be asked about.
    @usableFromInline
    func isShown(identifiedBy id: ObjectIdentifier) -> Bool {
        if let active = presentations.active, ObjectIdentifier(active.view) == id { return true }
        // An index lookup hashes: read from a copy, as no access to the router's state spans a
        // call; with nothing there (a window's first screen, an alert over none), no lookup at all.
        if presentations.hasWaiting {
            let presentations = self.presentations
            if presentations.waitingContains(id) { return true }
        }
        guard !layout.isBlank else { return false }
        let screens = self.screens
        return screens.contains(id)
    }

    // MARK: Presentations

    /// Presents `view`, or queues it behind the one on top: then the navigation gives up its turn
    /// and `later` hears when it appears.
    func present(
        _ view: any View, style: PresentationStyle, animated: Bool,
        later: @escaping @MainActor (NavigationResult) -> Void
    ) -> NavigationResult {
        var style = style
        // An action sheet with no control to point at slides up from the bottom, as in UIKit.
        if case .dialog = style, case .alert(let alert) = view.content, alert.style == .actionSheet {
            style = .sheet
        }
        if let problem = problem(presenting: view, style: style) { return .failure(problem) }
        if case .popover(let configuration) = style {
            // From here the presentation keeps the anchor alive, queued or shown, until it closes.
            style = .popover(configuration.retainingAnchor())
        }
        let presentation = changePresentations { $0.makePresentation(of: view, style: style, animated: animated) }
        guard presentations.active == nil else {
            // A transition presents one view: a second one in the same step has no completion.
            var completion = later
            if parkedInThisStep { completion = { _ in } }
            let queued = QueuedPresentation(presentation: presentation, completion: completion)
            let number = changePresentations { $0.enqueue(queued) }
            if !parkedInThisStep {
                scheduler.parkRunningNavigation { [unowned self] in
                    presentations.position(ofNumber: number).map { .waitingForPresentation(position: $0) }
                }
            }
            parkedInThisStep = true
            return .success(.presented)
        }
        return show(presentation)
    }

    /// Why `view` cannot be presented in `style`, checked before anything changes.
    func problem(presenting view: any View, style: PresentationStyle) -> NavigationError? {
        if let missing = missingCapability(for: style) {
            return .unsupportedByRenderer(capability: missing, renderer: String(describing: type(of: renderer)))
        }
        do throws(NavigationError) {
            try view.validate(for: renderer)
        } catch {
            return error
        }
        if case .popover(let configuration) = style, configuration.availableAnchor == nil {
            return .anchorUnavailable(configuration.anchorDescription)
        }
        return nil
    }

    func missingCapability(for style: PresentationStyle) -> String? {
        switch style {
        case .dialog, .sheet: capabilities.modals == nil ? "modal dialogs (ModalRendering)" : nil
        case .popover: capabilities.popovers == nil ? "popovers (PopoverRendering)" : nil
        case .custom(let custom): custom.missingCapability(in: renderer)
        }
    }

    private func show(_ presentation: Presentation) -> NavigationResult {
        changePresentations { $0.show(presentation) }
        let failure: NavigationError
        do {
            switch presentation.style {
            case .dialog, .sheet:
                try capabilities.modals?.presentModal(presentation)
                notify(.appeared, presentation.view)
                return .success(.presented)
            case .popover(let configuration):
                if let anchor = configuration.availableAnchor {
                    try capabilities.popovers?.presentPopover(
                        presentation, configuration: configuration, anchor: anchor)
                    notify(.appeared, presentation.view)
                    return .success(.presented)
                }
                failure = .anchorUnavailable(configuration.anchorDescription)
            case .custom(let custom):
                try custom.present(presentation, on: renderer)
                notify(.appeared, presentation.view)
                return .success(.presented)
            }
        } catch {
            failure = .rendererFailed(error)
        }
        _ = changePresentations { $0.close(presentation.id) }
        dropDismissalHandler(of: presentation.view)
        return .failure(failure)
    }

    /// Closes the presentation on top (by the app); ``NavigationOutcome/nothingToDismiss`` if none.
    func dismissTop(reason: DismissalReason) -> NavigationResult {
        guard let presentation = presentations.active else { return .success(.nothingToDismiss) }
        close(presentation.id, reason: reason)
        return .success(.dismissed)
    }

    /// Closes the presentation `id` if it is still on top, then shows the next waiting one.
    func close(_ id: PresentationID, reason: DismissalReason) {
        guard let presentation = changePresentations({ $0.close(id) }) else { return }
        switch presentation.style {
        case .dialog, .sheet: capabilities.modals?.dismissModal(presentation)
        case .popover: capabilities.popovers?.dismissPopover(presentation)
        case .custom(let custom): custom.dismiss(presentation, on: renderer)
        }
        // The next in line shows before anyone hears of the close, so that a handler that
        // presents something does not jump the queue; its navigation hears in a turn of its own.
        while presentations.active == nil, let next = changePresentations({ $0.next() }) {
            let result = show(next.presentation)
            scheduler.runInOwnTurn { next.completion(result) }
        }
        didRemove(presentation.view, reason: reason)
    }

    // MARK: The navigation stack

    /// Why `view` cannot go on the stack, checked before anything changes.
    func problem(stacking view: any View) -> NavigationError? {
        guard let screen = view as? any Screen else { return .notAScreen(view.content.summary) }
        guard capabilities.stack != nil else { return missingNavigationStack }
        do throws(NavigationError) {
            try screen.validate(for: renderer)
        } catch {
            return error
        }
        return nil
    }

    /// Checks `view` is a screen the stack can show, commits `commit` to the state, then makes
    /// `change` to the renderer's stack; if the renderer throws, `undo` puts the state back.
    /// Returns the screen, or why not (nothing changed then).
    private func changeStack(
        with view: any View, commit: (any Screen) -> Void, undo: (any Screen) -> Void,
        _ change: (any Screen, any NavigationStackRendering) throws -> Void
    ) -> Result<any Screen, NavigationError> {
        if let problem = problem(stacking: view) { return .failure(problem) }
        guard let screen = view as? any Screen, let stack = capabilities.stack else { return .failure(.nothingToBuild) }
        commit(screen)
        do {
            try change(screen, stack)
        } catch {
            undo(screen)
            return .failure(.rendererFailed(error))
        }
        return .success(screen)
    }

    func push(_ view: any View, animated: Bool, notifyingCovered: Bool = true) -> NavigationResult {
        let covered = layout.current.top
        // State first, then the renderer, then the effects.
        let change = changeStack(
            with: view,
            commit: { screen in changeScreens { $0.push(screen) } },
            undo: { _ in changeScreens { _ = $0.pop(keeping: $0.current.count - 1) } },
            { screen, stack in try stack.pushScreen(screen, animated: animated) })
        let screen: any Screen
        switch change {
        case .success(let pushed): screen = pushed
        case .failure(let error): return .failure(error)
        }
        if let covered, notifyingCovered { notify(.disappeared, covered) }
        notify(.appeared, screen)
        return .success(.pushed)
    }

    /// Pops the top screen, or every screen above the root.
    func popTop(keepingToRoot: Bool, animated: Bool, reason: DismissalReason) -> NavigationResult {
        let count = layout.current.count
        guard count > 1, capabilities.stack != nil else { return .success(.nothingToPop) }
        return .success(.popped(count: pop(keeping: keepingToRoot ? 1 : count - 1, animated: animated, reason: reason)))
    }

    /// Pops every screen above the first `keep`, top first, and tells the revealed one; returns how
    /// many were popped. Costs what it pops, whatever the depth.
    /// `returning` lists screens that a whole-stack change pushes again right after: they are
    /// told they were removed (their pages are), but their routes' dismissal handlers are not.
    func pop(
        keeping keep: Int, animated: Bool, reason: DismissalReason, revealing: Bool = true,
        returning: Set<ObjectIdentifier> = []
    ) -> Int {
        guard keep >= 1, let stack = capabilities.stack else { return 0 }
        let removed = changeScreens { $0.pop(keeping: keep) }
        guard let revealed = layout.current.top, !removed.isEmpty else { return 0 }
        stack.popScreens(removed, revealing: revealed, animated: animated)
        for screen in removed {
            if returning.contains(ObjectIdentifier(screen)) {
                notify(.removed, screen)
            } else {
                didRemove(screen, reason: reason)
            }
        }
        if revealing { notify(.reappeared, revealed) }
        return removed.count
    }

    /// `returning`: as for ``pop(keeping:animated:reason:revealing:returning:)``, the screens a
    /// whole-stack change pushes again: the old top, if one of them, keeps its dismissal handler.
    func replaceTop(
        with view: any View, animated: Bool, reason: DismissalReason, returning: Set<ObjectIdentifier> = []
    ) -> NavigationResult {
        guard let old = layout.current.top else { return push(view, animated: animated) }
        let change = changeStack(
            with: view,
            commit: { screen in changeScreens { _ = $0.replaceTop(with: screen) } },
            undo: { _ in changeScreens { _ = $0.replaceTop(with: old) } },
            { screen, stack in try stack.replaceScreen(old, with: screen, animated: animated) })
        let screen: any Screen
        switch change {
        case .success(let replacement): screen = replacement
        case .failure(let error): return .failure(error)
        }
        if returning.contains(ObjectIdentifier(old)) {
            notify(.removed, old)
        } else {
            didRemove(old, reason: reason)
        }
        notify(.appeared, screen)
        return .success(.replaced)
    }

    /// Puts `view` in place of the screens `behaviour` names.
    func replace(with view: any View, _ behaviour: ReplaceBehaviour, animated: Bool) -> NavigationResult {
        let keep: @MainActor (any Screen) -> Bool
        switch behaviour {
        case .replaceLast: return replaceTop(with: view, animated: animated, reason: .replaced)
        case .replaceAll: keep = { _ in false }
        case .custom(let rule): keep = rule
        }
        guard let screen = view as? any Screen else { return .failure(.notAScreen(view.content.summary)) }
        // A whole-stack change from the bottom: what the rule keeps, then the new screen.
        let plan = layout.current.change(to: layout.current.screens.filter(keep) + [screen])
        return apply(plan, animated: animated, dismissingPresentation: false).map { _ in .replaced }
    }

    /// Makes `view` the only screen, in one change: a root transition.
    func replaceRoot(with view: any View, animated: Bool) -> NavigationResult {
        if let problem = problem(stacking: view) { return .failure(problem) }
        // Closing the presentation and changing the stack are one operation: the effects come after both.
        return asOneOperation { replaceRootChecked(with: view, animated: animated) }
    }

    private func replaceRootChecked(with view: any View, animated: Bool) -> NavigationResult {
        // The presentation closes first; what its handlers ask for takes a turn after this one.
        if let presentation = presentations.active { close(presentation.id, reason: .replaced) }
        let removed = Array(layout.current.screens.reversed())
        let change = changeStack(
            with: view,
            commit: { screen in
                changeScreens {
                    _ = $0.pop(keeping: 0)
                    $0.push(screen)
                }
            },
            undo: { _ in
                changeScreens {
                    _ = $0.pop(keeping: 0)
                    for old in removed.reversed() { $0.push(old) }
                }
            },
            { screen, stack in try stack.replaceRoot(removed, with: screen, animated: animated && !removed.isEmpty) })
        let screen: any Screen
        switch change {
        case .success(let root): screen = root
        case .failure(let error): return .failure(error)
        }
        for old in removed { didRemove(old, reason: .replaced) }
        notify(.appeared, screen)
        return .success(.rootReplaced)
    }

    /// Updates `screen`, the top screen, with `apply` and has the renderer redraw it.
    func update(_ screen: any Screen, _ apply: () -> Void) -> NavigationResult {
        guard let stack = capabilities.stack else { return .failure(missingNavigationStack) }
        apply()
        stack.updateScreen(screen)
        return .success(.updated)
    }

    var missingNavigationStack: NavigationError {
        .unsupportedByRenderer(
            capability: "a navigation stack (NavigationStackRendering)",
            renderer: String(describing: type(of: renderer)))
    }
}
