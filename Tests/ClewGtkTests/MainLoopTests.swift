import CGtk
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Dispatch
import Testing

/// In-process facts about the main actor and GLib under `swift test`.
@Suite @MainActor
struct MainLoop {
    @Test func bridgeInstallIsANoOpOffTheOSMainThread() async throws {
        try await GtkTestHost.run {
            if GtkMainThread.isOSMainThread {
                // Not the case for swift test on Linux today; keep correct anyway.
                #expect(MainQueueBridge.install() != .notMainThread)
            } else {
                #expect(MainQueueBridge.install() == .notMainThread)
                #expect(!MainQueueBridge.isInstalled)
            }
        }
    }

    @Test func defaultContextIsUnownedBetweenIterations() async throws {
        try await GtkTestHost.run {
            let context = g_main_context_default()
            #expect(g_main_context_is_owner(context) == 0)
            #expect(g_main_context_acquire(context) != 0)
            #expect(g_main_context_is_owner(context) != 0)
            g_main_context_release(context)
            #expect(g_main_context_is_owner(context) == 0)
        }
    }

    @Test func backgroundValueReachesMainActorWhileGLibIsPumped() async throws {
        try await GtkTestHost.run {
            let box = ResultBox()
            DispatchQueue.global().async {
                let value = (1...100_000).reduce(0, &+)
                Task { @MainActor in box.value = value }
                // GLib sources added from another thread wake the pump too.
                g_idle_add(
                    { _ in
                        MainActor.assumeIsolated { ResultBox.idleRan = true }
                        return 0
                    }, nil)
            }
            let done = await GtkTestHost.runUntil { box.value != nil && ResultBox.idleRan }
            #expect(done)
            #expect(box.value == 5_000_050_000)
        }
    }
}

@MainActor final class ResultBox {
    var value: Int?
    static var idleRan = false
}
