import Clew
import ClewTesting

// The operations a sequence is made of: the public API, as an app and its user call it.
extension ModelWorld {
    /// Sets the window up: one stack, tabs, or a split view.
    func setUp() -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let tabs = (1...3).map { Tab("t\($0)", title: "T\($0)", root: newScreen()) }
            router.setTabs(tabs)
            return "setTabs \(tabs.map(\.root.title))"
        case 1:
            let sidebar = newScreen()
            let content = newScreen()
            router.setSplitView(sidebar: sidebar, content: content)
            return "setSplitView sidebar \(sidebar.title) content \(content.title)"
        default:
            let home = newScreen()
            router.navigate(to: GivenScreenBuilder().pushRoute(isAnimated: false), with: home)
            return "push \(home.title) (root)"
        }
    }

    /// One operation of the app or the user, chosen at random; returns what it did.
    func performOperation() -> String {
        let before = snapshot()
        let wasSettled = router.isSettled
        var refusable: NavigationTicket?
        defer {
            if let refusable, wasSettled { checkRefusal(refusable, before: before, label: log.last ?? "") }
        }
        let choice = Int.random(in: 0..<100, using: &random)
        switch choice {
        case 0..<40:
            let (line, ticket) = navigation()
            refusable = ticket
            return line
        case 40..<52:
            return userAction()
        case 52..<58:
            let (line, ticket) = toastOperation()
            refusable = ticket
            return line
        case 58..<64:
            let (line, ticket) = containerOperation()
            refusable = ticket
            return line
        case 64..<70:
            let (line, ticket) = deepLink()
            refusable = ticket
            return line
        case 70..<78:
            let (line, _) = chain()
            return line
        default:
            if renderer.isTransitioning, random.chance(80) {
                renderer.finishTransition()
                return "finish transition"
            }
            let (line, ticket) = navigation()
            refusable = ticket
            return line
        }
    }

    /// What a handler, action or observer does when it navigates.
    func performReaction() -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<7: navigation().0
        case 7: toastOperation().0
        case 8: chain().0
        default: deepLink().0
        }
    }

    // MARK: Navigations

    private func animated() -> Bool { random.chance(60) }

    /// A screen already shown somewhere (for refusals), or a new one.
    private func someScreen() -> ModelScreen {
        let shown = stacks.joined().compactMap { $0 as? ModelScreen }
        if !shown.isEmpty, random.chance(15) { return random.pick(shown) }
        return newScreen(detail: random.chance(30))
    }

    private func navigation() -> (String, NavigationTicket?) {
        let stack = router.navigationStack
        switch Int.random(in: 0..<17, using: &random) {
        case 0, 1, 2:
            let screen = someScreen()
            let label = "push \(screen.title)"
            let route = maybeHandler(GivenScreenBuilder().pushRoute(isAnimated: animated()), label)
            return (label, request(label) { router.navigate(to: route, with: screen, completion: $0) })
        case 3:
            let label = "pop"
            return (
                label, request(label) { router.navigate(to: Router.popRoute(isAnimated: animated()), completion: $0) }
            )
        case 4:
            let label = "popToRoot"
            return (
                label,
                request(label) { router.navigate(to: Router.popToRootRoute(isAnimated: animated()), completion: $0) }
            )
        case 5:
            let target = stack.isEmpty || random.chance(10) ? newScreen() : random.pick(stack)
            let label = "popTo \(target.title)"
            return (label, request(label) { router.popTo(target, animated: animated(), completion: $0) })
        case 6:
            let first = random.chance(50)
            let label = first ? "popTo(firstOf: Detail)" : "popTo(lastOf: Detail)"
            return (
                label,
                request(label) {
                    first
                        ? router.popTo(firstOf: ModelDetailScreen.self, animated: animated(), completion: $0)
                        : router.popTo(lastOf: ModelDetailScreen.self, animated: animated(), completion: $0)
                }
            )
        case 7:
            let screen = someScreen()
            let (behaviour, name): (ReplaceBehaviour, String) =
                switch Int.random(in: 0..<3, using: &random) {
                case 0: (.replaceLast, "last")
                case 1: (.replaceAll, "all")
                default: (.custom { ($0.title.utf8.last ?? 0) % 2 == 0 }, "keeping even")
                }
            let label = "replace \(name) with \(screen.title)"
            let route = maybeHandler(GivenScreenBuilder().replaceRoute(behaviour, isAnimated: animated()), label)
            return (label, request(label) { router.navigate(to: route, with: screen, completion: $0) })
        case 8:
            var screens = Array(stack.prefix(Int.random(in: 0...stack.count, using: &random)))
            for _ in 0..<Int.random(in: 0...2, using: &random) { screens.append(someScreen()) }
            if random.chance(10), let first = screens.first { screens.append(first) }
            let keep = random.chance(20)
            let label = "setStack \(screens.map(\.title))" + (keep ? " keeping the presentation" : "")
            return (
                label,
                request(label) {
                    router.setStack(screens, animated: animated(), dismissingPresentation: !keep, completion: $0)
                }
            )
        case 9:
            let edits = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0..<3, using: &random) }
            let screens = edits.map { _ in newScreen(detail: random.chance(30)) }
            let label =
                "setStack plan \(zip(edits, screens).map { ["pop", "push \($1.title)", "replaceTop \($1.title)"][$0] })"
            return (
                label,
                request(label) {
                    router.setStack(animated: animated(), completion: $0) { plan in
                        for (edit, screen) in zip(edits, screens) {
                            switch edit {
                            case 0: plan.pop()
                            case 1: plan.push(screen)
                            default: plan.replaceTop(with: screen)
                            }
                        }
                    }
                }
            )
        case 10, 11:
            let screen = someScreen()
            let sheet = random.chance(50)
            let label = "present \(screen.title)" + (sheet ? " as a sheet" : "")
            let plain = GivenScreenBuilder().presentRoute(isAnimated: animated())
            if sheet { plain.prepareForShowTransition = { _, transition, _ in transition.style = .sheet } }
            let route = maybeHandler(plain, label)
            return (label, request(label) { router.navigate(to: route, with: screen, completion: $0) })
        case 12:
            let alert = AlertModel(title: "A\(log.count)")
            alert.actions.append(
                .init(title: "OK", style: .cancel) { [unowned self] _ in react("OK of \(alert.title ?? "")") })
            alert.actions.append(.init(title: "Go") { [unowned self] _ in react("Go of \(alert.title ?? "")") })
            let label = "present alert \(alert.title ?? "")"
            let route = maybeHandler(AlertBuilder().presentRoute(isAnimated: animated()), label)
            return (label, request(label) { router.navigate(to: route, with: alert, completion: $0) })
        case 13:
            let anchor = TestAnchor("button \(log.count)")
            if random.chance(10) { anchor.removeFromScreen() }
            let picker = PickerConfiguration(title: "P\(log.count)", options: ["One", "Two"]) { [unowned self] index in
                react("picker choice \(index)")
            }
            let label =
                "popover picker \(picker.title ?? "")" + (anchor.isAvailableAsAnchor ? "" : " from a gone anchor")
            let route = maybeHandler(PickerBuilder().popoverRoute(from: anchor), label)
            return (label, request(label) { router.navigate(to: route, with: picker, completion: $0) })
        case 14:
            let label = "dismiss"
            return (
                label,
                request(label) { router.navigate(to: Router.dismissRoute(isAnimated: animated()), completion: $0) }
            )
        case 15:
            let title = "U\(log.count)"
            let label = "updating push \(title)"
            let route = GivenDetailBuilder(world: self).pushRoute(isAnimated: animated()).asUpdatingRoute()
            return (label, request(label) { router.navigate(to: route, with: title, completion: $0) })
        default:
            let screen = someScreen()
            let label = "root \(screen.title)"
            let route = maybeHandler(GivenScreenBuilder().rootRoute(isAnimated: animated()), label)
            return (label, request(label) { router.navigate(to: route, with: screen, completion: $0) })
        }
    }

    // MARK: The user

    private func userAction() -> String {
        if renderer.presentedView != nil, random.chance(85) {
            if let alert = renderer.presentedAlert {
                let title = random.pick(alert.actions).title ?? ""
                return attempt("tap \(title) on \(alert.title ?? "")") { try renderer.tap(actionTitled: title) }
            }
            if let picker = renderer.presentedPicker, random.chance(60) {
                let option = random.pick(picker.options)
                return attempt("choose \(option)") { try renderer.tap(actionTitled: option) }
            }
            return attempt("Escape") { try renderer.pressEscape() }
        }
        if random.chance(20) {
            renderer.finishTransition()
            return "finish transition"
        }
        return attempt("Back") { try renderer.tapBack() }
    }

    private func attempt(_ label: String, _ body: () throws -> Void) -> String {
        do {
            try body()
            return "user: \(label)"
        } catch {
            return "user: \(label) (refused)"
        }
    }

    // MARK: Toasts

    private func toastOperation() -> (String, NavigationTicket?) {
        if let shown = renderer.presentedToast, random.chance(50) {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                return (attempt("tap the toast's \(shown.actionTitle ?? "")") { try renderer.tapToastAction() }, nil)
            case 1: return (attempt("close the toast") { try renderer.closeToast() }, nil)
            default: return (attempt("let the toast expire") { try renderer.expireToast() }, nil)
            }
        }
        if !toasts.isEmpty, random.chance(25) {
            let toast = random.pick(toasts)
            let label = "dismissToast \(toast.title)"
            return (label, request(label) { router.dismissToast(toast, completion: $0) })
        }
        let title = "T\(log.count)"
        let handler = Handler(label: "toast \(title)")
        let toast = Toast(
            title, actionTitle: "Undo", timeout: random.chance(50) ? .seconds(5) : nil,
            priority: random.chance(20) ? .high : .normal
        ) { [unowned self] in react("toast action of \(title)") }
        toast.onDismissal { [unowned self, unowned toast] reason in
            handler.calls += 1
            if handler.calls > 1 { violate(.handlerTwice, "toast \(title)'s handler ran \(handler.calls) times") }
            if router.presentedToast === toast || router.queuedToasts.contains(where: { $0 === toast }) {
                violate(.handlerWhileShown, "toast \(title)'s handler ran (\(reason)) while it is up or waiting")
            }
            react("toast \(title) dismissed (\(reason))")
        }
        toasts.append(toast)
        let label = "showToast \(title)"
        let ticket = request(label) { router.showToast(toast, completion: $0) }
        if case .finished(.failure) = ticket.state {} else { handler.armed = true }
        toastHandlers[ObjectIdentifier(toast)] = handler
        return (label, ticket)
    }

    // MARK: Tabs and split views

    private func containerOperation() -> (String, NavigationTicket?) {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let id = random.chance(85) && !router.tabs.isEmpty ? random.pick(router.tabs).id : "nowhere"
            let label = "selectTab \(id)"
            return (label, request(label) { router.selectTab(id, completion: $0) })
        case 1:
            guard let tab = router.tabs.isEmpty ? nil : random.pick(router.tabs) else {
                let label = "setTabs on a window that shows screens"
                return (
                    label, request(label) { router.setTabs([Tab("x", title: "X", root: newScreen())], completion: $0) }
                )
            }
            return (attempt("tap tab \(tab.title)") { try renderer.tapTab(tab.title) }, nil)
        default:
            let screen = someScreen()
            let label = "showDetail \(screen.title)"
            let route = maybeHandler(GivenScreenBuilder().showDetailRoute(isAnimated: animated()), label)
            return (label, request(label) { router.navigate(to: route, with: screen, completion: $0) })
        }
    }

    // MARK: Deep links

    private func deepLink() -> (String, NavigationTicket?) {
        var links = DeepLinkTable(scheme: "model")
        links.add("stack") { [unowned self] _ in
            // The link's stack starts at the root of the stack it goes to, as apps' links do.
            var screens = Array(router.navigationStack.prefix(Int.random(in: 1...2, using: &random)))
            for _ in 0..<Int.random(in: 0...2, using: &random) { screens.append(someScreen()) }
            let presented: ModelScreen? = random.chance(40) ? someScreen() : nil
            return DeepLinkPlan(stack: screens, presenting: presented)
        }
        links.add("broken") { _ in throw NavigationError.nothingToBuild }
        let text = random.pick([
            "model://stack", "model://stack", "model://stack", "model://broken", "other://x", "model://nowhere",
        ])
        let label = "open \(text)"
        return (label, request(label) { router.open(text, with: links, completion: $0) })
    }

    // MARK: Chained routes

    private func chain() -> (String, NavigationTicket?) {
        let screen = someScreen()
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let presented = someScreen()
            let label = "chain push \(screen.title) → present \(presented.title)"
            let route = maybeHandler(GivenScreenBuilder().pushRoute(isAnimated: animated()), label)
                .chained(
                    with: maybeHandler(GivenScreenBuilder().presentRoute(isAnimated: animated()), label + " (2)"),
                    context: presented)
            return (label, request(label) { router.navigate(to: route, with: screen, completion: $0) })
        case 1:
            let label = "chain pop → push \(screen.title)"
            let route = Router.popRoute(isAnimated: animated())
                .chained(
                    with: maybeHandler(GivenScreenBuilder().pushRoute(isAnimated: animated()), label), context: screen)
            return (label, request(label) { router.navigate(to: route, with: (), completion: $0) })
        default:
            let label = "chain dismiss → push \(screen.title)"
            let route = Router.dismissRoute(isAnimated: animated())
                .chained(
                    with: maybeHandler(GivenScreenBuilder().pushRoute(isAnimated: animated()), label), context: screen)
            return (label, request(label) { router.navigate(to: route, with: (), completion: $0) })
        }
    }
}

/// Builds a detail screen the model counts, titled by the context.
struct GivenDetailBuilder: ViewBuilder {
    unowned let world: ModelWorld
    func build(with context: String) -> ModelDetailScreen {
        let screen = world.newScreen(detail: true)
        guard let detail = screen as? ModelDetailScreen else { preconditionFailure("a detail screen") }
        detail.update(with: context)
        return detail
    }
}
