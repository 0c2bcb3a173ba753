/// Which promise of the router a sequence broke.
public enum ModelViolationKind: String, CaseIterable, Sendable, Comparable {
    /// A screen on two stacks, or twice on one.
    case screenTwice = "screen shown twice"
    /// A screen both on a stack and presented.
    case stackedAndPresented = "stacked and presented"
    /// The renderer's screens or presentation are not the router's (same objects, same order).
    case rendererDiffers = "renderer differs from router"
    /// A lifecycle event that does not follow the one before it (`appeared` twice, `reappeared`
    /// while visible…).
    case lifecycleOrder = "lifecycle out of order"
    /// After the operation, a view's last lifecycle event is not where the view is.
    case lifecycleEndState = "lifecycle ends in the wrong state"
    /// A completion ran twice, or with another result than its ticket's.
    case completionTwice = "completion ran twice"
    /// A request never finished once everything settled, or finished without its completion.
    case completionMissing = "completion never ran"
    /// A dismissal handler ran twice.
    case handlerTwice = "dismissal handler ran twice"
    /// A dismissal handler ran while its view was on screen, or for a view that never showed.
    case handlerWhileShown = "dismissal handler ran while shown"
    /// A view left and its dismissal handler did not run.
    case handlerMissing = "dismissal handler never ran"
    /// A request refused with a typed error changed something.
    case refusalChanged = "refused request changed something"
    /// Once every presentation was closed and every transition finished, the router still waited.
    case wedged = "router never settled"

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One broken promise: what, and where in the sequence.
public struct ModelViolation: Sendable, CustomStringConvertible {
    public let kind: ModelViolationKind
    /// What was seen.
    public let detail: String
    /// The operation (1-based) after which it was seen; 0 for the set-up.
    public let operation: Int

    public var description: String { "[\(kind.rawValue)] after operation \(operation): \(detail)" }
}
