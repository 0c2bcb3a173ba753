import CGtk
import Synchronization

/// Heap box that carries a Swift signal handler through GLib's `user_data`.
///
/// `connect` passes it with `Unmanaged.passRetained` (+1); the closure's
/// `GClosureNotify` releases it exactly once, when the handler is
/// disconnected or the object is finalized. ``liveCount`` makes leaks
/// observable in tests.
public final class SignalHandlerBox {
    /// The Swift closure, by C signature; each receives the emitting instance.
    enum Handler {
        /// `void (*)(GObject *, gpointer)`
        case void(@MainActor (UnsafeMutableRawPointer) -> Void)
        /// `gboolean (*)(GObject *, gpointer)`
        case bool(@MainActor (UnsafeMutableRawPointer) -> Bool)
        /// `void (*)(GObject *, GObject *argument, gpointer)`
        case object(@MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void)
        /// `void (*)(GObject *, GParamSpec *, gpointer)`: `notify::<property>`
        case propertyChanged(@MainActor (UnsafeMutableRawPointer) -> Void)
        /// `gboolean (*)(GtkEventControllerKey *, guint, guint, GdkModifierType, gpointer)`
        case keyPressed(@MainActor (KeyPress) -> Bool)
        /// `void (*)(GtkGestureClick *, gint n_press, gdouble x, gdouble y, gpointer)`
        case clickPressed(@MainActor (ClickPress) -> Void)
        /// `void (*)(GApplication *, GFile **, gint, gchar *hint, gpointer)`: the URIs to open
        case open(@MainActor ([String]) -> Void)
        /// `void (*)(GObject *, GVariant *, gpointer)`: `GSimpleAction::activate` / `change-state`
        case variant(@MainActor (UnsafeMutableRawPointer, OpaquePointer?) -> Void)
        /// `void (*)(GtkGesture *, gdouble x, gdouble y, gpointer)`: `GtkGestureLongPress::pressed`
        case point(@MainActor (Double, Double) -> Void)
        /// `void (*)(GObject *, guint, gpointer)`: `GtkListView::activate` (the position)
        case position(@MainActor (UnsafeMutableRawPointer, UInt32) -> Void)
        /// `gboolean (*)(GtkWidget *, GVariant *args, gpointer)`: a `GtkShortcutFunc`
        case shortcut(@MainActor (UnsafeMutableRawPointer) -> Bool)
        /// `GAsyncReadyCallback`: `void (*)(GObject *source, GAsyncResult *, gpointer)`, called once
        case asyncReady(@MainActor (UnsafeMutableRawPointer?, OpaquePointer?) -> Void)
        /// `gboolean (*)(GtkDropTarget *, const GValue *, double x, double y, gpointer)`: `GtkDropTarget::drop`
        case drop(@MainActor (UnsafePointer<GValue>, Double, Double) -> Bool)
        /// `GdkDragAction (*)(GtkDropTarget *, double x, double y, gpointer)`: `enter` / `motion`
        case dropMotion(@MainActor (Double, Double) -> Bool)
        /// `GdkContentProvider *(*)(GtkDragSource *, double x, double y, gpointer)`: `GtkDragSource::prepare`
        case dragPrepare(@MainActor (Double, Double) -> OpaquePointer?)
        /// `gboolean (*)(GtkEventControllerScroll *, double dx, double dy, gpointer)`: the controller and deltas
        case scroll(@MainActor (UnsafeMutableRawPointer, Double, Double) -> Bool)
        /// `void (*)(GObject *, double value, gpointer)`: `GtkGestureZoom::scale-changed`
        case double(@MainActor (UnsafeMutableRawPointer, Double) -> Void)
        /// `void (*)(GtkGesture *, GdkEventSequence *, gpointer)`: `begin` / `end` (the sequence may be NULL)
        case sequence(@MainActor (UnsafeMutableRawPointer) -> Void)
    }

    let handler: Handler
    /// The test scope that connected it (``SignalHandlerScope``), which counts it while it lives.
    private let scope: SignalHandlerScope?

    // Atomic so boxes may be freed from any thread without a data race; in
    // practice GTK finalizes (and so releases) on the main actor.
    private static let counter = Atomic<Int>(0)

    /// Number of boxes currently alive (connected handlers not yet released).
    public static var liveCount: Int { counter.load(ordering: .sequentiallyConsistent) }

    init(_ handler: Handler) {
        self.handler = handler
        self.scope = SignalHandlerScope.current
        Self.counter.add(1, ordering: .sequentiallyConsistent)
        scope?.live.add(1, ordering: .sequentiallyConsistent)
    }

    deinit {
        Self.counter.subtract(1, ordering: .sequentiallyConsistent)
        scope?.live.subtract(1, ordering: .sequentiallyConsistent)
    }
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
