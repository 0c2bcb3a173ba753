// Opening a link: parse, match, build the plan, check it, then change the screen in one turn.

extension Router {
    /// Opens `text` through `links`: the navigation stack becomes the plan's (screens already on
    /// it stay, the presentation on top closes), then the plan's view is presented.
    ///
    /// ```swift
    /// router.open("clew://paywall?source=profile", with: links)   // Home ▸ Profile, Paywall presented
    /// ```
    ///
    /// The link's outcome comes in its turn, when the stack is the plan's: the plan's view may
    /// still wait behind the presentation next in line, and shows when that one closes.
    ///
    /// - Returns: ``NavigationOutcome/linkOpened(_:)`` with the plan's summary;
    ///   ``NavigationError/deepLink(_:)`` for a malformed, foreign or unknown link or a bad
    ///   parameter, ``NavigationError/buildFailed(builder:underlying:)`` when the plan could not be
    ///   made, or the renderer's missing capability. Nothing on screen changes when it fails; the
    ///   failure also goes to ``onNavigationFailure`` when there is no completion.
    @discardableResult
    public func open(
        _ text: String, with links: DeepLinkTable, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationTicket {
        let plan: DeepLinkPlan
        do {
            plan = try links.plan(for: try DeepLink(parsing: text))
        } catch let error as DeepLinkError {
            return immediateRequest(completion, finishing: .failure(.deepLink(error)))
        } catch {
            return immediateRequest(
                completion,
                finishing: .failure(
                    .buildFailed(builder: "the plan of \(UntrustedText.quoted(text))", underlying: error)))
        }
        if let problem = problem(with: plan) { return immediateRequest(completion, finishing: .failure(problem)) }
        return request(completion) { [unowned self] ticket in
            // Checked again in its turn: what waited before it may have changed the screen.
            if let problem = problem(with: plan) { return ticket.finish(.failure(problem)) }
            // The tab, the stack and the presented view, as one operation: what observers and
            // handlers hear runs once all three are committed.
            if case .failure(let error) = asOneOperation({ perform(plan) }) { return ticket.finish(.failure(error)) }
            plan.afterwards?()
            ticket.finish(.success(.linkOpened(plan.summary)))
        }
    }

    /// Selects the plan's tab, makes the stack the plan's, then presents its view; the plan has
    /// been checked whole.
    private func perform(_ plan: DeepLinkPlan) -> NavigationResult {
        if let tab = plan.tab, case .failure(let error) = performSelectTab(tab) { return .failure(error) }
        let stackSet = apply(layout.current.change(to: plan.stack), animated: true, dismissingPresentation: true)
        guard case .success = stackSet, let view = plan.presented else { return stackSet }
        // The link's outcome does not wait for its view: a view that has to wait behind the
        // presentation on top (the next in line) waits alone, and the link ends in its own
        // turn, so its completion never runs inside another navigation.
        let outerStepParked = parkedInThisStep
        parkedInThisStep = true
        defer { parkedInThisStep = outerStepParked }
        return present(view, style: plan.presentationStyle, animated: true, later: { _ in })
    }

    /// What would stop `plan` from being performed whole, checked before anything changes.
    private func problem(with plan: DeepLinkPlan) -> NavigationError? {
        guard !plan.stack.isEmpty else { return .emptyStack }
        guard capabilities.stack != nil else { return missingNavigationStack }
        if let tab = plan.tab, !tabs.contains(where: { $0.id == tab }) {
            return .invalidTabs("The link opens the tab \(UntrustedText.quoted(tab)), which the window does not have.")
        }
        // The stack goes into the tab the plan names (or the selected one): its root must be that tab's.
        if !tabs.isEmpty, let root = stack(ofTab: plan.tab ?? selectedTab ?? "").first, plan.stack.first !== root {
            return .invalidTabs("A link's stack must start at its tab's root, “\(root.title)”.")
        }
        // Checked as the stack change it makes, against the stack it changes (another tab's, when
        // it names one): a screen shown elsewhere would fail half-way.
        let target = layout.tabs.flatMap { tabs in tabs.stack(of: plan.tab ?? tabs.items[tabs.selected].id) }
        let stack = target ?? layout.current
        if let problem = problem(applying: stack.change(to: plan.stack), to: stack) { return problem }
        if let view = plan.presented {
            if isShown(view) { return .alreadyShown(view.content.summary) }
            if let problem = problem(presenting: view, style: plan.presentationStyle) { return problem }
        }
        return nil
    }
}
