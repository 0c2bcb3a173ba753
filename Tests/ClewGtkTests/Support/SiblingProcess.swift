import ClewGtkTesting
import Foundation

/// Runs an executable built next to the test bundle (`ClewGtkLeakCheck`, `clew-demo`) and returns
/// its exit status and combined output, without GLib's note about a missing session bus.
///
/// The wait happens on a thread of its own: blocking one of Swift concurrency's few pool threads for
/// a whole child process stalled every other async test (seen as 4.5 s delays on 2 cores).
func runSibling(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:]) async throws
    -> (status: Int32, text: String)
{
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try runSiblingBlocking(executable, arguments, environment: extra) })
        }
    }
}

private func runSiblingBlocking(_ executable: String, _ arguments: [String], environment extra: [String: String])
    throws -> (status: Int32, text: String)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: siblingExecutablePath(executable))
    process.arguments = arguments
    process.environment = childEnvironment(extra)
    let (status, output) = try runCollectingOutput(process)
    let text =
        output
        .split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("Unable to acquire session bus") }
        .joined(separator: "\n")
    return (status, text)
}

/// The environment a test's child runs with: the test's own, software rendering, no accessibility bridge, a
/// state folder of the test run's, English, the demo's data folder (unless `withDataFolder` is false: the
/// program-file tests let the search rule alone decide), then `extra`.
func childEnvironment(_ extra: [String: String], withDataFolder: Bool = true) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
    environment["GTK_A11Y"] = "none"
    // Nor are the person's settings (dconf): a child's GSettings live in its memory.
    environment["GSETTINGS_BACKEND"] = "memory"
    // The person's saved navigation state is never read or written by a test.
    environment["XDG_STATE_HOME"] = NSTemporaryDirectory() + "clew-tests-state-\(getpid())"
    // English unless a test asks for a language: the person's LANGUAGE or locale never reaches a child.
    environment["LANGUAGE"] = nil
    environment["LC_ALL"] = "C.UTF-8"
    if withDataFolder { environment.merge(siblingDataEnvironment) { current, _ in current } }
    environment.merge(extra) { _, new in new }
    return environment
}

/// Runs a sibling that opens windows while no GTK test runs in this process (it waits its turn in
/// `GtkTestHost`): the tests share one X server, and a popover's pointer grab in one client makes
/// another client's popover close at once (seen as 1-3 % of popover cycles failing).
func runSiblingAlone(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) async throws
    -> (status: Int32, text: String)
{
    var output: (status: Int32, text: String) = (-1, "")
    try await GtkTestHost.run(checkingLeaks: false) {
        output = try await runSibling(executable, arguments, environment: environment)
    }
    return output
}

/// The demo's data folder, handed to children through `CLEW_DEMO_DATADIR` (unless the environment already
/// names one): a build elsewhere (`swift build --scratch-path …`, meson's `swiftpm-tests`) is not in the
/// package's `.build`, where the demo finds the source tree's `Resources/` by itself.
let siblingDataEnvironment = [
    "CLEW_DEMO_DATADIR": URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources").path
]

/// Where an executable built next to the test bundle is.
func siblingExecutablePath(_ executable: String) -> String {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent(executable).path
}

/// Runs `process` to its end and returns its exit status and its standard output and error, interleaved.
func runCollectingOutput(_ process: Process) throws -> (status: Int32, text: String) {
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
