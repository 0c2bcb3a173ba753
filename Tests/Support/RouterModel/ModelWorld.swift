import Clew
import ClewTesting

/// One sequence's router, renderer and everything the checks need to remember: each view's
/// lifecycle, each request's completion, each dismissal handler. Built on the public API only.
@MainActor
final class ModelWorld {
    /// Where a view is, as its lifecycle events say.
    enum Life { case never, visible, covered, gone }

    /// A dismissal handler given with a route (or a toast), and what became of it.
    @MainActor
    final class Handler {
        let label: String
        /// The view its route built (known from `prepareForShowTransition`), or the toast's.
        var view: AnyObject?
        /// The view appeared for this route: from now on it must hear of the view leaving.
        var armed = false
        /// The view left (`removed`) after the handler was armed.
        var left = false
        var calls = 0
        /// The request that performs its route (set when the request is made).
        var request: Request?
        init(label: String) { self.label = label }

        /// Whether its request may still show the view: a view that appears after its route was
        /// refused was shown by another route.
        var isPending: Bool {
            guard let ticket = request?.ticket else { return true }
            if case .finished = ticket.state { return false }
            return true
        }
    }

    /// A request made with a completion, and how often the completion ran.
    @MainActor
    final class Request {
        let label: String
        var ticket: NavigationTicket?
        var calls = 0
        var result: NavigationResult?
        init(label: String) { self.label = label }
    }

    let renderer = RecordingRenderer()
    let router: Router
    var random: ModelRandom
    let navigatingHandlers: Bool
    /// The operation being performed (1-based); 0 while setting up.
    var operation = 0
    var violations: [ModelViolation] = []
    /// What was done, one line per operation or reaction: the replay.
    var log: [String] = []
    /// How many navigations handlers may still start in this operation: a handler that always
    /// navigates must not make a sequence endless.
    var reactionBudget = 0
    var reactionsEnabled = true

    private(set) var life: [ObjectIdentifier: Life] = [:]
    /// Every view that ever had a lifecycle event, kept alive so identifiers are never reused.
    private var seen: [AnyObject] = []
    var handlers: [Handler] = []
    var requests: [Request] = []
    var toasts: [Toast] = []
    var toastHandlers: [ObjectIdentifier: Handler] = [:]
    private var screenCount = 0

    init(seed: UInt64, navigatingHandlers: Bool) {
        random = ModelRandom(seed: seed)
        self.navigatingHandlers = navigatingHandlers
        router = Router(renderer: renderer)
        router.onNavigationFailure = { _ in }  // refusals are expected; the checks read tickets
        renderer.simulatesTransitions = random.chance(50)
        // Registered first: it sees every event before an observer that navigates acts on it.
        router.observeLifecycle { [unowned self] event, view in record(event, of: view) }
        if navigatingHandlers {
            router.observeLifecycle { [unowned self] event, view in
                guard random.chance(15) else { return }
                react("observer on \(event) of \(name(of: view))")
            }
        }
    }

    // MARK: Making things

    func newScreen(detail: Bool = false) -> ModelScreen {
        screenCount += 1
        return detail ? ModelDetailScreen("D\(screenCount)") : ModelScreen("S\(screenCount)")
    }

    func name(of view: AnyObject) -> String {
        if let screen = view as? any Screen { return screen.title }
        if let toast = view as? Toast { return toast.title }
        if let view = view as? any View { return "\(view.content.summary)" }
        return "\(type(of: view))"
    }

    /// Gives `route` a dismissal handler (about half the time) that checks when it runs and may
    /// navigate.
    func maybeHandler<B, T>(_ route: Route<B, T>, _ label: String) -> Route<B, T> {
        guard random.chance(50) else { return route }
        let handler = Handler(label: label)
        handlers.append(handler)
        let prepare = route.prepareForShowTransition
        route.prepareForShowTransition = { view, transition, visible in
            handler.view = view
            prepare?(view, transition, visible)
        }
        route.onDismissal { [unowned self] reason in
            handlerRan(handler, reason: reason)
            react("dismissal handler of \(label) (\(reason))")
        }
        return route
    }

