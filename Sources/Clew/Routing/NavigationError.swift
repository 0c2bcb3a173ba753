/// Why the router could not perform a route. Nothing is shown, and nothing the user had on screen
/// is lost, when one of these is reported.
///
/// Unlike Ariadne, Clew never swallows these: they reach the `completion` of
/// ``Router/navigate(to:with:completion:)``, its return value, and ``Router/onNavigationFailure``.
public enum NavigationError: Error, CustomStringConvertible {
    /// The route's builder threw; `underlying` says why (an ``AlertValidationError``, say).
    case buildFailed(builder: String, underlying: any Error)
    /// The popover's anchor is gone or no longer on screen.
    case anchorUnavailable(String)
    /// The renderer cannot do what the route asks: it does not implement the capability.
    case unsupportedByRenderer(capability: String, renderer: String)
    /// Only screens go on the navigation stack; alerts and pickers are presented.
    case notAScreen(RenderedContent)
    /// The view is already on screen (on the stack or presented); one view can be shown once at a time.
    case alreadyShown(RenderedContent)
    /// The renderer tried and failed.
    case rendererFailed(any Error)
    /// A ``NonBuilder`` was asked to build; routes that pop or dismiss build nothing.
    case nothingToBuild
    /// `popTo` named a screen that is not on the navigation stack.
    case notOnStack(String)
    /// `setStack` was given no screens; a navigation stack keeps at least its root.
    case emptyStack
    /// A ``Toast`` cannot be shown as it is; the message says why (no title, an action without a label).
    case invalidToast(String)
    /// Tabs cannot be set or selected as asked; the message says why.
    case invalidTabs(String)
    /// The window cannot be split, or has no split view for a detail; the message says why.
    case invalidSplitView(String)
    /// A link could not be opened: malformed, another app's, unknown, or a bad parameter.
    case deepLink(DeepLinkError)
    /// A step of a chained route had nothing to do (``NavigationOutcome/isNoOp``: nothing to pop or
    /// dismiss), so the chain cannot go on as planned. Alone, such a route is a reported no-op.
    case changedNothing(NavigationOutcome)
    /// Step `step` (counting from 1) of a chained route, `route`, failed with `underlying`. The
    /// steps before it stay done; the ones after it were not performed.
    indirect case chainStepFailed(step: Int, route: String, underlying: NavigationError)
    /// The router was released before the request was performed (a ticket awaited, or a
    /// ``Navigator`` kept, after its router's end): nothing was shown.
    case routerReleased

    /// What went wrong. Apart from ``deepLink(_:)``, whose message a user reads and which is translated
    /// (the `clew` text domain), these describe a mistake in the app's code and stay English.
    public var description: String {
        switch self {
        case .buildFailed(let builder, let underlying):
            "\(builder) could not build its view: \(underlying)"
        case .anchorUnavailable(let anchor):
            "The popover's anchor “\(anchor)” is gone or no longer on screen, so there is nothing to point at. "
                + "A route holds its anchor weakly: keep the anchor in a stored property of the screen that shows it, "
                + "or make the route inside the anchor's own action (a Button's action receives the button)."
        case .unsupportedByRenderer(let capability, let renderer):
            "\(renderer) cannot show \(capability): it does not implement that capability."
        case .notAScreen(let content):
            "Only screens can be pushed on the navigation stack; present \(content) with presentRoute() or popoverRoute(from:) instead."
        case .alreadyShown(let content):
            "\(content) is already on screen; build a new view to show it again."
        case .rendererFailed(let underlying):
            "The renderer failed: \(underlying)"
        case .nothingToBuild:
            "Routes that pop or dismiss build no view."
        case .notOnStack(let screen):
            "\(screen) is not on the navigation stack, so there is nothing to pop to; nothing was popped."
        case .emptyStack:
            "A navigation stack needs at least one screen; setStack was given none, and nothing changed."
        case .invalidToast(let reason):
            reason
        case .invalidTabs(let reason), .invalidSplitView(let reason):
            reason
        case .deepLink(let error):
            // A link's message is for the user (translated); the other cases are for the app's developer.
            error.description + " " + tr("Nothing was changed.")
        case .changedNothing(let outcome):
            "There was \(outcome), so this step changed nothing."
        case .chainStepFailed(let step, let route, let underlying):
            "Step \(step) of the chained route (\(route)) failed: \(underlying) "
                + "The steps before it stay done; the steps after it were not performed."
        case .routerReleased:
            "The router was released before this request was performed; nothing was shown."
        }
    }
}

