import ClewGtkTesting
import Foundation
import Testing

/// clew-demo copied into a folder, with a catalogue, a style sheet or a named pipe planted where the old
/// rule looked (any folder above the executable, the install prefix, the build tree): in a folder other
/// users can write to none of them is used and nothing hangs; in the user's own folder the installed and
/// build-tree places still work (so the plants would have been seen).
@Suite(.serialized) struct ProgramFilesProcessTests {
    /// Where the copied program sits, and where the plants go, relative to the planting folder.
    enum Layout: String, CaseIterable, Sendable {
        /// `a/b/clew-demo` with `locale/` and `Resources/` two folders up: the old "any ancestor" rule.
        case ancestor
        /// `bin/clew-demo` with `share/locale` and `share/clew-demo`: an install prefix.
        case installed
        /// `pkg/.build/<triple>/debug/clew-demo` with `pkg/Package.swift`, `pkg/.build/locale`, `pkg/Resources`.
        case buildTree

        var executable: String {
            switch self {
            case .ancestor: "a/b/clew-demo"
            case .installed: "bin/clew-demo"
            case .buildTree: "pkg/.build/x86_64-unknown-linux-gnu/debug/clew-demo"
            }
        }

        var localeFolder: String {
            switch self {
            case .ancestor: "locale"
            case .installed: "share/locale"
            case .buildTree: "pkg/.build/locale"
            }
        }

        var dataFolder: String {
            switch self {
            case .ancestor: "Resources"
            case .installed: "share/clew-demo"
            case .buildTree: "pkg/Resources"
            }
        }
    }

    /// A planting folder with the demo copied in per `layout`; world-writable (not sticky) or the user's own.
    private func withPlantedDemo(
        _ layout: Layout, worldWritable: Bool, plant: (String) throws -> Void,
        run: (_ executable: String, _ root: String) async throws -> Void
    ) async throws {
        let root = NSTemporaryDirectory() + "clew-plant-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let files = FileManager.default
        defer { try? files.removeItem(atPath: root) }
        let executable = root + "/" + layout.executable
        try files.createDirectory(
            atPath: (executable as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try files.copyItem(atPath: siblingExecutablePath("clew-demo"), toPath: executable)
        if layout == .buildTree { #expect(files.createFile(atPath: root + "/pkg/Package.swift", contents: Data())) }
        try plant(root)
        #expect(chmod(root, worldWritable ? 0o777 : 0o755) == 0)
        try await run(executable, root)
    }

    /// A German catalogue of the demo's domain whose "Usage:" is "PLANTED:", at `path`.
    private func plantCatalogue(at path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let po = path + ".po"
        try """
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "Usage:"
        msgstr "PLANTED:"

        """.write(toFile: po, atomically: true, encoding: .utf8)
        let output = try runBounded("/usr/bin/msgfmt", ["-o", path, po], environment: [:], seconds: 30)
        #expect(output.status == 0, "\(output.text)")
        try FileManager.default.removeItem(atPath: po)
    }

    private func plantPipe(at path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o666) == 0)
    }

    /// No variable points anywhere: only the rule decides.
    private let noOverrides = ["CLEW_LOCALEDIR": "", "CLEW_DEMO_DATADIR": "", "LANGUAGE": "de"]

    @Test(arguments: Layout.allCases, [true, false])
    func aPlantedCatalogueIsUsedOnlyFromTheUsersOwnProgramFolders(layout: Layout, worldWritable: Bool) async throws {
        try await withPlantedDemo(layout, worldWritable: worldWritable) { root in
            try plantCatalogue(at: root + "/" + layout.localeFolder + "/de/LC_MESSAGES/clew-demo.mo")
        } run: { executable, root in
            let output = try runBounded(executable, ["--help"], environment: noOverrides, seconds: 30)
            #expect(output.status == 0, "\(output.text)")
            let used = !worldWritable && layout != .ancestor
            #expect(output.text.contains("PLANTED: clew-demo") == used, "\(output.text)")
            if worldWritable && layout != .ancestor {
                #expect(output.text.contains("is not used: \(root) can be written by other users."), "\(output.text)")
            }
        }
    }

    /// A pipe where a catalogue is: before, gettext's `open` blocked `--help` for ever. In the user's own
    /// folders it is found and refused in one line; elsewhere it is not even looked at.
    @Test(arguments: Layout.allCases, [true, false])
    func aPlantedCataloguePipeNeitherHangsNorIsUsed(layout: Layout, worldWritable: Bool) async throws {
        try await withPlantedDemo(layout, worldWritable: worldWritable) { root in
            try plantPipe(at: root + "/" + layout.localeFolder + "/de/LC_MESSAGES/clew-demo.mo")
        } run: { executable, root in
            let output = try runBounded(executable, ["--help"], environment: noOverrides, seconds: 30)
            #expect(output.status == 0, "\(output.text)")
            #expect(output.text.contains("Usage: clew-demo"), "\(output.text)")
            let pipe = "\(root)/\(layout.localeFolder)/de/LC_MESSAGES/clew-demo.mo"
            let refusal = "is a named pipe (FIFO), not a regular file."
            #expect(
                output.text.contains("\(pipe) \(refusal)") == (!worldWritable && layout != .ancestor),
                "\(output.text)")
        }
    }

