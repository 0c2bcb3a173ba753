import Clew
import ClewGtk
import ClewGtkTesting
import Foundation
import Testing

/// clew-demo fed hostile input: a state file that is a pipe, a link to a device, huge or binary;
/// links and options with terminal escapes, bidi overrides and newlines; a screenshot path that is
/// not a regular file. It starts (or refuses) at once, and says so in one plain line.
@Suite struct DemoHostileInputTests {
    /// A fresh `XDG_STATE_HOME` with `make` preparing `clew-demo/navigation-state` in it.
    private func withStateHome(_ make: (String) throws -> Void, run: (String) async throws -> Void) async throws {
        let stateHome = NSTemporaryDirectory() + "clew-hostile-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: stateHome) }
        try FileManager.default.createDirectory(atPath: stateHome + "/clew-demo", withIntermediateDirectories: true)
        try make(stateHome + "/clew-demo/navigation-state")
        try await run(stateHome)
    }

    /// ``runDemo(_:environment:)``, timing the child alone (not the wait for the display).
    private func runDemoTimed(_ arguments: [String], environment: [String: String]) async throws
        -> (output: (status: Int32, text: String), duration: Duration)
    {
        var result: (output: (status: Int32, text: String), duration: Duration) = ((-1, ""), .zero)
        try await GtkTestHost.run(checkingLeaks: false) {
            let start = ContinuousClock.now
            let output = try await runSibling("clew-demo", arguments, environment: environment)
            result = (output, ContinuousClock.now - start)
        }
        return result
    }

