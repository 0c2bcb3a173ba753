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
        }
    }
}

/// What the router did with a route.
public enum NavigationOutcome: Equatable, Sendable, CustomStringConvertible {
    /// The view is on screen.
    case presented
    /// Another presentation is up; this one waits its turn at `position` (1 is next).
    case queued(position: Int)
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
    /// `setStack` popped `popped` screens and pushed `pushed` (a new root counts as one of each).
    case stackSet(popped: Int, pushed: Int)

    /// Whether the route changed nothing.
    public var isNoOp: Bool {
        self == .nothingToDismiss || self == .nothingToPop || self == .stackSet(popped: 0, pushed: 0)
    }

    public var description: String {
        switch self {
        case .presented: "presented"
        case .queued(let position): "queued at position \(position)"
        case .pushed: "pushed"
        case .replaced: "replaced"
        case .popped(let count): "popped \(count)"
        case .dismissed: "dismissed"
        case .nothingToDismiss: "nothing to dismiss"
        case .nothingToPop: "nothing to pop"
        case .stackSet(let popped, let pushed): "stack set (popped \(popped), pushed \(pushed))"
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
        case (.nothingToBuild, .nothingToBuild), (.emptyStack, .emptyStack):
            true
        case (.notOnStack(let l), .notOnStack(let r)):
            l == r
        default:
            false
        }
    }

    private static func sameError(_ lhs: any Error, _ rhs: any Error) -> Bool {
        type(of: lhs) == type(of: rhs) && String(describing: lhs) == String(describing: rhs)
    }
}
