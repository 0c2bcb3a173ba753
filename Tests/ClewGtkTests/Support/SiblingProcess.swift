import Foundation

/// Runs an executable built next to the test bundle (`ClewGtkLeakCheck`, `clew-demo`) and returns
/// its exit status and combined output, without GLib's note about a missing session bus.
func runSibling(_ executable: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let process = Process()
    process.executableURL = testBinary.deletingLastPathComponent().appendingPathComponent(executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
    environment["GTK_A11Y"] = "none"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("Unable to acquire session bus") }
        .joined(separator: "\n")
    return (process.terminationStatus, text)
}
