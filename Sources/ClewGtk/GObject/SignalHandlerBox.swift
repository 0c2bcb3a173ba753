import Synchronization

/// Counts one Swift handler that ClewGtk handed to GLib (a signal handler or a callback), alive exactly as long
/// as GLib holds it.
///
/// Signals are connected through the generated layer's typed signals (one `GClosure` marshaller over `GValue`s,
/// whatever the signature); the handler's closure keeps its box, and GLib's finalize notifier releases both
/// exactly once, when the handler is disconnected or the object is finalized. ``liveCount`` makes leaks
/// observable in tests.
///
/// ```swift
/// let before = SignalHandlerBox.liveCount
/// let button = Button("Save")
/// button.connect(.clicked) { _ in }
/// #expect(SignalHandlerBox.liveCount == before + 1)
/// ```
public final class SignalHandlerBox {
    /// The test scope that connected it (``SignalHandlerScope``), which counts it while it lives.
    private let scope: SignalHandlerScope?

    // Atomic so boxes may be freed from any thread without a data race; in
    // practice GTK finalizes (and so releases) on the main actor.
    private static let counter = Atomic<Int>(0)

    /// Number of boxes currently alive (connected handlers not yet released).
    public static var liveCount: Int { counter.load(ordering: .sequentiallyConsistent) }

    init() {
        self.scope = SignalHandlerScope.current
        Self.counter.add(1, ordering: .sequentiallyConsistent)
        scope?.live.add(1, ordering: .sequentiallyConsistent)
    }

    deinit {
        Self.counter.subtract(1, ordering: .sequentiallyConsistent)
        scope?.live.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// Runs the handler this box counts: a closure that calls it keeps the box, so the box is released with the
    /// closure.
    @inline(__always)
    func handle<Result>(_ body: () -> Result) -> Result { body() }
}

/// Counts the signal handlers connected inside one scope (a task and the tasks it starts), so a test
/// host checks the handlers its own test connected, whatever other tests run beside it.
///
/// Every ``SignalHandlerBox`` made while a scope is ``current`` is counted by it until released.
/// `GtkTestHost.run` opens one per test body.
///
/// <!-- doc-test: no-run
/// @_spi(Testing) import ClewGtk
/// -->
/// ```swift
/// let scope = SignalHandlerScope()
/// SignalHandlerScope.$current.withValue(scope) {
///     // connect handlers…
/// }
/// print(scope.liveCount)  // the ones still connected
/// ```
@_spi(Testing)
public final class SignalHandlerScope: Sendable {
    /// The scope handlers connected now are counted by (a task-local: inherited by child and
    /// unstructured tasks, not by detached ones or GLib callbacks outside the task).
    @TaskLocal public static var current: SignalHandlerScope?

    fileprivate let live = Atomic<Int>(0)

    public init() {}

    /// Handlers connected in this scope and not released yet.
    public var liveCount: Int { live.load(ordering: .sequentiallyConsistent) }
}
