// What each transition operation does to the router's state and the renderer. Everything here
// runs in the navigation's turn (see Router+Queue.swift).

extension Router {
    /// Performs a ``Route``: builds its view and shows it, or pops or dismisses, and returns the
    /// result; or returns nil for a presentation that waits behind the one on top, which calls the
    /// completion made by `later` when it appears. (Made only then: the common case allocates no
    /// closure.)
    func perform<B: ViewBuilder, T: ViewTransition>(
        _ route: Route<B, T>, with context: B.Context, later: () -> @MainActor (NavigationResult) -> Void
    ) -> NavigationResult? {
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
        // The handler is in place before the view can go, and dropped if it never shows.
        if let handler = route.dismissalHandler { dismissalHandlers[ObjectIdentifier(view)] = handler }
        let result: NavigationResult
        // Read the operation again: prepareForShowTransition may have changed the style (popovers).
        switch transition.operation {
        case .present(let style):
            result = present(view, style: style, animated: transition.isAnimated, later: later)
            if case .success(.queued(let position)) = result {
                parkRunningNavigation(at: position)
                return nil
            }
        case .push:
            result = push(view, animated: transition.isAnimated)
        case .replace:
            result = replace(with: view, animated: transition.isAnimated, reason: .replaced)
        case .pop, .popToRoot, .dismiss:
            result = hide(route)
        }
        if case .failure = result { dismissalHandlers[ObjectIdentifier(view)] = nil }
        return result
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
            close(presentation.id, reason: .app)
            return .success(.dismissed)
        case .pop, .popToRoot:
            guard navigationStack.count > 1, let stack else {
                return .success(.nothingToPop)
            }
            let popsToRoot: Bool
            if case .popToRoot = transition.operation { popsToRoot = true } else { popsToRoot = false }
            let keep = popsToRoot ? 1 : navigationStack.count - 1
            route.prepareForHideTransition?(navigationStack[navigationStack.count - 1], transition)
            let count = pop(keeping: keep, on: stack, animated: transition.isAnimated, reason: .app)
            return .success(.popped(count: count))
        case .present, .push, .replace:
            return .failure(.nothingToBuild)
        }
    }

    /// Pops every screen above the first `keep`, top first, and tells the revealed one; returns how
    /// many were popped. Costs what it pops, whatever the depth.
    func pop(
        keeping keep: Int, on stack: any NavigationStackRendering, animated: Bool, reason: DismissalReason,
        revealing: Bool = true
    ) -> Int {
        guard keep >= 1, keep < navigationStack.count else { return 0 }
        let removed = Array(navigationStack[keep...].reversed())
        navigationStack.removeLast(removed.count)
        for screen in removed { shownViews.remove(ObjectIdentifier(screen)) }
        let revealed = navigationStack[navigationStack.count - 1]
        stack.popScreens(removed, revealing: revealed, animated: animated)
        for screen in removed { didRemove(screen, reason: reason) }
        if revealing { notify(.reappeared, revealed) }
        return removed.count
    }

    // MARK: Presentations

    private func present(
        _ view: any View,
        style: PresentationStyle,
        animated: Bool,
        later: () -> @MainActor (NavigationResult) -> Void
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
            presentationQueue.append(QueuedPresentation(presentation: presentation, completion: later()))
            return .success(.queued(position: presentationQueue.count))
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
        }
        shownViews.remove(ObjectIdentifier(presentation.view))
        didRemove(presentation.view, reason: reason)
        while active == nil, let next = presentationQueue.removeFirst() {
            next.completion(show(next.presentation))
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

    func replace(with view: any View, animated: Bool, reason: DismissalReason) -> NavigationResult {
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
        didRemove(old, reason: reason)
        notify(.appeared, screen)
        return .success(.replaced)
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