/// What the router did with a route.
public enum NavigationOutcome: Equatable, Sendable, CustomStringConvertible {
    /// The view is on screen.
    case presented
    /// The screen is on top of the navigation stack.
    case pushed
    /// The top screen was replaced.
    case replaced
    /// `count` screens were popped.
    case popped(count: Int)
    /// The presentation on top was closed.
    case dismissed
    /// Nothing was presented, so nothing was dismissed.
    case nothingToDismiss
    /// The stack held only its root (or nothing), so nothing was popped.
    case nothingToPop
    /// `setStack` closed `dismissed` presentations (0 or 1: the one on top), popped `popped`
    /// screens and pushed `pushed` (a new root counts as one of each).
    case stackSet(popped: Int, pushed: Int, dismissed: Int = 0)
    /// Every step of a chained route succeeded, with these outcomes in order.
    case chained([NavigationOutcome])
    /// An updating route found the top screen of its kind and updated it instead of pushing another.
    case updated
    /// A root transition made the view the whole content of the window.
    case rootReplaced
    /// A ``NonTransition`` built the view and showed nothing.
    case built
    /// A saved state was restored (``Router/restore(_:with:completion:)``); `skipped` parts of it
    /// could not be, and went to ``Router/onNavigationFailure``.
    case restored(skipped: Int)
    /// The tab with this id is selected.
    case tabSelected(String)
    /// The window is split into a sidebar and a content pane.
    case splitViewSet
    /// The split view's content pane shows the detail alone.
    case detailShown
    /// A link was opened: the plan's summary (`Home ▸ Profile, then present …`).
    case linkOpened(String)

    /// Whether the route changed nothing (a chain: none of its steps changed anything).
    public var isNoOp: Bool {
        switch self {
        case .nothingToDismiss, .nothingToPop, .stackSet(popped: 0, pushed: 0, dismissed: 0): true
        case .chained(let outcomes): outcomes.allSatisfy(\.isNoOp)
        default: false
        }
    }

    public var description: String {
        switch self {
        case .presented: "presented"
        case .pushed: "pushed"
        case .replaced: "replaced"
        case .popped(let count): "popped \(count)"
        case .dismissed: "dismissed"
        case .nothingToDismiss: "nothing to dismiss"
        case .nothingToPop: "nothing to pop"
        case .stackSet(let popped, let pushed, let dismissed):
            "stack set (\(dismissed > 0 ? "dismissed \(dismissed), " : "")popped \(popped), pushed \(pushed))"
        case .chained(let outcomes): "chained (\(outcomes.map(\.description).joined(separator: ", ")))"
        case .updated: "updated"
        case .rootReplaced: "root replaced"
        case .built: "built, not shown"
        case .restored(let skipped): skipped == 0 ? "restored" : "restored, \(skipped) skipped"
        case .linkOpened(let summary): "link opened: \(summary)"
        case .tabSelected(let id): "tab “\(id)” selected"
        case .splitViewSet: "split view set"
        case .detailShown: "detail shown"
        }
    }
}

/// The result of performing a route.
public typealias NavigationResult = Result<NavigationOutcome, NavigationError>

extension NavigationError: Equatable {
    /// Errors are equal when they are the same case with equal values; underlying errors compare by
    /// type and description, since `any Error` is not `Equatable`.
    public static func == (lhs: NavigationError, rhs: NavigationError) -> Bool {
        switch (lhs, rhs) {
        case (.buildFailed(let lb, let le), .buildFailed(let rb, let re)):
            lb == rb && sameError(le, re)
        case (.anchorUnavailable(let l), .anchorUnavailable(let r)):
            l == r
        case (.unsupportedByRenderer(let lc, let lr), .unsupportedByRenderer(let rc, let rr)):
            lc == rc && lr == rr
        case (.notAScreen(let l), .notAScreen(let r)):
            l == r
        case (.alreadyShown(let l), .alreadyShown(let r)):
            l == r
        case (.rendererFailed(let l), .rendererFailed(let r)):
            sameError(l, r)
        case (.nothingToBuild, .nothingToBuild), (.emptyStack, .emptyStack), (.routerReleased, .routerReleased):
            true
        case (.notOnStack(let l), .notOnStack(let r)):
            l == r
        case (.changedNothing(let l), .changedNothing(let r)):
            l == r
        case (.invalidToast(let l), .invalidToast(let r)), (.invalidTabs(let l), .invalidTabs(let r)),
            (.invalidSplitView(let l), .invalidSplitView(let r)):
            l == r
        case (.deepLink(let l), .deepLink(let r)):
            l == r
        case (.chainStepFailed(let ls, let lr, let le), .chainStepFailed(let rs, let rr, let re)):
            ls == rs && lr == rr && le == re
        default:
            false
        }
    }

    private static func sameError(_ lhs: any Error, _ rhs: any Error) -> Bool {
        type(of: lhs) == type(of: rhs) && String(describing: lhs) == String(describing: rhs)
    }
}
