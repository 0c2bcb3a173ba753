/// Whole-stack changes: pop to a given screen, or make the stack exactly a list of screens in one
/// call, animating only the last visible change. Both wait their turn like any navigation.
extension Router {
    /// Pops every screen above `screen`.
    ///
    /// ```swift
    /// router.popTo(settings)   // Home ▸ Settings ▸ Account ▸ Privacy → Home ▸ Settings
    /// ```
    /// - Returns: ``NavigationOutcome/popped(count:)``, ``NavigationOutcome/nothingToPop`` when
    ///   `screen` is already on top, or ``NavigationError/notOnStack(_:)``.
    @discardableResult
    public func popTo(
        _ screen: any Screen, animated: Bool = true, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationResult {
        // From the top: the cost is what is popped, not the depth.
        return popTo(
            index: { [unowned self] in navigationStack.lastIndex { $0 === screen } }, describing: "“\(screen.title)”",
            animated: animated, completion: completion)
    }

    /// Pops to the first (lowest) screen of type `type`, e.g. back to the start of a flow.
    @discardableResult
    public func popTo<S: Screen>(
        firstOf type: S.Type, animated: Bool = true, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationResult {
        return popTo(
            index: { [unowned self] in navigationStack.firstIndex { $0 is S } }, describing: "A \(S.self)",
            animated: animated, completion: completion)
    }

    /// Pops to the last (highest) screen of type `type` below the top one's own kind, or the top
    /// one itself (then nothing is popped).
    @discardableResult
    public func popTo<S: Screen>(
        lastOf type: S.Type, animated: Bool = true, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationResult {
        return popTo(
            index: { [unowned self] in navigationStack.lastIndex { $0 is S } }, describing: "A \(S.self)",
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
    /// - Returns: ``NavigationOutcome/stackSet(popped:pushed:dismissed:)``; ``NavigationError/emptyStack``
    ///   for no screens, ``NavigationError/alreadyShown(_:)`` for a screen listed twice or
    ///   presented, or a screen's own validation error. Nothing changes when it fails.
    @discardableResult
    public func setStack(
        _ screens: [any Screen], animated: Bool = true, dismissingPresentation: Bool = true,
        completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationResult {
        schedule(completion: completion) { [unowned self] finish in
            finish(performSetStack(screens, animated: animated, dismissingPresentation: dismissingPresentation))
        }
    }

    func performSetStack(_ screens: [any Screen], animated: Bool, dismissingPresentation: Bool)
        -> NavigationResult
    {
        guard let first = screens.first else { return .failure(.emptyStack) }
        guard let stack else { return .failure(missingNavigationStack) }
        // The part of the current stack that stays: identical screens from the bottom up.
        let kept = zip(navigationStack, screens).prefix { $0 === $1 }.count
        var listed = Set<ObjectIdentifier>()
        for (index, screen) in screens.enumerated() {
            guard listed.insert(ObjectIdentifier(screen)).inserted else {
                return .failure(.alreadyShown(screen.content.summary))
            }
            guard index >= kept else { continue }
            // A new screen must not be shown already, unless it is one the change pops.
            let isPopped = navigationStack[min(kept, navigationStack.count)...].contains { $0 === screen }
            if isShown(screen), !isPopped { return .failure(.alreadyShown(screen.content.summary)) }
            do throws(NavigationError) {
                try screen.validate(for: renderer)
            } catch {
                return .failure(error)
            }
        }
        var dismissed = 0
        if dismissingPresentation, let presentation = active {
            close(presentation.id, reason: .replaced)
            dismissed = 1
        }
        let newRoot = kept == 0 && !navigationStack.isEmpty
        // Where the pushes start: after the kept screens, after a replaced root, or at an empty stack's root.
        let firstPush = navigationStack.isEmpty ? 0 : max(kept, 1)
        let pushes = screens.count - firstPush
        var popped = pop(
            keeping: max(kept, 1), on: stack, animated: animated && pushes == 0 && !newRoot, reason: .replaced,
            revealing: pushes == 0 && !newRoot, returning: listed)
        var pushed = 0
        if newRoot {
            // The root itself changes: the one screen left is replaced (a crossfade on GTK).
            if case .failure(let error) = replaceTop(with: first, animated: animated && pushes == 0, reason: .replaced)
            {
                return .failure(error)
            }
            popped += 1
            pushed += 1
        }
        for (offset, screen) in screens.enumerated().dropFirst(firstPush) {
            let isLast = offset == screens.count - 1
            // Only the last change animates, and an empty stack's root never does. The first push
            // after pops covers a screen that was covered already: it is not told again.
            let result = push(
                screen, animated: animated && isLast && !navigationStack.isEmpty,
                notifyingCovered: pushed > 0 || popped == 0)
            if case .failure(let error) = result { return .failure(error) }
            pushed += 1
        }
        return .success(.stackSet(popped: popped, pushed: pushed, dismissed: dismissed))
    }

    private func popTo(
        index: @escaping @MainActor () -> Int?, describing name: String, animated: Bool,
        completion: ((NavigationResult) -> Void)?
    ) -> NavigationResult {
        // The index is found in the navigation's turn: the stack may change while it waits.
        schedule(completion: completion) { [unowned self] finish in
            guard let index = index() else {
                finish(.failure(.notOnStack(name)))
                return
            }
            guard let stack, index < navigationStack.count - 1 else {
                finish(.success(.nothingToPop))
                return
            }
            finish(.success(.popped(count: pop(keeping: index + 1, on: stack, animated: animated, reason: .app))))
        }
    }
}