    /// The lines clew-demo printed that are its own (not GTK's or GLib's notes).
    private func demoLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("clew-demo: ") && !$0.hasPrefix("clew-demo: wrote ") }
    }

    private func expectPlain(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let unsafe = text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C]
                    .contains(scalar.value)
        }
        #expect(
            unsafe.isEmpty, "raw control or bidi characters: \(unsafe.map(\.value))", sourceLocation: sourceLocation)
    }

    @Test(
        arguments: [
            ("fifo", "is a named pipe (FIFO), not a regular file; it was not read. Starting at home."),
            ("zero", "is a symbolic link, not a regular file; it was not read. Starting at home."),
            ("huge", "is larger than 64 KB (1048576 bytes); it was not read. Starting at home."),
            ("binary", "is not UTF-8 text. Starting at home."),
            ("escape", #"(it starts “\u{1B}]0;pwned\u{7}\u{1B}[2J”). Starting at home."#),
            ("long-version", "this version of the app reads version 1. Starting at home."),
        ])
    func aHostileStateFileIsReportedInOneLineAndTheDemoStarts(kind: String, message: String) async throws {
        try await withStateHome { path in
            switch kind {
            case "fifo": #expect(mkfifo(path, 0o600) == 0)
            case "zero": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
            case "huge":
                _ = FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x61, count: 1 << 20))
            case "binary":
                _ = FileManager.default.createFile(atPath: path, contents: Data((0..<4096).map { UInt8($0 % 256) }))
            case "escape":
                _ = FileManager.default.createFile(atPath: path, contents: Data("\u{1B}]0;pwned\u{07}\u{1B}[2J\n".utf8))
            default:
                let version = "9" + String(repeating: "\u{202E}9", count: 10_000)
                _ = FileManager.default.createFile(
                    atPath: path, contents: Data("clew-navigation-state \(version)\n".utf8))
            }
        } run: { stateHome in
            let shot = stateHome + "/shot.png"
            let (output, duration) = try await runDemoTimed(
                ["--screenshot", shot], environment: ["XDG_STATE_HOME": stateHome])
            #expect(duration < .seconds(20), "it starts at once")
            #expect(output.status == 0, "\(output.text)")
            #expect(output.text.contains("wrote \(shot)"))
            let lines = demoLines(output.text)
            #expect(lines.count == 1, "one line: \(output.text)")
            #expect(lines.first?.hasSuffix(message) == true, "\(lines)")
            #expect((lines.first?.unicodeScalars.count ?? 0) < 400)
            expectPlain(output.text)
        }
    }

    /// A link the app cannot open, as a browser or a file manager hands it over: the window opens at
    /// home and says why in a toast (the link escaped, capped, on one line), with one line on
    /// standard error, and the app runs on (status 0). Status 2 is for misused options only.
    @Test(
        arguments: [
            ("", "it is empty"),
            ("paywall", "it has no scheme (such as clew://)"),
            (
                "clew://\u{1B}]0;pwned\u{07}\u{1B}[2J",
                "it contains a space or a control character; write them as %20 and the like"
            ),
            ("clew://x\nclew-demo: fake", "it contains a space or a control character; write them as %20 and the like"),
            (
                "clew://scenario/\u{202E}tset",
                "it contains a bidirectional control character (such as U+202E), which can disguise text"
            ),
        ] as [(String, String)])
    func aLinkTheAppCannotOpenIsShownInTheWindow(link: String, why: String) async throws {
        let path = NSTemporaryDirectory() + "clew-bad-link-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await runDemo([link, "--screenshot", path, "--list-texts"])
        #expect(output.status == 0, "the window opened: \(output.text)")
        #expect(output.text.contains("clew-demo: wrote \(path)"))
        let texts = demoLines(output.text).filter { $0.hasPrefix("clew-demo: text: ") }
        let reports = demoLines(output.text).filter { !$0.hasPrefix("clew-demo: text: ") }
        let quoted = UntrustedText.quoted(link)
        #expect(
            reports == ["clew-demo: \(quoted) is not a link the app can open: \(why). Nothing was changed."],
            "one line on standard error")
        let toast = "clew-demo: text: Could not open \(quoted): \(why)"
        #expect(texts.contains { $0 == toast }, "the toast says which link and why: \(texts)")
        #expect(texts.contains("clew-demo: text: Scenarios"), "at home: \(texts)")
        expectPlain(output.text)
    }

    @Test(
        arguments: [
            (["--style", "\u{1B}[2J"], #"clew-demo: --style is system, light or dark, not “\u{1B}[2J”."# + "\n"),
            (
                ["--scenario", "x\ny"],
                #"clew-demo: Unknown scenario “x\ny”. Scenarios: leave-game, difficulty, paywall, background-image, apples, sign-in, whole-stack, chained, single-top, one-at-a-time, dismissal-reasons, widgets."#
                    + "\n"
            ),
            (
                ["--" + String(repeating: "z", count: 2000)],
                "clew-demo: Unknown option “--" + String(repeating: "z", count: 60)
                    + "…(2002 characters)”. Run clew-demo --help for the options.\n"
            ),
        ] as [([String], String)])
    func aHostileCommandLineIsRefusedInOnePlainLine(arguments: [String], message: String) async throws {
        let output = try await runDemo(arguments)
        #expect(output.status == 2)
        #expect(output.text == message)
        expectPlain(output.text)
    }

    /// A link to no page, from a program or a person: reported escaped and cut, the demo runs on.
    @Test func aLinkToNoPageIsReportedEscapedAndCut() async throws {
        let path = NSTemporaryDirectory() + "clew-hostile-link-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await runDemo(["clew://" + String(repeating: "p", count: 2000), "--screenshot", path])
        #expect(output.status == 0, "\(output.text)")
        let lines = output.text.split(separator: "\n").filter {
            $0.contains("The app has no page at") && !$0.hasPrefix("clew-demo: text: ")
        }
        #expect(lines.count == 1, "\(output.text)")
        #expect(lines.first?.contains("…(2000 characters)”") == true)
        #expect((lines.first?.unicodeScalars.count ?? 0) < 300)
    }

    /// `--screenshot` to a pipe or a link: refused at once, left alone, one line, status 1.
    @Test(arguments: ["pipe", "link"])
    func aScreenshotPathThatIsNotARegularFileIsLeftAlone(kind: String) async throws {
        try await withStateHome { _ in
        } run: { directory in
            let path = directory + "/shot.png"
            let target = directory + "/target"
            #expect(FileManager.default.createFile(atPath: target, contents: Data("keep".utf8)))
            if kind == "pipe" {
                #expect(mkfifo(path, 0o600) == 0)
            } else {
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            }
            let output = try await runDemo(["--screenshot", path], environment: ["XDG_STATE_HOME": directory])
            #expect(output.status == 1, "\(output.text)")
            let described = kind == "pipe" ? "a named pipe (FIFO)" : "a symbolic link"
            #expect(
                demoLines(output.text) == [
                    "clew-demo: could not write the screenshot: \(path) is \(described), not a regular file; it was left alone"
                ])
            #expect(FileKind.at(path) == (kind == "pipe" ? .namedPipe : .symbolicLink))
            #expect(FileManager.default.contents(atPath: target) == Data("keep".utf8))
        }
    }
}
