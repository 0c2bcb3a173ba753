// What each transition operation does to the router's state and the renderer. Everything here
// runs in the navigation's turn (see Router+Queue.swift).

extension Router {
    /// Performs a ``Route``: builds its view (when its transition shows one) and hands it to the
    /// transition, and returns the result; or returns nil for a presentation that waits behind the
    /// one on top, which reports through `later` when it appears.
    func perform<B: ViewBuilder, T: ViewTransition>(
        _ route: Route<B, T>, with context: B.Context, later: Navigator.Later
    ) -> NavigationResult? {
        let transition = route.transition
        let navigator = Navigator(router: self, later: later)
        parkedInThisStep = false
        guard transition.showsView else {
            if let prepare = route.prepareForHideTransition, let hidden = transition.viewToHide(in: navigator) {
                prepare(hidden, transition)
            }
            return transition.perform(nil, with: navigator)
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
        // The handler is in place before the view can go, and dropped if it never shows.
        if let handler = route.dismissalHandler { dismissalHandlers[ObjectIdentifier(view)] = handler }
        let result = transition.perform(view, with: navigator)
        switch result {
        case .success(.queued(let position)) where parkedInThisStep:
            parkPerformingNavigation(at: position)
            return nil
        case .failure, .success(.built):
            dismissalHandlers[ObjectIdentifier(view)] = nil
        default:
            break
        }
        return result
    }

    /// Whether `view` is on the stack, presented, or waiting to be presented.
    func isShown(_ view: any View) -> Bool {
        shownViews.contains(ObjectIdentifier(view))
    }

    /// Closes the presentation on top.
    func dismissTop(reason: DismissalReason) -> NavigationResult {
        guard let presentation = active else { return .success(.nothingToDismiss) }
        close(presentation.id, reason: reason)
        return .success(.dismissed)
    }

    /// Pops the top screen, or every screen above the root.
    func popTop(keepingToRoot: Bool, animated: Bool, reason: DismissalReason) -> NavigationResult {
        guard navigationStack.count > 1, let stack else { return .success(.nothingToPop) }
        let keep = keepingToRoot ? 1 : navigationStack.count - 1
        return .success(.popped(count: pop(keeping: keep, on: stack, animated: animated, reason: reason)))
    }

    /// Pops every screen above the first `keep`, top first, and tells the revealed one; returns how
    /// many were popped. Costs what it pops, whatever the depth.
    /// `returning` lists screens that a whole-stack change pushes again right after: they are
    /// told they were removed (their pages are), but their routes' dismissal handlers are not.
    func pop(
        keeping keep: Int, on stack: any NavigationStackRendering, animated: Bool, reason: DismissalReason,
        revealing: Bool = true, returning: Set<ObjectIdentifier> = []
    ) -> Int {
        guard keep >= 1, keep < navigationStack.count else { return 0 }
        let removed = Array(navigationStack[keep...].reversed())
        navigationStack.removeLast(removed.count)
        for screen in removed { shownViews.remove(ObjectIdentifier(screen)) }
        let revealed = navigationStack[navigationStack.count - 1]
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

    // MARK: Presentations

    func present(
        _ view: any View,
        style: PresentationStyle,
        animated: Bool,
        later: Navigator.Later
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
            // The route's completion waits with its presentation; a transition presents one view,
            // so a second one in the same step would have no completion to report to.
            if parkedInThisStep {
                presentationQueue.append(QueuedPresentation(presentation: presentation, completion: { _ in }))
            } else {
                presentationQueue.append(
                    QueuedPresentation(presentation: presentation, completion: later.completion(router: self)))
            }
            parkedInThisStep = true
            return .success(.queued(position: presentationQueue.count))
        }
        return show(presentation)
    }

    func missingCapability(for style: PresentationStyle) -> String? {
        switch style {
        case .dialog, .sheet: modals == nil ? "modal dialogs (ModalRendering)" : nil
        case .popover: popovers == nil ? "popovers (PopoverRendering)" : nil
        case .custom(let custom): custom.missingCapability(in: renderer)
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
            case .custom(let custom):
                try custom.present(presentation, on: renderer)
                notify(.appeared, presentation.view)
                return .success(.presented)
            }
        } catch {
            failure = .rendererFailed(error)
        }
        active = nil
        shownViews.remove(ObjectIdentifier(presentation.view))
        dismissalHandlers[ObjectIdentifier(presentation.view)] = nil
        return .failure(failure)
    }

