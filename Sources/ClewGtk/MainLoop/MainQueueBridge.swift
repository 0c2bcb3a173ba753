internal import CGtk
internal import CGtkShim

/// Lets `@MainActor` jobs and `DispatchQueue.main` run while a GLib main loop
/// (`g_application_run`, `g_main_loop_run`) owns the main thread.
///
/// On Linux nothing drains libdispatch's main queue unless the thread's run
/// loop does it (CoreFoundation's `CFRunLoop` does this on Darwin). The bridge
/// watches the main queue's eventfd with `g_unix_fd_add` and calls
/// `_dispatch_main_queue_callback_4CF` when it becomes readable, so it costs
/// nothing while idle: no polling timer.
///
/// Where it applies:
/// - **App:** top-level code runs synchronously on the OS main thread, which
///   is still bound to the main queue. Call ``install()`` before
///   `g_application_run`; GLib then owns the default main context on that
///   thread (`g_main_context_is_owner` is true inside the loop) and every
///   `@MainActor` job runs on the main thread from inside a GLib dispatch.
/// - **`swift test` (and any async `main`)**: the runtime parks the main
///   thread in `dispatch_main()`, which unbinds the main queue from it; pool
///   threads then drain it serially. Draining it from here would crash
///   libdispatch, so ``install()`` does nothing and returns `.notMainThread`.
///   Code there must pump GLib itself without blocking (see the test host).
///
/// Nested loops: GLib never re-dispatches a source that is already running,
/// so a nested `g_main_loop_run` started from a `@MainActor` job does not
/// drain the main queue again (same rule as CFRunLoop); `@MainActor` work
/// enqueued meanwhile runs after the outer job returns.
public enum MainQueueBridge {
    /// Result of ``install()``.
    public enum InstallResult: Sendable, Equatable {
        /// The GLib source was added by this call.
        case installed
        /// An earlier call already installed it; nothing changed.
        case alreadyInstalled
        /// Not on the OS main thread (for example inside `swift test`, where
        /// the main queue is drained by dispatch's thread pool); nothing done.
        case notMainThread
    }

    /// The GLib source id, or 0 when not installed. Main actor only.
    @MainActor private static var sourceID: guint = 0

    /// True once ``install()`` has added the GLib source.
    @MainActor public static var isInstalled: Bool { sourceID != 0 }

    /// Installs the bridge on the default GLib main context. Idempotent.
    /// Call from the OS main thread before running the GLib loop.
    @MainActor @discardableResult
    public static func install() -> InstallResult {
        if sourceID != 0 { return .alreadyInstalled }
        guard clew_is_main_thread() != 0 else { return .notMainThread }
        let fd = _dispatch_get_main_queue_handle_4CF()
        _ = g_unix_set_fd_nonblocking(fd, 1, nil)
        // Level-triggered: if jobs were queued before install, the eventfd is
        // already readable and the first loop iteration drains them.
        sourceID = g_unix_fd_add(
            fd, G_IO_IN,
            { fd, _, _ in
                clew_eventfd_clear(fd)
                _dispatch_main_queue_callback_4CF(nil)
                return 1  // G_SOURCE_CONTINUE
            }, nil)
        return .installed
    }

    /// Removes the GLib source again (mainly for tests). Idempotent.
    @MainActor public static func uninstall() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }
}
