/// Whole-stack changes: pop to a given screen, or make the stack what a plan says in one call,
/// animating only the last visible change. Both wait their turn like any navigation, and both
/// check everything that can refuse before the first change.
extension Router {
    /// Pops every screen above `screen` (found from the top, in the request's turn).
    ///
    /// <!-- doc-test:
    /// router.setStack([home, settings, account, privacy])
    /// -->
    /// ```swift
    /// router.popTo(settings)   // Home ▸ Settings ▸ Account ▸ Privacy → Home ▸ Settings
    /// ```
    /// - Returns: a ticket whose outcome is ``NavigationOutcome/popped(count:)``,
    ///   ``NavigationOutcome/nothingToPop`` when `screen` is already on top, or
    ///   ``NavigationError/notOnStack(_:)``.
    @discardableResult
    public func popTo(
        _ screen: any Screen, animated: Bool = true, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationTicket {
        // From the top: the cost is what is popped, not the depth.
        popTo(
            index: { [unowned self] in layout.current.lastIndex(of: screen) }, describing: "“\(screen.title)”",
            animated: animated, completion: completion)
    }

    /// Pops to the first (lowest) screen of type `type`, e.g. back to the start of a flow.
    ///
    /// The screen is searched from the bottom, so this one costs the depth up to it as well as what
    /// it pops (`popTo(_:)` and `popTo(lastOf:)` search from the top and cost only what they pop).
    @discardableResult
    public func popTo<S: Screen>(
        firstOf type: S.Type, animated: Bool = true, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationTicket {
        popTo(
            index: { [unowned self] in layout.current.screens.firstIndex { $0 is S } }, describing: "A \(S.self)",
            animated: animated, completion: completion)
    }

    /// Pops to the last (highest) screen of type `type`: every screen above it goes. When the top
    /// screen is itself an `S`, nothing is popped (``NavigationOutcome/nothingToPop``).
    @discardableResult
    public func popTo<S: Screen>(
        lastOf type: S.Type, animated: Bool = true, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationTicket {
        popTo(
            index: { [unowned self] in layout.current.screens.lastIndex { $0 is S } }, describing: "A \(S.self)",
            animated: animated, completion: completion)
    }

    /// Makes the navigation stack exactly `screens`, root first, in one call: the presentation on
    /// top is closed (its dismissal reason is ``DismissalReason/replaced``; one waiting behind it
    /// then shows over the new stack, as nothing is dropped), the screens both stacks share at the
    /// bottom stay, the rest are popped, then the new ones pushed. Only the last visible change
    /// animates; the event log has one entry per step.
    ///
    /// ```swift
    /// router.setStack([home, settings, account, privacy])   // from wherever the user was
    /// ```
    /// - Parameter dismissingPresentation: false keeps the presentation on top up.
    /// - Returns: a ticket whose outcome is ``NavigationOutcome/stackSet(popped:pushed:dismissed:)``;
    ///   ``NavigationError/emptyStack`` for no screens, ``NavigationError/alreadyShown(_:)`` for a
    ///   screen listed twice or shown elsewhere, or a screen's own validation error. These are
    ///   checked before anything changes: a failure leaves the screen as it was. Only a renderer
    ///   that throws part-way (``NavigationError/rendererFailed(_:)``) leaves the changes made
    ///   before it.
    ///
    /// Finding the screens both stacks share compares them from the bottom; to change the top of a
    /// deep stack at a cost that does not grow with its depth, edit a plan instead
    /// (``setStack(animated:dismissingPresentation:completion:_:)``).
    @discardableResult
    public func setStack(
        _ screens: [any Screen], animated: Bool = true, dismissingPresentation: Bool = true,
        completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationTicket {
        request(completion) { [unowned self] ticket in
            ticket.finish(
                apply(
                    layout.current.change(to: screens), animated: animated,
                    dismissingPresentation: dismissingPresentation)
            )
        }
    }

    /// Changes the navigation stack by editing a plan of it, in the request's turn: `edit` gets the
    /// stack as it is then and pushes, pops or replaces; the plan is checked whole, then applied
    /// as ``setStack(_:animated:dismissingPresentation:completion:)`` applies a list. Costs what
    /// it changes, whatever the depth.
    ///
    /// ```swift
    /// router.setStack { stack in
    ///     stack.pop()
    ///     stack.push(account)
    /// }
    /// ```
    @discardableResult
    public func setStack(
        animated: Bool = true, dismissingPresentation: Bool = true, completion: ((NavigationResult) -> Void)? = nil,
        _ edit: @escaping @MainActor (inout StackPlan) -> Void
    ) -> NavigationTicket {
        request(completion) { [unowned self] ticket in
            var plan = StackPlan(from: layout.current)
            edit(&plan)
            ticket.finish(apply(plan.takeChange(), animated: animated, dismissingPresentation: dismissingPresentation))
        }
    }

    /// Why `plan` cannot be applied to `stack` (the current one by default), checked before
    /// anything changes. Costs what the plan changes.
    func problem(applying plan: StackChange, to stack: ScreenStack? = nil) -> NavigationError? {
        guard plan.kept + plan.pushed.count > 0 else { return .emptyStack }
        guard capabilities.stack != nil else { return missingNavigationStack }
        let stack = stack ?? layout.current
        let popped = Set(stack.screens[min(plan.kept, stack.count)...].lazy.map { ObjectIdentifier($0) })
        var listed = Set<ObjectIdentifier>()
        for screen in plan.pushed {
            let id = ObjectIdentifier(screen)
            // Shown and not popped by this change: on the kept part of the stack, or elsewhere.
            guard listed.insert(id).inserted, !isShown(screen) || popped.contains(id) else {
                return .alreadyShown(screen.content.summary)
            }
            do throws(NavigationError) {
                try screen.validate(for: renderer)
            } catch {
                return error
            }
        }
        return nil
    }

    /// Applies `plan` as one operation: checks it whole, closes the presentation on top (if asked),
    /// pops, then pushes; the effects app code hears run once every step is committed.
    func apply(_ plan: StackChange, animated: Bool, dismissingPresentation: Bool) -> NavigationResult {
        if let problem = problem(applying: plan) { return .failure(problem) }
        return asOneOperation {
            var dismissed = 0
            if dismissingPresentation, let presentation = presentations.active {
                close(presentation.id, reason: .replaced)
                dismissed = 1
            }
            let wasEmpty = layout.current.isEmpty
            let newRoot = plan.kept == 0 && !wasEmpty
            let pushes = plan.pushed.count - (newRoot ? 1 : 0)
            let returning = Set(plan.pushed.lazy.map { ObjectIdentifier($0) })
            var popped = pop(
                keeping: max(plan.kept, 1), animated: animated && pushes == 0 && !newRoot, reason: .replaced,
                revealing: pushes == 0 && !newRoot, returning: returning)
            var pushed = 0
            if newRoot {
                // The root itself changes: the one screen left is replaced (a crossfade on GTK).
                let result = replaceTop(
                    with: plan.pushed[0], animated: animated && pushes == 0, reason: .replaced, returning: returning)
                if case .failure(let error) = result { return .failure(error) }
                popped += 1
                pushed += 1
            }
            for (offset, screen) in plan.pushed.enumerated().dropFirst(newRoot ? 1 : 0) {
                let isLast = offset == plan.pushed.count - 1
                // Only the last change animates, and an empty stack's root never does. The first push
                // after pops covers a screen that was covered already: it is not told again.
                let result = push(
                    screen, animated: animated && isLast && !layout.current.isEmpty,
                    notifyingCovered: pushed > 0 || popped == 0)
                if case .failure(let error) = result { return .failure(error) }
                pushed += 1
            }
            return .success(.stackSet(popped: popped, pushed: pushed, dismissed: dismissed))
        }
    }

    private func popTo(
        index: @escaping @MainActor () -> Int?, describing name: String, animated: Bool,
        completion: ((NavigationResult) -> Void)?
    ) -> NavigationTicket {
        // The index is found in the request's turn: the stack may change while it waits.
        request(completion) { [unowned self] ticket in
            guard let index = index() else { return ticket.finish(.failure(.notOnStack(name))) }
            guard capabilities.stack != nil, index < layout.current.count - 1 else {
                return ticket.finish(.success(.nothingToPop))
            }
            ticket.finish(.success(.popped(count: pop(keeping: index + 1, animated: animated, reason: .app))))
        }
    }
}
