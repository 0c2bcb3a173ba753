import CGtk
import ClewGtk
import Glibc
import Testing

/// Runs GTK tests safely inside `swift test`.
///
/// ## How it works (read before adding GTK tests)
/// - Swift Testing runs tests in parallel on pool threads; GTK is
///   single-threaded. Every GTK suite is `@MainActor` and nested inside
///   ``GtkTests`` (which is `.serialized`), so GTK tests never interleave,
///   not even at `await` points. Other suites keep running in parallel.
/// - Under `swift test` on Linux the runtime parks the OS main thread in
///   `dispatch_main()`; the main queue (= `@MainActor`) is then a serial
///   queue drained by pool threads. GTK calls are therefore serialized but
///   not on the OS main thread, and ``MainQueueBridge/install()`` is a no-op.
/// - Nobody owns the default `GMainContext` between iterations: each
///   `g_main_context_iteration(nil, 0)` acquires and releases it on the
///   calling thread. Never block in `g_main_loop_run` from a test: that
///   would block the main queue and starve `@MainActor` work. Pump with
///   ``runUntil(timeout:_:)`` instead, which yields between iterations.
/// - GL contexts are bound to OS threads, and main-actor jobs may hop
///   threads here, so the host selects the cairo renderer (`GSK_RENDERER`).
/// - `gtk_init` runs exactly once, on first use. Run tests with
///   `xvfb-run -a swift test`.
@MainActor
enum GtkTestHost {
    private static var initialized: Bool?
    /// GTK tests currently inside ``run(_:)`` (must never exceed 1).
    private(set) static var activeTests = 0

    /// Calls `gtk_init_check` once; false when no display is available.
    static func setUp() -> Bool {
        if let initialized { return initialized }
        setenv("GSK_RENDERER", "cairo", 0)  // see type doc: thread-bound GL
        setenv("GTK_A11Y", "none", 0)  // no AT-SPI/D-Bus under Xvfb
        let ok = gtk_init_check() != 0
        initialized = ok
        return ok
    }

    /// Runs one GTK test body: initializes GTK, checks that no other GTK
    /// test is active, and drains pending GLib work afterwards.
    static func run(_ body: @MainActor () async throws -> Void) async throws {
        try #require(setUp(), "GTK could not open a display; run `xvfb-run -a swift test`")
        #expect(activeTests == 0, "GTK tests overlapped: nest every GTK suite inside GtkTests (.serialized)")
        activeTests += 1
        defer { activeTests -= 1 }
        try await body()
        drainPending()
    }

    /// Pumps the default main context until `condition` holds or `timeout`
    /// passes; returns the final value of `condition`.
    @discardableResult
    static func runUntil(timeout: Duration = .seconds(5), _ condition: @MainActor () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            if condition() { return true }
            if ContinuousClock.now >= deadline { return false }
            let dispatched = drainPending()
            if condition() { return true }
            // Give other main-actor jobs a turn; nap briefly when GLib had
            // nothing ready so an unmet condition does not spin a core.
            if dispatched == 0 {
                try? await Task.sleep(for: .milliseconds(2))
            } else {
                await Task.yield()
            }
        }
    }

    /// Pumps for a fixed time (e.g. to let a few frames draw).
    static func pump(for duration: Duration) async {
        _ = await runUntil(timeout: duration) { false }
    }

    /// Dispatches every ready GLib source without blocking; returns how many
    /// iterations dispatched something.
    @discardableResult
    static func drainPending(limit: Int = 1000) -> Int {
        var count = 0
        while count < limit, g_main_context_iteration(nil, 0) != 0 { count += 1 }
        return count
    }
}
