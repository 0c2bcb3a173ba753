internal import CGtk
internal import CGtkTestShim
@_spi(Testing) import ClewGtk
import Glibc

/// Runs GTK tests safely inside `swift test` (Swift Testing or XCTest), one at a time.
///
/// <!-- doc-test:
/// @MainActor private let note = Note(id: 1, title: "Groceries")
/// -->
/// ```swift
/// @Test @MainActor func deleteAsksFirst() async throws {
///     try await GtkTestHost.run {
///         let app = await GtkTestWindow()
///         app.router.navigate(to: NoteBuilder().pushRoute(), with: note)
///         try app.renderer.tapButton("Delete")
///         #expect(app.renderer.presentedAlertTitle == "Delete “Groceries”?")
///         await app.close()
///     }
/// }
/// ```
///
/// ## How it works
/// - Swift Testing runs tests in parallel on pool threads; GTK is single-threaded. Every GTK test
///   body runs inside ``run(_:)``, which admits one at a time (first come, first served), across
///   every suite and test target in the process; other tests keep running in parallel.
/// - Under `swift test` on Linux the runtime parks the OS main thread in `dispatch_main()`; the
///   main queue (= `@MainActor`) is then a serial queue drained by pool threads. GTK calls are
///   therefore serialized but not on the OS main thread, and `MainQueueBridge.install()` is a
///   no-op. Nobody owns the default `GMainContext` between iterations: each
///   `g_main_context_iteration(nil, 0)` acquires and releases it on the calling thread.
/// - Never block in a GLib main loop from a test: that would block the main queue and starve
///   `@MainActor` work. While the body awaits, the host dispatches GLib's ready sources between
///   main-actor jobs (as an app's main loop would), so `await router.waitUntilSettled()` returns
///   when GTK's transition has ended; ``runUntil(timeout:_:)`` waits for a condition of your own.
/// - GL contexts are bound to OS threads, and main-actor jobs may hop threads here, so the host
///   selects the cairo renderer (`GSK_RENDERER`) and turns accessibility off unless set.
/// - Settings live in memory (`GSETTINGS_BACKEND=memory`, unless set): a test never reads or writes
///   the person's own (dconf), and a plain `swift test` behaves as under `scripts/test`.
/// - Clew's ``FileDialog``s are not shown inside ``run(_:)``: each waits for the test's answer
///   (``FileDialogDriver``); one still waiting when the body returns is cancelled.
/// - `gtk_init` runs exactly once, on first use. Run tests with `xvfb-run -a swift test`.
/// - On X11 the pointer is moved to the screen's bottom-right corner when GTK starts, away from the
///   windows tests open at the top left: GTK 4.8 can crash laying out a window whose pointer focus is a
///   widget without a surface (see `clew_test_park_pointer` in CGtkTestShim).
@MainActor
public enum GtkTestHost {
    /// Why GTK tests cannot run.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// GTK could not open a display.
        case noDisplay
        /// Signal handlers connected during the test were still alive after it (and a wait of 10 s).
        case handlersOutlivedTest(count: Int)

