internal import CGtk

/// Runs Swift code once from the GLib main loop: when it is idle, or after a delay. The one way
/// ClewGtk waits on the GTK thread (no `Task.sleep`, whose wake-up depends on the executor).
///
/// The closure travels as `user_data` in a retained box; GLib's `GDestroyNotify` releases it
/// exactly once, whether the source ran or was removed first.
///
/// <!-- doc-test:
/// func retryLater() {}
/// -->
/// ```swift
/// GLibMainLoop.whenIdle { label.text = "Ready" }              // g_idle_add: once the loop is idle
/// GLibMainLoop.after(.milliseconds(10)) { retryLater() }      // g_timeout_add: after a delay
/// ```
public enum GLibMainLoop {
    /// When the callback runs relative to GTK's own idle work.
    public enum Priority: Int32, Sendable {
        /// `G_PRIORITY_DEFAULT_IDLE` (200): after events, with GTK's idle work.
        case defaultIdle = 200
        /// `G_PRIORITY_LOW` (300): after GTK's redraw (120) and idle work.
        case low = 300
    }

    /// Runs `body` once when the main context is idle (`g_idle_add_full`); returns the GLib source id.
    @MainActor @discardableResult
    public static func whenIdle(priority: Priority = .defaultIdle, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        g_idle_add_full(priority.rawValue, runOnce, Unmanaged.passRetained(IdleBox(body)).toOpaque(), releaseBox)
    }

    /// Runs `body` once after `delay` (`g_timeout_add_full`, whole milliseconds); returns the GLib source id.
    @MainActor @discardableResult
    public static func after(_ delay: Duration, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        let parts = delay.components
        // Clamped, never trapping: a delay of years (a toast's timeout, say) waits GLib's longest.
        let (wholeSeconds, overflowed) = parts.seconds.multipliedReportingOverflow(by: 1000)
        let milliseconds =
            overflowed
            ? (parts.seconds < 0 ? 0 : UInt32.max)
            : UInt32(
                clamping: max(
                    0, wholeSeconds.addingReportingOverflow(parts.attoseconds / 1_000_000_000_000_000).partialValue))
        // G_PRIORITY_DEFAULT, as g_timeout_add: at idle priority a busy loop could starve it.
        return g_timeout_add_full(
            0, milliseconds, runOnce,
            Unmanaged.passRetained(IdleBox(body)).toOpaque(), releaseBox)
    }

    private static let runOnce: GSourceFunc = { data in
        let body = Unmanaged<IdleBox>.fromOpaque(data!).takeUnretainedValue().body
        MainActor.assumeIsolated { body() }
        return 0  // G_SOURCE_REMOVE: run once
    }

    /// The `GDestroyNotify`: drops the box's retain exactly once.
    private static let releaseBox: GDestroyNotify = { data in
        Unmanaged<IdleBox>.fromOpaque(data!).release()
    }
}

/// Carries an idle callback through GLib's `user_data`.
private final class IdleBox {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}
