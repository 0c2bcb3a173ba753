import ClewGtkTesting
import Foundation
import Testing

/// With no D-Bus session bus (a bare Wayland compositor, a container), GTK would warn “Unable to
/// acquire session bus: Cannot autolaunch D-Bus without X11 $DISPLAY” on every start: Clew says
/// what that costs in one line of its own instead, and the app runs as usual.
@Suite struct NoSessionBus {
    /// Only where the display needs no X11 (`DISPLAY` lets GLib autolaunch a bus): the Wayland lane.
    static let displayWithoutX11 = ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil

    @Test(.enabled(if: displayWithoutX11, "needs a Wayland display"))
    func theDemoSaysSoInOneLineAndStillRenders() async throws {
        let path = NSTemporaryDirectory() + "clew-no-bus-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await runDemoWithoutSessionBus(["--scenario", "difficulty", "--screenshot", path])
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.contains("wrote \(path)"), "\(output.text)")
        let lines = output.text.split(separator: "\n")
        #expect(lines.filter { $0.contains("no D-Bus session bus") }.count == 1, "\(output.text)")
        #expect(!output.text.contains("Unable to acquire session bus"), "\(output.text)")
        #expect(!output.text.contains("Cannot autolaunch"), "\(output.text)")
    }
}

/// clew-demo with no way to a session bus: no bus address, no X11 display to autolaunch one, and
/// a runtime directory of its own with no `bus` socket (the Wayland socket is named by its path).
private func runDemoWithoutSessionBus(_ arguments: [String]) async throws -> (status: Int32, text: String) {
    let runtime = NSTemporaryDirectory() + "clew-no-bus-runtime-\(getpid())"
    try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: runtime) }
    var environment = ProcessInfo.processInfo.environment
    let display = environment["WAYLAND_DISPLAY"] ?? ""
    if !display.hasPrefix("/") {
        environment["WAYLAND_DISPLAY"] = (environment["XDG_RUNTIME_DIR"] ?? "") + "/" + display
    }
    environment["XDG_RUNTIME_DIR"] = runtime
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["DISPLAY"] = nil
    environment["AT_SPI_BUS_ADDRESS"] = nil
    environment["GTK_A11Y"] = nil
    environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
    environment["XDG_STATE_HOME"] = runtime + "/state"
    environment["LANGUAGE"] = nil
    environment["LC_ALL"] = "C.UTF-8"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: siblingExecutablePath("clew-demo"))
    process.arguments = arguments
    process.environment = environment
    var output: (status: Int32, text: String) = (-1, "")
    try await GtkTestHost.run(checkingLeaks: false) {
        output = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try runCollectingOutput(process) }) }
        }
    }
    return output
}