    func handlerRan(_ handler: Handler, reason: DismissalReason) {
        handler.calls += 1
        if handler.calls > 1 {
            violate(.handlerTwice, "\(handler.label)'s handler ran \(handler.calls) times (\(reason))")
        }
        guard let view = handler.view else {
            return violate(.handlerWhileShown, "\(handler.label)'s handler ran for a view it never built")
        }
        if !handler.armed {
            violate(.handlerWhileShown, "\(handler.label)'s handler ran though its view never showed")
        } else if isOnScreen(view) {
            violate(.handlerWhileShown, "\(handler.label)'s handler ran (\(reason)) while \(name(of: view)) is shown")
        } else if !handler.left {
            violate(.handlerWhileShown, "\(handler.label)'s handler ran before \(name(of: view)) was removed")
        }
    }

    /// Makes a request through `body`, with a completion that counts its calls.
    @discardableResult
    func request(_ label: String, _ body: (@escaping @MainActor (NavigationResult) -> Void) -> NavigationTicket)
        -> NavigationTicket
    {
        let record = Request(label: label)
        requests.append(record)
        for handler in handlers.reversed() {
            guard handler.request == nil else { break }
            handler.request = record
        }
        let ticket = body { [unowned self] result in
            record.calls += 1
            record.result = result
            if record.calls > 1 { violate(.completionTwice, "\(label)'s completion ran \(record.calls) times") }
        }
        record.ticket = ticket
        return ticket
    }

    // MARK: Reactions: handlers, actions and observers that navigate

    /// Called from every handler, action and observer: in the navigating mode, now and then, it
    /// navigates, as apps do.
    func react(_ origin: String) {
        guard navigatingHandlers, reactionsEnabled, reactionBudget > 0 else { return }
        reactionBudget -= 1
        let line = performReaction()
        log.append("    ↳ \(origin): \(line)")
    }

    // MARK: Lifecycle

    private func record(_ event: ViewLifecycleEvent, of view: any View) {
        let id = ObjectIdentifier(view)
        let before = life[id] ?? .never
        if before == .never { seen.append(view) }
        let after: Life?
        switch (event, before) {
        case (.appeared, .never), (.appeared, .gone): after = .visible
        case (.disappeared, .visible): after = .covered
        case (.reappeared, .covered): after = .visible
        case (.removed, .visible), (.removed, .covered): after = .gone
        default: after = nil
        }
        if let after {
            life[id] = after
        } else {
            violate(.lifecycleOrder, "\(name(of: view)) got \(event) while \(before)")
            life[id] = event == .removed ? .gone : event == .disappeared ? .covered : .visible
        }
        switch event {
        case .appeared:
            for handler in handlers where handler.view === view && handler.calls == 0 {
                // A whole-stack change that pops a screen and pushes it again keeps its handler
                // (the README's rule): it still waits for the view to leave for good.
                if handler.armed {
                    handler.left = false
                } else if handler.isPending {
                    handler.armed = true
                }
            }
        case .removed:
            for handler in handlers where handler.view === view && handler.armed && !handler.left {
                handler.left = true
            }
        default: break
        }
    }

    // MARK: What is on screen, as the router says

    var stacks: [[any Screen]] {
        router.tabs.isEmpty ? [router.navigationStack] : router.tabs.map { router.stack(ofTab: $0.id) }
    }

    func isOnScreen(_ view: AnyObject) -> Bool {
        if router.presentedView === view || router.sidebar === view { return true }
        return stacks.contains { $0.contains { $0 === view } }
    }

    /// Every screen shown, and the presentation: what a refusal must leave as it was.
    struct Snapshot: Equatable {
        var stacks: [[ObjectIdentifier]]
        var sidebar: ObjectIdentifier?
        var presented: ObjectIdentifier?
        var pending: Int
        var toast: ObjectIdentifier?
        var waitingToasts: [ObjectIdentifier]
        var selectedTab: String?
        var events: Int
    }

    func snapshot() -> Snapshot {
        Snapshot(
            stacks: stacks.map { $0.map { ObjectIdentifier($0) } },
            sidebar: router.sidebar.map { ObjectIdentifier($0) },
            presented: router.presentedView.map { ObjectIdentifier($0) },
            pending: router.pendingPresentationCount,
            toast: router.presentedToast.map { ObjectIdentifier($0) },
            waitingToasts: router.queuedToasts.map { ObjectIdentifier($0) },
            selectedTab: router.selectedTab,
            events: renderer.events.count)
    }

    func violate(_ kind: ModelViolationKind, _ detail: String) {
        violations.append(ModelViolation(kind: kind, detail: detail, operation: operation))
    }
}
