// Operations of several steps (a whole-stack change, a link's plan, a new root over a presentation)
// committed as one: every step's state first, then the effects app code hears, once.

/// An effect app code hears, held until the operation that caused it is whole.
@MainActor
enum HeldEffect {
    /// A lifecycle event: to the view, then to every observer.
    case lifecycle(ViewLifecycleEvent, any View)
    /// A route's dismissal handler, with why its view went.
    case dismissal(@MainActor (DismissalReason) -> Void, DismissalReason)
}

extension Router {
    /// Runs `operation`, several steps, as one operation: each step checks, commits its state and
    /// tells the renderer (which mirrors the state and runs no app code); the effects app code
    /// hears (lifecycle events to views and observers, dismissal handlers) are held and performed
    /// once the last step is committed, in the order the steps made them. So no observer or
    /// handler ever sees a state half-way through the operation, and what they ask for takes a
    /// turn of its own after it. Inside another such operation, it is part of that one.
    func asOneOperation<Result>(_ operation: () -> Result) -> Result {
        guard observers.held == nil else { return operation() }
        changeObservers { $0.held = [] }
        let result = operation()
        let effects = changeObservers { moveOut(&$0.held, leaving: nil) } ?? []
        guard !effects.isEmpty else { return result }
        scheduler.performingEffects {
            for effect in effects {
                switch effect {
                case .lifecycle(let event, let view): tell(event, view)
                case .dismissal(let handler, let reason): handler(reason)
                }
            }
        }
        return result
    }
}