        public var description: String {
            switch self {
            case .noDisplay:
                "GTK could not open a display; run the tests under Xvfb: xvfb-run -a swift test"
            case .handlersOutlivedTest(let count):
                "\(count) signal handler(s) connected in this test are still alive after it: a widget, window or "
                    + "renderer is still referenced, usually by a cycle (a screen holding its router strongly, or a "
                    + "handler capturing the screen or widget that owns it). Capture weakly or unowned; pass "
                    + "checkingLeaks: false if the test keeps widgets on purpose."
            }
        }
    }

    private static var initialized: Bool?
    private static var isBusy = false
    private static var waiting: [CheckedContinuation<Void, Never>] = []

    /// GTK test bodies currently inside ``run(_:)`` (never more than 1).
    public private(set) static var activeTests = 0

    /// Calls `gtk_init_check` once; throws when no display is available.
    public static func setUp() throws(Failure) {
        if initialized == nil {
            setenv("GSK_RENDERER", "cairo", 0)  // see type doc: thread-bound GL
            setenv("GTK_A11Y", "none", 0)  // no AT-SPI/D-Bus under Xvfb unless a test asks for it
            // Before GTK or libadwaita first reads a setting: the backend is chosen once per process.
            setenv("GSETTINGS_BACKEND", "memory", 0)
            initialized = gtk_init_check() != 0
            // Xvfb's pointer starts at the screen's centre, over the windows tests open: see
            // clew_test_park_pointer for the GTK 4.8 crash that a pointer over them can set off.
            if initialized == true { clew_test_park_pointer() }
        }
        guard initialized == true else { throw .noDisplay }
    }

    /// Runs one GTK test body: initializes GTK, waits until no other GTK body runs, runs it, and
    /// drains pending GLib work afterwards. Do not nest calls.
    ///
    /// With `checkingLeaks` (the default), every signal handler the body connected must be released
    /// once it returns (within 10 s: popovers may take 3 s to close, and the last references of
    /// widget handles are dropped by main-actor jobs that a loaded machine runs late): otherwise it throws
    /// ``Failure/handlersOutlivedTest(count:)``, which almost always means a reference cycle.
    public static func run(checkingLeaks: Bool = true, _ body: @MainActor () async throws -> Void) async throws {
        try setUp()
        await acquire()
        activeTests += 1
        // File dialogs wait for the driver (FileDialogDriver) instead of showing.
        FileDialogSeam.isIntercepting = true
        defer {
            FileDialogSeam.reset()
            activeTests -= 1
            release()
        }
        // The handlers this body connects (and GLib callbacks its loop runs connect) are counted
        // apart from those of tests running beside it outside a host.
        let handlers = SignalHandlerScope()
        try await SignalHandlerScope.$current.withValue(handlers) {
            // GLib runs while the body awaits, as under an app's main loop, so that awaiting the
            // router (`await ticket.outcome`, `waitUntilSettled`) sees transitions end.
            let loop = Task { @MainActor in
                while !Task.isCancelled { await pumpOnce() }
            }
            do {
                try await body()
            } catch {
                loop.cancel()
                await loop.value
                throw error
            }
            loop.cancel()
            await loop.value
            drainPending()
        }
        guard checkingLeaks else { return }
        guard await runUntil(timeout: .seconds(10), { handlers.liveCount == 0 }) else {
            throw Failure.handlersOutlivedTest(count: handlers.liveCount)
        }
    }

    /// Pumps the default main context until `condition` holds or `timeout` passes; returns the
    /// final value of `condition`.
    @discardableResult
    public static func runUntil(timeout: Duration = .seconds(5), _ condition: @MainActor () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            if condition() { return true }
            if ContinuousClock.now >= deadline { return false }
            let dispatched = drainPending()
            if condition() { return true }
            await pause(afterDispatching: dispatched)
        }
    }

    /// One turn of the loop that runs while a test body awaits.
    private static func pumpOnce() async {
        await pause(afterDispatching: drainPending())
    }

    /// Gives other main-actor jobs a turn; naps briefly when GLib had nothing ready, so that
    /// waiting does not spin a core.
    private static func pause(afterDispatching dispatched: Int) async {
        if dispatched == 0 {
            try? await Task.sleep(for: .milliseconds(2))
        } else {
            await Task.yield()
        }
    }

    /// Pumps for a fixed time (e.g. to let a few frames draw).
    public static func pump(for duration: Duration) async {
        _ = await runUntil(timeout: duration) { false }
    }

    /// Dispatches every ready GLib source without blocking; returns how many iterations
    /// dispatched something.
    @discardableResult
    public static func drainPending(limit: Int = 1000) -> Int {
        var count = 0
        while count < limit, g_main_context_iteration(nil, 0) != 0 { count += 1 }
        return count
    }

    /// Dispatches GLib work until `condition` holds, for up to `timeout`, without awaiting: for
    /// driver calls that must finish what they started before returning (an X server's replies
    /// take a moment to come back). Returns the final value of `condition`.
    @discardableResult
    public static func drain(until condition: () -> Bool, timeout: Duration = .seconds(2)) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            if drainPending() == 0 {
                var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
                nanosleep(&pause, nil)
            }
        }
        return true
    }

    private static func acquire() async {
        guard isBusy else {
            isBusy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private static func release() {
        if waiting.isEmpty {
            isBusy = false
        } else {
            waiting.removeFirst().resume()  // hand over: isBusy stays true
        }
    }
}
