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

/// Runs the sibling `ClewGtkLeakCheck` executable.
func runLeakCheck(_ arguments: [String]) async throws -> (status: Int32, text: String) {
    try await runSibling("ClewGtkLeakCheck", arguments)
}
