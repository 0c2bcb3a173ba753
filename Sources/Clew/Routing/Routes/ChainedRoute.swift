/// Several routes performed by one `navigate`, in order: Ariadne's `chained(with:)`.
///
/// Each step waits for the one before it to be on screen (a ``TransitionReporting`` renderer's
/// slide has ended; a presentation that had to wait its turn has appeared). The completion hears
/// ``NavigationOutcome/chained(_:)`` with every step's outcome, or, when a step fails,
/// ``NavigationError/chainStepFailed(step:route:underlying:)`` naming it: the steps before it stay
/// done, the steps after it are not performed. A step with nothing to do (nothing to pop or
/// dismiss) fails the chain too, with ``NavigationError/changedNothing(_:)``.
///
/// ```swift
/// let route = ProfileBuilder().pushRoute()
///     .chained(with: PaywallBuilder().presentRoute(), context: .profile)
/// router.navigate(to: route, with: profile) { result in print(result) }
/// ```
@MainActor
public final class ChainedRoute<Head: Routable>: Routable {
    /// The first step's context: the one `navigate(to:with:)` takes.
    public typealias Context = Head.Context

    /// One step after the first, with its context already bound.
    fileprivate struct Step {
        let summary: String
        let perform: @MainActor (Router, @escaping @MainActor (NavigationResult) -> Void) -> Void
    }

    /// The first step.
    public let head: Head
    private let tail: [Step]

    fileprivate init(head: Head, tail: [Step]) {
        self.head = head
        self.tail = tail
    }

    /// How many routes the chain performs (a chain given as a step counts as one).
    public var stepCount: Int { tail.count + 1 }

    /// This chain followed by `route`, performed with `context`.
    public func chained<Next: Routable>(with route: Next, context: Next.Context) -> ChainedRoute<Head> {
        let step = Step(summary: route.summary) { router, completion in
            route.perform(with: context, on: router, completion: completion)
        }
        return ChainedRoute(head: head, tail: tail + [step])
    }

    /// This chain followed by `route`, which needs no context (a pop, a dismissal).
    public func chained<Next: Routable>(with route: Next) -> ChainedRoute<Head> where Next.Context == Void {
        chained(with: route, context: ())
    }

    public var summary: String {
        ([head.summary] + tail.map(\.summary)).joined(separator: " → ")
    }

    public func perform(
        with context: Head.Context, on router: Router, completion: @escaping @MainActor (NavigationResult) -> Void
    ) {
        let head = self.head
        let first = Step(summary: head.summary) { router, completion in
            head.perform(with: context, on: router, completion: completion)
        }
        Self.run([first] + tail, from: 0, outcomes: [], on: router, completion: completion)
    }

    /// Performs `steps[index...]` one after the other; stops at the first failure.
    private static func run(
        _ steps: [Step], from index: Int, outcomes: [NavigationOutcome], on router: Router,
        completion: @escaping @MainActor (NavigationResult) -> Void
    ) {
        guard index < steps.count else {
            completion(.success(.chained(outcomes)))
            return
        }
        let step = steps[index]
        let performStep: @MainActor () -> Void = {
            step.perform(router) { result in
                switch result {
                case .success(.chained(let inner)):
                    run(steps, from: index + 1, outcomes: outcomes + inner, on: router, completion: completion)
                case .success(let outcome) where outcome.isNoOp:
                    // Nothing to pop or dismiss: the screen is not what the next steps expect.
                    completion(
                        .failure(
                            .chainStepFailed(
                                step: outcomes.count + 1, route: step.summary, underlying: .changedNothing(outcome))))
                case .success(let outcome):
                    run(steps, from: index + 1, outcomes: outcomes + [outcome], on: router, completion: completion)
                case .failure(.chainStepFailed(let innerStep, let route, let underlying)):
                    // A chain given as a step: count its steps in this chain's numbering.
                    completion(
                        .failure(
                            .chainStepFailed(step: outcomes.count + innerStep, route: route, underlying: underlying)))
                case .failure(let error):
                    completion(
                        .failure(.chainStepFailed(step: outcomes.count + 1, route: step.summary, underlying: error)))
                }
            }
        }
        if index == 0 {
            performStep()
        } else {
            router.scheduler.afterMotion(performStep)
        }
    }
}

extension Routable {
    /// This route, then `route` with `context`, in one `navigate`; see ``ChainedRoute``.
    ///
    /// ```swift
    /// router.navigate(
    ///     to: ProfileBuilder().pushRoute().chained(with: PaywallBuilder().presentRoute(), context: .profile),
    ///     with: profile)
    /// ```
    public func chained<Next: Routable>(with route: Next, context: Next.Context) -> ChainedRoute<Self> {
        ChainedRoute(head: self, tail: []).chained(with: route, context: context)
    }

    /// This route, then `route`, which needs no context (a pop, a dismissal).
    public func chained<Next: Routable>(with route: Next) -> ChainedRoute<Self> where Next.Context == Void {
        chained(with: route, context: ())
    }
}
