import Clew
import ClewTesting

// The invariants, checked after every operation, and once more when everything has settled.
extension ModelWorld {
    func checkInvariants() {
        checkScreensOnce()
        checkRendererAgrees()
        checkLifecycleEndStates()
        checkHandlersHeard()
        checkCompletions(settled: false)
    }

    private func checkScreensOnce() {
        var shown = Set<ObjectIdentifier>()
        let all = stacks.joined().map { $0 as AnyObject } + (router.sidebar.map { [$0 as AnyObject] } ?? [])
        for screen in all where !shown.insert(ObjectIdentifier(screen)).inserted {
            violate(.screenTwice, "\(name(of: screen)) is shown twice: \(describeStacks())")
        }
        if let presented = router.presentedView, shown.contains(ObjectIdentifier(presented)) {
            violate(.stackedAndPresented, "\(name(of: presented)) is presented and stacked: \(describeStacks())")
        }
    }

    private func checkRendererAgrees() {
        let routerStack = router.navigationStack.map { ObjectIdentifier($0) }
        let rendererStack = renderer.screens.map { ObjectIdentifier($0) }
        if routerStack != rendererStack {
            violate(
                .rendererDiffers,
                "router stack \(router.navigationStack.map(\.title)), renderer \(renderer.screens.map(\.title))")
        }
        if router.presentedView !== renderer.presentedView {
            violate(
                .rendererDiffers,
                "router presents \(router.presentedView.map { name(of: $0) } ?? "nothing"), renderer "
                    + (renderer.presentedView.map { name(of: $0) } ?? "nothing"))
        }
        if router.presentedToast !== renderer.presentedToast {
            violate(.rendererDiffers, "the toast on screen differs")
        }
        if router.sidebar !== renderer.sidebar { violate(.rendererDiffers, "the sidebar differs") }
        if router.selectedTab != renderer.selectedTab?.id {
            violate(
                .rendererDiffers,
                "router selects tab \(router.selectedTab ?? "-"), renderer \(renderer.selectedTab?.id ?? "-")")
        }
    }

    /// Each view's last event says where it is: the top of the stack shown and the presentation
    /// are visible, the rest of the stacks covered, everything else gone or never shown.
    private func checkLifecycleEndStates() {
        var expected: [ObjectIdentifier: Life] = [:]
        let selected = router.tabs.firstIndex { $0.id == router.selectedTab } ?? 0
        for (index, stack) in stacks.enumerated() {
            for (position, screen) in stack.enumerated() {
                let isTop = index == selected && position == stack.count - 1
                expected[ObjectIdentifier(screen)] = isTop ? .visible : .covered
            }
        }
        if let sidebar = router.sidebar { expected[ObjectIdentifier(sidebar)] = .visible }
        if let presented = router.presentedView { expected[ObjectIdentifier(presented)] = .visible }
        for (id, state) in life {
            let want = expected[id]
            let fine = want == nil ? (state == .gone || state == .never) : state == want
            if !fine {
                violate(
                    .lifecycleEndState,
                    "a view's last event leaves it \(state), but it is \(want.map { "\($0)" } ?? "not shown")")
            }
        }
        for (id, want) in expected where life[id] == nil {
            violate(.lifecycleEndState, "a view on screen (\(want)) never heard it appeared")
        }
    }

    private func checkHandlersHeard() {
        for handler in handlers where handler.left && handler.calls == 0 {
            violate(.handlerMissing, "\(handler.label)'s view left and its handler did not run")
            handler.calls = -1_000  // reported once
        }
    }

    func checkCompletions(settled: Bool) {
        for request in requests {
            guard let ticket = request.ticket else { continue }
            guard case .finished(let result) = ticket.state else {
                if settled { violate(.completionMissing, "\(request.label) never finished: \(ticket.state)") }
                continue
            }
            if request.calls == 0 {
                violate(.completionMissing, "\(request.label) finished (\(result)) without its completion")
                request.calls = -1_000
            } else if request.calls == 1, request.result != result {
                violate(
                    .completionTwice,
                    "\(request.label)'s completion heard \(request.result.map { "\($0)" } ?? "-"), its ticket \(result)"
                )
                request.calls = 2
            }
        }
        requests.removeAll { request in
            if case .finished = request.ticket?.state, request.calls != 0 { return true }
            return false
        }
    }

    /// Refused at once with a typed error, from a settled router: nothing may have changed.
    func checkRefusal(_ ticket: NavigationTicket, before: Snapshot, label: String) {
        guard case .finished(.failure(let error)) = ticket.state else { return }
        if case .chainStepFailed = error { return }  // the steps before it stay done
        let after = snapshot()
        if after != before {
            violate(.refusalChanged, "\(label) was refused (\(error)) but changed the screen")
        }
    }

    /// Closes everything, finishes every transition, with handlers no longer navigating; then
    /// every request must have finished and every handler of a view that left must have run.
    func settle() {
        reactionsEnabled = false
        var rounds = 0
        while rounds < 1_000 {
            rounds += 1
            if renderer.isTransitioning {
                renderer.finishTransition()
            } else if renderer.presentedView != nil {
                do { try renderer.pressEscape() } catch { _ = try? renderer.tap(actionTitled: "OK") }
            } else if renderer.presentedToast != nil {
                _ = try? renderer.closeToast()
            } else if router.presentedView != nil {
                router.navigate(to: Router.dismissRoute(isAnimated: false))
            } else {
                break
            }
        }
        if !router.isSettled || router.pendingPresentationCount > 0 || router.scheduledNavigationCount > 0 {
            violate(
                .wedged,
                "settled: \(router.isSettled), waiting requests \(router.scheduledNavigationCount), "
                    + "waiting presentations \(router.pendingPresentationCount)")
        }
        checkInvariants()
        checkCompletions(settled: true)
        for toast in toasts
        where router.presentedToast !== toast && !router.queuedToasts.contains(where: { $0 === toast }) {
            if let handler = toastHandlers[ObjectIdentifier(toast)], handler.armed, handler.calls == 0 {
                violate(.handlerMissing, "toast \(toast.title)'s handler never ran")
            }
        }
    }

    func describeStacks() -> String {
        stacks.map { "[" + $0.map(\.title).joined(separator: " ") + "]" }.joined(separator: " ")
            + (router.presentedView.map { " + presented \(name(of: $0))" } ?? "")
    }
}
