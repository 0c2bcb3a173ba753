// Opening a link: parse, match, build the plan, check it, then change the screen in one turn.

extension Router {
    /// Opens `text` through `links`: the navigation stack becomes the plan's (screens already on
    /// it stay, the presentation on top closes), then the plan's view is presented.
    ///
    /// ```swift
    /// router.open("clew://paywall?source=profile", with: links)   // Home ▸ Profile, Paywall presented
    /// ```
    ///
    /// - Returns: ``NavigationOutcome/linkOpened(_:)`` with the plan's summary;
    ///   ``NavigationError/deepLink(_:)`` for a malformed, foreign or unknown link or a bad
    ///   parameter, ``NavigationError/buildFailed(builder:underlying:)`` when the plan could not be
    ///   made, or the renderer's missing capability. Nothing on screen changes when it fails; the
    ///   failure also goes to ``onNavigationFailure`` when there is no completion.
    @discardableResult
    public func open(
        _ text: String, with links: DeepLinkTable, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationResult {
        let plan: DeepLinkPlan
        do {
            plan = try links.plan(for: try DeepLink(parsing: text))
        } catch let error as DeepLinkError {
            return failEarly(.deepLink(error), completion)
        } catch {
            return failEarly(
                .buildFailed(builder: "the plan of \(UntrustedText.quoted(text))", underlying: error), completion)
        }
        if let problem = problem(with: plan) { return failEarly(problem, completion) }
        return schedule(completion: completion) { [unowned self] finish in
            // Checked again in its turn: what waited before it may have changed the screen.
            if let problem = problem(with: plan) { return finish(.failure(problem)) }
            if let tab = plan.tab, case .failure(let error) = performSelectTab(tab) { return finish(.failure(error)) }
            switch performSetStack(plan.stack, animated: true, dismissingPresentation: true) {
            case .failure(let error): return finish(.failure(error))
            case .success: break
            }
            if let view = plan.presented {
                switch present(view, style: plan.presentationStyle, animated: true, later: .completion { _ in }) {
                case .failure(let error): return finish(.failure(error))
                case .success: break
                }
            }
            plan.afterwards?()
            finish(.success(.linkOpened(plan.summary)))
        }
    }

    /// What would stop `plan` from being performed whole, checked before anything changes.
    private func problem(with plan: DeepLinkPlan) -> NavigationError? {
        guard !plan.stack.isEmpty else { return .emptyStack }
        guard stack != nil else { return missingNavigationStack }
        if let tab = plan.tab, !tabItems.contains(where: { $0.id == tab }) {
            return .invalidTabs("The link opens the tab \(UntrustedText.quoted(tab)), which the window does not have.")
        }
        // The stack goes into the tab the plan names (or the selected one): its root must be that tab's.
        if !tabItems.isEmpty, let root = stack(ofTab: plan.tab ?? selectedTab ?? "").first, plan.stack.first !== root {
            return .invalidTabs("A link's stack must start at its tab's root, “\(root.title)”.")
        }
        // A screen shown elsewhere (another tab, a presentation) would fail half-way: refuse it now.
        let target = tabItems.isEmpty ? navigationStack : stack(ofTab: plan.tab ?? selectedTab ?? "")
        for screen in plan.stack {
            if isShown(screen), !target.contains(where: { $0 === screen }) {
                return .alreadyShown(screen.content.summary)
            }
            do throws(NavigationError) { try screen.validate(for: renderer) } catch { return error }
        }
        if let view = plan.presented {
            if isShown(view) { return .alreadyShown(view.content.summary) }
            if let missing = missingCapability(for: plan.presentationStyle) {
                return .unsupportedByRenderer(capability: missing, renderer: String(describing: type(of: renderer)))
            }
            do throws(NavigationError) { try view.validate(for: renderer) } catch { return error }
        }
        return nil
    }

    private func failEarly(_ error: NavigationError, _ completion: ((NavigationResult) -> Void)?) -> NavigationResult {
        if let completion { completion(.failure(error)) } else { onNavigationFailure(error) }
        return .failure(error)
    }
}