    /// The same pipe under `$CLEW_LOCALEDIR`, in a folder of the user's own.
    @Test func aCataloguePipeUnderTheVariablesFolderDoesNotHang() async throws {
        try await withPlantedDemo(.ancestor, worldWritable: false) { root in
            try plantPipe(at: root + "/catalogues/de/LC_MESSAGES/clew-demo.mo")
        } run: { executable, root in
            var environment = noOverrides
            environment["CLEW_LOCALEDIR"] = root + "/catalogues"
            let output = try runBounded(executable, ["--help"], environment: environment, seconds: 30)
            #expect(output.status == 0, "\(output.text)")
            #expect(output.text.contains("Usage: clew-demo"), "\(output.text)")
            #expect(
                output.text.contains(
                    "clew-demo: warning: translations in \(root)/catalogues are not used: "
                        + "\(root)/catalogues/de/LC_MESSAGES/clew-demo.mo is a named pipe (FIFO), not a regular file."),
                "\(output.text)")
        }
    }

    @Test(arguments: Layout.allCases, [true, false])
    func aPlantedStyleSheetIsUsedOnlyFromTheUsersOwnProgramFolders(layout: Layout, worldWritable: Bool) async throws {
        try await withPlantedDemo(layout, worldWritable: worldWritable) { root in
            try FileManager.default.createDirectory(
                atPath: root + "/" + layout.dataFolder, withIntermediateDirectories: true)
            try "label { color: red; }".write(
                toFile: root + "/" + layout.dataFolder + "/style.css", atomically: true, encoding: .utf8)
        } run: { executable, _ in
            let output = try await runDemoCopy(executable)
            #expect(output.status == 0, "\(output.text)")
            let used = !worldWritable && layout != .ancestor
            #expect(output.text.contains("data directory not found") == !used, "\(output.text)")
        }
    }

    /// A pipe where the style sheet is: before, the demo hung at start. In its own folder the pipe is
    /// found and refused in one line; elsewhere it is not even looked at.
    @Test(arguments: Layout.allCases, [true, false])
    func aPlantedStyleSheetPipeDoesNotHang(layout: Layout, worldWritable: Bool) async throws {
        try await withPlantedDemo(layout, worldWritable: worldWritable) { root in
            try plantPipe(at: root + "/" + layout.dataFolder + "/style.css")
        } run: { executable, root in
            let output = try await runDemoCopy(executable)
            #expect(output.status == 0, "\(output.text)")
            if !worldWritable && layout != .ancestor {
                #expect(
                    output.text.contains(
                        "warning: The stylesheet \(root)/\(layout.dataFolder)/style.css is a named pipe (FIFO), "
                            + "not a regular file; it was not read. Using the default style."), "\(output.text)")
            } else {
                #expect(output.text.contains("data directory not found"), "\(output.text)")
            }
        }
    }

    /// The copied demo up to its first frame, with the display to itself.
    private func runDemoCopy(_ executable: String) async throws -> (status: Int32, text: String) {
        var output: (status: Int32, text: String) = (-1, "")
        try await GtkTestHost.run(checkingLeaks: false) {
            output = try runBounded(executable, ["--exit-after-first-frame"], environment: noOverrides, seconds: 60)
        }
        return output
    }
}

/// A process that did not end in time (it was killed).
struct ProcessTimedOut: Error, CustomStringConvertible {
    let program: String
    let seconds: Int
    var description: String { "\(program) did not end within \(seconds) s (it was killed): it hung." }
}

/// Runs `program` with the test environment of ``runSibling`` plus `environment`; kills it and throws
/// ``ProcessTimedOut`` after `seconds`.
func runBounded(_ program: String, _ arguments: [String], environment extra: [String: String], seconds: Int)
    throws -> (status: Int32, text: String)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = childEnvironment(extra, withDataFolder: false)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let ended = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        process.waitUntilExit()
        ended.signal()
    }
    let timedOut = ended.wait(timeout: .now() + .seconds(seconds)) == .timedOut
    if timedOut {
        kill(process.processIdentifier, SIGKILL)
        ended.wait()
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    if timedOut { throw ProcessTimedOut(program: program, seconds: seconds) }
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
