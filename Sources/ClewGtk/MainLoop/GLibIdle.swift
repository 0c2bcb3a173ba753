import CGtk

/// Runs Swift code once from the GLib main loop, after the work already pending.
///
/// The closure travels as `user_data` in a retained box; GLib's `GDestroyNotify` releases it
/// exactly once, whether the source ran or was removed first.
///
/// ```swift
/// GLibIdle.schedule { label.text = "Ready" }               // once the loop is idle
/// GLibIdle.schedule(afterMilliseconds: 10) { retryLater() }   // after a delay
/// ```
public enum GLibIdle {
    /// When the callback runs relative to GTK's own idle work.
    public enum Priority: Int32, Sendable {
        /// `G_PRIORITY_DEFAULT_IDLE` (200): after events, with GTK's idle work.
        case defaultIdle = 200
        /// `G_PRIORITY_LOW` (300): after GTK's redraw (120) and idle work.
        case low = 300
    }

    /// Schedules `body` to run once on the main context; returns the GLib source id.
    @MainActor @discardableResult
    public static func schedule(priority: Priority = .defaultIdle, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        g_idle_add_full(priority.rawValue, runOnce, Unmanaged.passRetained(IdleBox(body)).toOpaque(), releaseBox)
    }

    /// Schedules `body` to run once after `milliseconds`; returns the GLib source id.
    @MainActor @discardableResult
    public static func schedule(afterMilliseconds milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        // G_PRIORITY_DEFAULT, as g_timeout_add: at idle priority a busy loop could starve it.
        g_timeout_add_full(0, milliseconds, runOnce,
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
