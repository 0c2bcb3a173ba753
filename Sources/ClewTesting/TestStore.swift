import Clew

/// An exhaustive check of what a renderer showed, in the spirit of TCA's `TestStore`: each step
/// states the events it expects, in order, and the store fails on any event it did not account
/// for. Works with any renderer that keeps an event log (`RecordingRenderer`, `GtkRenderer` with
/// `eventRetention: .all`); no sleeps, since every event is recorded when its change is made.
///
/// <!-- doc-test:
/// router.navigate(to: LevelBuilder().pushRoute(isAnimated: false), with: 2)
/// router.navigate(to: LevelBuilder().pushRoute(isAnimated: false), with: 3)
/// renderer.clearEvents()
/// let alert = AlertModel(title: "Leave?")
/// alert.actions.append(.init(title: "No", style: .cancel))
/// alert.actions.append(.init(title: "Leave", style: .destructive) { [unowned router] _ in
///     router.navigate(to: router.popRoute())
/// })
/// let leaveAlert = RenderedContent.alert(title: "Leave?", message: nil, actions: ["No", "Leave"])
/// -->
/// ```swift
/// let store = TestStore(renderer)
/// try store.step("open the alert", expecting: [.presented(leaveAlert, .dialog)]) {
///     router.navigate(to: AlertBuilder().presentRoute(), with: alert)
/// }
/// try store.step("leave", expecting: [.chose("Leave", in: leaveAlert), .popped("Level 3"), .dismissed(leaveAlert)]) {
///     try renderer.tap(actionTitled: "Leave")
/// }
/// try store.finish()   // nothing happened that no step expected
/// ```
///
/// With ``Exhaustivity/partial`` a step only needs its expected events to appear in that order,
/// with others allowed in between: for broad tests that care about a few milestones.
@MainActor
public final class TestStore {
    /// How strictly steps are checked.
    public enum Exhaustivity: Sendable {
        /// Every event must be expected, in order (the default).
        case exhaustive
        /// The expected events must appear in order; others may come between them.
        case partial
    }

    /// A step whose events were not the ones it expected; ``description`` shows both lists.
    public struct Mismatch: Error, CustomStringConvertible, Equatable {
        /// The step's name.
        public let step: String
        /// What the step expected.
        public let expected: [RenderEvent]
        /// What the renderer recorded during the step (or before it, unaccounted for).
        public let actual: [RenderEvent]
        /// A human explanation.
        public let reason: String

        public var description: String {
            func list(_ events: [RenderEvent]) -> String {
                events.isEmpty ? "    (none)" : events.map { "    \($0)" }.joined(separator: "\n")
            }
            return "Step “\(step)”: \(reason)\n  expected:\n\(list(expected))\n  actual:\n\(list(actual))"
        }
    }

    private let events: @MainActor () -> [RenderEvent]
    private let exhaustivity: Exhaustivity
    /// The router (the renderer's responder) whose turns an async step waits out, if known.
    private weak var router: (any RendererResponder)?
    /// How many of the log's events the steps have accounted for.
    private var consumed: Int

    /// A store over `renderer`'s log; events already in it count as accounted for. Async steps
    /// wait for the renderer's router to settle (with ``RecordingRenderer/simulatesTransitions``).
    public convenience init(_ renderer: RecordingRenderer, exhaustivity: Exhaustivity = .exhaustive) {
        self.init(exhaustivity: exhaustivity, responder: renderer.responder) { renderer.events }
    }

    /// A store over any event log (a `GtkRenderer`'s `events`, kept with `eventRetention: .all`).
    /// Give the `router` so that async steps wait until what they started is on screen.
    ///
    /// <!-- doc-test: gtktest
    /// @MainActor struct NotesList {
    ///     let router: Router
    ///     func open(at index: Int) {
    ///         router.navigate(to: NoteBuilder().pushRoute(), with: Note(id: index, title: "Groceries"))
    ///     }
    /// }
    /// let list = NotesList(router: router)
    /// -->
    /// ```swift
    /// let store = TestStore(router: app.router) { app.renderer.events }
    /// try await store.step("open", expecting: [.pushed("Groceries")]) { list.open(at: 1) }
    /// ```
    public convenience init(
        exhaustivity: Exhaustivity = .exhaustive, router: Router? = nil,
        events: @escaping @MainActor () -> [RenderEvent]
    ) {
        self.init(exhaustivity: exhaustivity, responder: router, events: events)
    }

