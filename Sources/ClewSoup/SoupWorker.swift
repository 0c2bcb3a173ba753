internal import CSoup

/// The one thread that runs libsoup for every ``SoupImageLoader``: a GLib main loop on a context of
/// its own, so downloads never touch the GTK thread and work where no main loop runs at all
/// (headless tests, command-line tools).
///
/// Sessions, messages, streams and timers are created and used only here; other threads reach it
/// through ``run(_:)``, which queues a closure on the worker's context. The thread starts on first
/// use and then sleeps in `poll` until there is work.
final class SoupWorker: @unchecked Sendable {
    // Sendable: `context` is a GMainContext, which is thread-safe to invoke on; nothing else is stored.
    static let shared = SoupWorker()

    /// The worker's GMainContext; attach sources here.
    let context: OpaquePointer

    private init() {
        context = g_main_context_new()
        let started = g_thread_new(
            "clew-soup",
            { data in
                let context = OpaquePointer(data)
                g_main_context_push_thread_default(context)
                let loop = g_main_loop_new(context, 0)
                g_main_loop_run(loop)  // never quits: the worker lives as long as the process
                return nil
            }, UnsafeMutableRawPointer(context))
        g_thread_unref(started)  // detached; the thread keeps running
    }

    /// Runs `work` on the worker thread, soon and in order: always from an idle source, never
    /// inline, even when called on the worker itself (from inside a libsoup callback, say).
    func run(_ work: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(WorkBox(work)).toOpaque()
        let source = g_idle_source_new()!
        g_source_set_priority(source, G_PRIORITY_DEFAULT)
        g_source_set_callback(
            source,
            { data in
                Unmanaged<WorkBox>.fromOpaque(data!).takeUnretainedValue().work()
                return 0  // G_SOURCE_REMOVE
            }, box,
            { data in
                Unmanaged<WorkBox>.fromOpaque(data!).release()  // exactly once, when the source is gone
            })
        g_source_attach(source, context)
        g_source_unref(source)
    }

    /// Calls `tick` on the worker every `milliseconds` until it returns `false`; the timer holds
    /// `tick` until then. Returns the source so the owner can stop it early with `g_source_destroy`.
    func repeatEvery(milliseconds: UInt32, _ tick: @escaping () -> Bool) -> UnsafeMutablePointer<GSource> {
        let source = g_timeout_source_new(milliseconds)!
        let box = Unmanaged.passRetained(TickBox(tick)).toOpaque()
        g_source_set_callback(
            source,
            { data in
                Unmanaged<TickBox>.fromOpaque(data!).takeUnretainedValue().tick() ? 1 : 0
            }, box,
            { data in
                Unmanaged<TickBox>.fromOpaque(data!).release()
            })
        g_source_attach(source, context)
        return source
    }
}

private final class WorkBox {
    let work: @Sendable () -> Void
    init(_ work: @escaping @Sendable () -> Void) { self.work = work }
}

private final class TickBox {
    let tick: () -> Bool
    init(_ tick: @escaping () -> Bool) { self.tick = tick }
}
