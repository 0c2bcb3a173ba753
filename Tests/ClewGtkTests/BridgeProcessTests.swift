import Foundation
import Testing

/// Runs the app-style bridge check in a child process: there, unlike inside
/// `swift test`, the OS main thread owns `g_main_loop_run` and the bridge
/// must drain the main queue. Touches no GTK in-process, so it runs in
/// parallel with everything else.
@Suite struct BridgeProcessTests {
    @Test func mainActorAndDispatchMainRunInsideGMainLoopRun() async throws {
        let output = try await runLeakCheck(["bridge"])
        print(output.text, terminator: "")
        #expect(output.status == 0)
        #expect(output.text.contains("INSTALL=installed SECOND=alreadyInstalled"))
        #expect(output.text.contains("BRIDGE_OK=true"))
        let cpu = output.text.split(separator: "\n")
            .first { $0.hasPrefix("IDLE_CPU_MS=") }
            .flatMap { Double($0.split(separator: " ")[0].dropFirst("IDLE_CPU_MS=".count)) }
        let idleMS = try #require(cpu)
        #expect(idleMS < 50, "idle loop with bridge burned \(idleMS) ms CPU in ~1 s")
    }
}

/// Runs the sibling `ClewGtkLeakCheck` executable; modes that open windows get the display to themselves.
func runLeakCheck(_ arguments: [String]) async throws -> (status: Int32, text: String) {
    arguments.first == "bridge"
        ? try await runSibling("ClewGtkLeakCheck", arguments) : try await runSiblingAlone("ClewGtkLeakCheck", arguments)
}

/// The leak-check modes that go through the whole stack (Router → GtkRenderer → real dialogs and
/// popovers), in a child process of their own: every cycle completes and no handler box outlives the
/// window. (`scripts/valgrind-gtk` runs the same modes under valgrind.)
@Suite struct RendererCycleProcessTests {
    /// `router-stack` waits for every slide (about 1.5 s a round), so it runs fewer rounds.
    @Test(arguments: [
        ("dialogs", 30), ("router-popovers", 30), ("router-stack", 4), ("toasts", 40), ("widgets", 20), ("lists", 5),
        ("ui", 5),
    ])
    func everyCycleCompletesAndReleasesItsHandlers(mode: String, cycles: Int) async throws {
        let output = try await runLeakCheck([mode, "\(cycles)"])
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.contains("CYCLES_OK=\(cycles)/\(cycles)"))
        #expect(output.text.contains("LIVE_BOXES_AFTER_CLOSE=0"))
    }
}