    /// A store over any event log whose async steps wait for `responder` (a renderer's
    /// ``Renderer/responder``: the router) to settle.
    ///
    /// ```swift
    /// let store = TestStore(responder: renderer.responder) { renderer.events }
    /// ```
    public init(
        exhaustivity: Exhaustivity = .exhaustive, responder: (any RendererResponder)?,
        events: @escaping @MainActor () -> [RenderEvent]
    ) {
        self.events = events
        self.exhaustivity = exhaustivity
        self.router = responder
        consumed = events().count
    }

    /// Runs `action`, then checks that it rendered exactly `expected` (or, when partial, at least
    /// `expected` in order). Events that happened since the last step and were not checked fail
    /// the step too, so nothing slips between steps.
    ///
    /// In an `async` test, the async form (which waits for the router to settle) is chosen.
    @_disfavoredOverload
    public func step(
        _ name: String, expecting expected: [RenderEvent], _ action: @MainActor () throws -> Void
    ) throws {
        try checkNothingUnaccounted(before: name)
        try action()
        try check(name, expecting: expected)
    }

    /// Runs `action`, waits until the router has performed every navigation it started and
    /// nothing moves on screen (GTK's slides end: awaited, never timed), then checks as the
    /// synchronous ``step(_:expecting:_:)-(_,_,()->Void)`` does.
    public func step(
        _ name: String, expecting expected: [RenderEvent], _ action: @MainActor () async throws -> Void
    ) async throws {
        try checkNothingUnaccounted(before: name)
        try await action()
        await router?.waitUntilSettled()
        try check(name, expecting: expected)
    }

    private func check(_ name: String, expecting expected: [RenderEvent]) throws {
        let log = events()
        let actual = Array(log[min(consumed, log.count)...])
        consumed = log.count
        switch exhaustivity {
        case .exhaustive where actual != expected:
            throw Mismatch(step: name, expected: expected, actual: actual, reason: mismatchReason(expected, actual))
        case .partial where !actual.containsInOrder(expected):
            throw Mismatch(
                step: name, expected: expected, actual: actual,
                reason: "the expected events did not all happen, in this order")
        default:
            break
        }
    }

    /// Fails if anything was rendered after the last step (an exhaustive test's last line).
    public func finish() throws {
        try checkNothingUnaccounted(before: "finish")
    }

    private func checkNothingUnaccounted(before step: String) throws {
        guard exhaustivity == .exhaustive else { return }
        let log = events()
        guard log.count > consumed else { return }
        let unaccounted = Array(log[consumed...])
        consumed = log.count
        throw Mismatch(
            step: step, expected: [], actual: unaccounted,
            reason: "\(unaccounted.count) event(s) happened outside any step; wrap what caused them in a step")
    }

    private func mismatchReason(_ expected: [RenderEvent], _ actual: [RenderEvent]) -> String {
        let common = zip(expected, actual).prefix { $0 == $1 }.count
        if common == expected.count { return "\(actual.count - common) unexpected event(s) after the expected ones" }
        if common == actual.count { return "\(expected.count - common) expected event(s) did not happen" }
        return "event \(common + 1) differs: expected \(expected[common]), got \(actual[common])"
    }
}

extension Array where Element == RenderEvent {
    /// Whether `wanted` appears in this array in order, possibly with other events between.
    fileprivate func containsInOrder(_ wanted: [RenderEvent]) -> Bool {
        var remaining = wanted[...]
        for event in self where event == remaining.first {
            remaining = remaining.dropFirst()
        }
        return remaining.isEmpty
    }
}
