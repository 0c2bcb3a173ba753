internal import CGtk
import ClewGtk
import Dispatch
import Glibc

/// App-style check of ``MainQueueBridge``: the OS main thread sits in
/// `g_main_loop_run`; work computed on a background thread must reach
/// `@MainActor` code (and `DispatchQueue.main`), which then quits the loop.
/// Afterwards an idle loop runs for ~1 s and its CPU time is reported.
@MainActor
enum BridgeCheck {
    static var loop: OpaquePointer?
    static var received: Int?
    static var receivedOnMainThread = false
    static var dispatchBlockRan = false
    static var hops = 0
    static var timedOut = false
    static var ownsContextInJob = false

    static func run() -> Bool {
        let first = MainQueueBridge.install()
        let second = MainQueueBridge.install()
        print("INSTALL=\(first) SECOND=\(second)")

        let loop = g_main_loop_new(nil, 0)
        Self.loop = loop
        // Safety net only: a broken bridge would otherwise hang forever.
        let guardID = g_timeout_add(
            5000,
            { _ in
                MainActor.assumeIsolated {
                    BridgeCheck.timedOut = true
                    g_main_loop_quit(BridgeCheck.loop)
                }
                return 0
            }, nil)

        DispatchQueue.global().async {
            let value = (1...1_000_000).reduce(0, &+)  // computed off the main thread
            DispatchQueue.main.async {
                MainActor.assumeIsolated { dispatchBlockRan = true }
            }
            Task { @MainActor in
                received = value
                receivedOnMainThread = GtkMainThread.isOSMainThread
                // The loop acquired the default context on this thread.
                ownsContextInJob = g_main_context_is_owner(g_main_context_default()) != 0
                // Many wakeups in a row: background hop, then back to main.
                for _ in 0..<50 {
                    _ = await Task.detached { 1 }.value
                    hops += 1
                }
                g_main_loop_quit(BridgeCheck.loop)
            }
        }
        g_main_loop_run(loop)
        g_source_remove(guardID)
        g_main_loop_unref(loop)
        Self.loop = nil

        let bridgeOK =
            !timedOut && received == 500_000_500_000 && receivedOnMainThread && dispatchBlockRan && hops == 50
            && ownsContextInJob
        print(
            "BRIDGE_OK=\(bridgeOK) value=\(received.map(String.init) ?? "nil") onMainThread=\(receivedOnMainThread) dispatchMain=\(dispatchBlockRan) hops=\(hops) ownsContext=\(ownsContextInJob) timedOut=\(timedOut)"
        )

        let (cpuMS, wallMS) = idleCPU()
        print("IDLE_CPU_MS=\(cpuMS) IDLE_WALL_MS=\(wallMS)")
        return bridgeOK && cpuMS < 50
    }

    /// Runs an idle GLib loop (bridge installed) for ~1 s; returns CPU and
    /// wall milliseconds spent by the whole process (getrusage).
    static func idleCPU() -> (cpu: Double, wall: Double) {
        let idle = g_main_loop_new(nil, 0)
        Self.loop = idle
        g_timeout_add(
            1000,
            { _ in
                MainActor.assumeIsolated { g_main_loop_quit(BridgeCheck.loop) }
                return 0
            }, nil)
        let start = ContinuousClock.now
        let before = cpuMilliseconds()
        g_main_loop_run(idle)
        let cpu = cpuMilliseconds() - before
        let wall = start.duration(to: .now)
        g_main_loop_unref(idle)
        Self.loop = nil
        let wallMS = Double(wall.components.seconds) * 1000 + Double(wall.components.attoseconds) / 1e15
        return (cpu, wallMS)
    }

    static func cpuMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }
}
