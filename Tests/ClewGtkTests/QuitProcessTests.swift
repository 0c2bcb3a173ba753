import ClewGtkTesting
import Foundation
import Testing

/// Quitting however the app is asked to keeps where the person was: SIGTERM and SIGINT (a session
/// ending, Ctrl+C), Ctrl+Q while a dialog has the focus, and a crash shortly after a change.
@Suite struct QuittingSavesState {
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalQuitsCleanlyAndSavesTheState(signal: Int32) async throws {
        let run = try await runDemoLive(["clew://scenario/leave-game"]) { demo in
            try await demo.waitForWindow(named: "Are you sure you want to leave?")
            kill(demo.process.processIdentifier, signal)
        }
        #expect(run.status == 0, "\(run.text)")
        #expect(
            run.savedState?.contains("stack scenarios clew://scenario/leave-game") == true,
            "\(run.savedState ?? "none")")
    }

    @Test func ctrlQInTheAlertDialogQuitsAndSavesTheState() async throws {
        let run = try await runDemoLive(["clew://scenario/leave-game"]) { demo in
            try await demo.waitForWindow(named: "Are you sure you want to leave?")
            // Without a window manager nobody gives the dialog the focus: the test does, then types.
            try demo.pressControlQ(inWindowNamed: "Are you sure you want to leave?")
        }
        #expect(run.status == 0, "\(run.text)")
        #expect(run.savedState?.contains("clew://scenario/leave-game") == true, "\(run.savedState ?? "none")")
    }

    @Test func ctrlQWithAPopoverOpenQuitsAndSavesTheState() async throws {
        let run = try await runDemoLive(["clew://scenario/difficulty"]) { demo in
            try await demo.waitForWindow(named: "Clew Demo")
            // The difficulty popover opens once the window is shown; the saved state says the app is up.
            try await demo.waitUntil { demo.savedState != nil }
            try demo.pressControlQ(inWindowNamed: "Clew Demo")
        }
        #expect(run.status == 0, "\(run.text)")
        #expect(run.text.contains("popover") == false, "\(run.text)")
    }

    @Test func aCrashAfterAChangeLosesNothingOlderThanTheSaveDelay() async throws {
        let run = try await runDemoLive(["clew://scenario/leave-game"]) { demo in
            try await demo.waitForWindow(named: "Are you sure you want to leave?")
            // Saved shortly after the change, while the app runs: a kill -9 now keeps it.
            try await demo.waitUntil { demo.savedState?.contains("clew://scenario/leave-game") == true }
            kill(demo.process.processIdentifier, SIGKILL)
        }
        #expect(run.status == SIGKILL)
        #expect(run.savedState?.contains("clew://scenario/leave-game") == true, "\(run.savedState ?? "none")")
    }

    /// A state path that cannot be used is reported once per run: when read, not again at every save and
    /// at quit (a pipe there was reported three times).
    @Test func anUnusableStatePathIsReportedOncePerRun() async throws {
        let run = try await runDemoLive([]) { stateHome in
            try FileManager.default.createDirectory(
                atPath: stateHome + "/clew-demo", withIntermediateDirectories: true)
            #expect(mkfifo(stateHome + "/clew-demo/navigation-state", 0o600) == 0)
        } interact: { demo in
            try await demo.waitForWindow(named: "Clew Demo")
            // Read at start, saved at quit: two chances to say it.
            try demo.pressControlQ(inWindowNamed: "Clew Demo")
        }
        #expect(run.status == 0, "\(run.text)")
        let reports = run.text.components(separatedBy: "is a named pipe (FIFO), not a regular file").count - 1
        #expect(reports == 1, "\(run.text)")
    }
}

/// A clew-demo process that the test acts on while it runs.
final class LiveDemo: @unchecked Sendable {
    let process = Process()
    let stateHome = NSTemporaryDirectory() + "clew-quit-\(UUID().uuidString)"