    /// Closes the presentation `id` if it is still on top, then shows the next waiting one.
    func close(_ id: PresentationID, reason: DismissalReason) {
        guard let presentation = active, presentation.id == id else { return }
        active = nil
        switch presentation.style {
        case .dialog, .sheet: modals?.dismissModal(presentation)
        case .popover: popovers?.dismissPopover(presentation)
        case .custom(let custom): custom.dismiss(presentation, on: renderer)
        }
        shownViews.remove(ObjectIdentifier(presentation.view))
        // The next in line shows before anyone hears of the close, so that a handler that
        // presents something does not jump the queue.
        while active == nil, let next = presentationQueue.removeFirst() {
            deliverInItsTurn(show(next.presentation), to: next.completion)
        }
        didRemove(presentation.view, reason: reason)
    }

    // MARK: Navigation stack

    /// Checks that `view` is a screen this renderer's stack can show, then makes `change` to the
    /// renderer's stack with it; returns the screen, or why not (nothing changed then).
    private func changeStack(
        with view: any View, _ change: (any Screen, any NavigationStackRendering) throws -> Void
    ) -> Result<any Screen, NavigationError> {
        guard let screen = view as? any Screen else { return .failure(.notAScreen(view.content.summary)) }
        guard let stack else { return .failure(missingNavigationStack) }
        do throws(NavigationError) {
            try screen.validate(for: renderer)
        } catch {
            return .failure(error)
        }
        do {
            try change(screen, stack)
        } catch {
            return .failure(.rendererFailed(error))
        }
        return .success(screen)
    }

    func push(_ view: any View, animated: Bool, notifyingCovered: Bool = true) -> NavigationResult {
        let screen: any Screen
        switch changeStack(with: view, { screen, stack in try stack.pushScreen(screen, animated: animated) }) {
        case .success(let pushed): screen = pushed
        case .failure(let error): return .failure(error)
        }
        let covered = navigationStack.last
        navigationStack.append(screen)
        shownViews.insert(ObjectIdentifier(screen))
        if let covered, notifyingCovered { notify(.disappeared, covered) }
        notify(.appeared, screen)
        return .success(.pushed)
    }

    func replaceTop(with view: any View, animated: Bool, reason: DismissalReason) -> NavigationResult {
        guard let old = navigationStack.last else { return push(view, animated: animated) }
        let screen: any Screen
        switch changeStack(
            with: view, { screen, stack in try stack.replaceScreen(old, with: screen, animated: animated) })
        {
        case .success(let replacement): screen = replacement
        case .failure(let error): return .failure(error)
        }
        navigationStack[navigationStack.count - 1] = screen
        shownViews.remove(ObjectIdentifier(old))
        shownViews.insert(ObjectIdentifier(screen))
        didRemove(old, reason: reason)
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
        let screens = navigationStack.filter(keep) + [screen]
        return performSetStack(screens, animated: animated, dismissingPresentation: false).map { _ in .replaced }
    }

    /// Makes `view` the only screen, in one change: a root transition.
    func replaceRoot(with view: any View, animated: Bool) -> NavigationResult {
        let removed = Array(navigationStack.reversed())
        let screen: any Screen
        let change = changeStack(with: view) { screen, stack in
            if let presentation = active { close(presentation.id, reason: .replaced) }
            try stack.replaceRoot(removed, with: screen, animated: animated && !removed.isEmpty)
        }
        switch change {
        case .success(let root): screen = root
        case .failure(let error): return .failure(error)
        }
        navigationStack = [screen]
        for old in removed { shownViews.remove(ObjectIdentifier(old)) }
        shownViews.insert(ObjectIdentifier(screen))
        for old in removed { didRemove(old, reason: .replaced) }
        notify(.appeared, screen)
        return .success(.rootReplaced)
    }

    /// Updates `screen`, the top screen, with `apply` and has the renderer redraw it.
    func update(_ screen: any Screen, _ apply: () -> Void) -> NavigationResult {
        guard let stack else { return .failure(missingNavigationStack) }
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

/// A presentation waiting for the one on top to close.
@MainActor
struct QueuedPresentation {
    let presentation: Presentation
    let completion: @MainActor (NavigationResult) -> Void
}