    /// The saved navigation state, if the app has written it.
    var savedState: String? {
        let path = stateHome + "/clew-demo/navigation-state"
        // Only a regular file: a test may plant a pipe there, which reading would wait on.
        guard (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular
        else { return nil }
        return try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// Runs xdotool (on the tests' display) and waits for it.
    func xdotool(_ arguments: [String]) throws {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        tool.arguments = arguments
        tool.standardOutput = FileHandle.nullDevice
        tool.standardError = FileHandle.nullDevice
        try tool.run()
        tool.waitUntilExit()
        guard tool.terminationStatus == 0 else { throw DemoWaitFailure(what: "xdotool \(arguments)") }
    }

    /// Waits (up to 30 s, for a loaded machine) until a window titled `name` is on the display.
    func waitForWindow(named name: String) async throws {
        if Self.onSway {
            try await waitUntil { (try? self.run("/usr/bin/swaymsg", ["-t", "get_tree"]))?.contains(name) == true }
        } else {
            try await waitUntil { (try? self.xdotool(["search", "--onlyvisible", "--name", name])) != nil }
        }
    }

    /// Gives the window titled `name` the focus and presses Ctrl+Q there, as real keys: xdotool
    /// under X11; under sway (the Wayland lane) swaymsg focuses the window and wtype types.
    func pressControlQ(inWindowNamed name: String) throws {
        if Self.onSway {
            let title = name.map { "\\^$.|?*+()[]{}".contains($0) ? "\\\($0)" : "\($0)" }.joined()
            // wtype is a new virtual keyboard with a keymap of its own each run, and a press that
            // arrives with the keymap is sometimes lost: pressed again (up to 10 s) until the app quits.
            for attempt in 0..<10 where process.isRunning {
                do {
                    _ = try run("/usr/bin/swaymsg", ["[title=\"^\(title)$\"] focus"])
                    _ = try run("/usr/bin/wtype", ["-M", "ctrl", "-k", "q", "-m", "ctrl"])
                } catch  where attempt > 0 {
                    return  // the window is gone: the first press quit the app
                }
                for _ in 0..<10 where process.isRunning { usleep(100_000) }
            }
        } else {
            try xdotool(["search", "--onlyvisible", "--name", name, "windowfocus"])
            try xdotool(["key", "ctrl+q"])
        }
    }

    /// Under the Wayland lane's compositor (scripts/wayland-run), whose tools find windows and type.
    static var onSway: Bool {
        !GtkTestKeyboard.canPressRealKeys && ProcessInfo.processInfo.environment["SWAYSOCK"] != nil
    }

    /// Runs a tool to its end; its standard output, or an error if it failed.
    private func run(_ path: String, _ arguments: [String]) throws -> String {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: path)
        tool.arguments = arguments
        let output = Pipe()
        tool.standardOutput = output
        tool.standardError = FileHandle.nullDevice
        try tool.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        tool.waitUntilExit()
        guard tool.terminationStatus == 0 else { throw DemoWaitFailure(what: "\(path) \(arguments)") }
        return text
    }

    /// Polls `condition` every 100 ms for up to 30 s.
    func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<300 {
            if condition() { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw DemoWaitFailure(what: "a condition of the running demo")
    }
}

struct DemoWaitFailure: Error, CustomStringConvertible {
    let what: String
    var description: String { "Timed out waiting for \(what)." }
}

/// Starts clew-demo as a person's app (it saves its state) with `arguments`, runs `interact`
/// while it runs, then waits for it to exit (killing it after 30 s).
func runDemoLive(
    _ arguments: [String], preparingStateHome prepare: (String) throws -> Void = { _ in },
    interact: @escaping @Sendable (LiveDemo) async throws -> Void
) async throws
    -> (status: Int32, text: String, savedState: String?)
{
    var result: (status: Int32, text: String, savedState: String?) = (-1, "", nil)
    let demo = LiveDemo()
    defer { try? FileManager.default.removeItem(atPath: demo.stateHome) }
    try prepare(demo.stateHome)
    try await GtkTestHost.run(checkingLeaks: false) {
        demo.process.executableURL = URL(fileURLWithPath: siblingExecutablePath("clew-demo"))
        demo.process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
        environment["GTK_A11Y"] = "none"
        environment["XDG_STATE_HOME"] = demo.stateHome
        environment.merge(siblingDataEnvironment) { current, _ in current }
        demo.process.environment = environment
        let output = Pipe()
        demo.process.standardOutput = output
        demo.process.standardError = output
        try demo.process.run()
        do {
            try await interact(demo)
        } catch {
            demo.process.terminate()
            throw error
        }
        for _ in 0..<300 where demo.process.isRunning { try await Task.sleep(for: .milliseconds(100)) }
        if demo.process.isRunning { kill(demo.process.processIdentifier, SIGKILL) }
        demo.process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        result = (demo.process.terminationStatus, text, demo.savedState)
    }
    return result
}
