import ClewTestSupport
import Foundation
import Testing

/// clew-demo as a person runs it: its command line, and a screenshot of every scenario.
/// Each test starts the app as a child process on the test's display, so none touches GTK in-process.
@Suite struct DemoProcessTests {
    static let scenarios = [
        "leave-game", "difficulty", "paywall", "background-image", "apples", "sign-in", "whole-stack", "chained",
        "single-top", "one-at-a-time", "dismissal-reasons", "widgets",
    ]

    @Test func helpListsEveryScenario() async throws {
        let output = try await runDemo(["--help"])
        #expect(output.status == 0)
        for scenario in Self.scenarios {
            #expect(output.text.contains(scenario))
        }
        #expect(output.text.contains("--screenshot PATH"))
    }

    /// Foundation, ICU, libcurl and libsoup cost start-up time and memory; the app must not load
    /// them at start (libsoup is loaded at the first download).
    @Test func theAppLinksNoFoundationICUCurlOrSoup() async throws {
        let needed = try ELFDependencies.needed(byExecutableAt: siblingExecutablePath("clew-demo"))
        #expect(needed.contains("libgtk-4.so.1"))
        let forbidden = needed.filter { name in
            ["Foundation", "icu", "ICU", "libcurl", "libsoup"].contains { name.contains($0) }
        }
        #expect(forbidden.isEmpty, "clew-demo needs \(forbidden)")
    }

    @Test(arguments: [
        (["--bogus"], "clew-demo: Unknown option “--bogus”. Run clew-demo --help for the options.\n"),
        (
            ["--scenario", "chess"],
            "clew-demo: Unknown scenario “chess”. Scenarios: leave-game, difficulty, paywall, background-image, apples, sign-in, whole-stack, chained, single-top, one-at-a-time, dismissal-reasons, widgets.\n"
        ),
        (["--screenshot"], "clew-demo: --screenshot needs a value.\n"),
        (["--style", "sepia"], "clew-demo: --style is system, light or dark, not “sepia”.\n"),
        (["--direction", "up"], "clew-demo: --direction is ltr or rtl, not “up”.\n"),
        (["--layout", "grid"], "clew-demo: --layout is tabs or sidebar, not “grid”.\n"),
    ])
    func mistakesExitWithStatus2AndAClearMessage(arguments: [String], message: String) async throws {
        let output = try await runDemo(arguments)
        #expect(output.status == 2)
        #expect(output.text == message)
    }

    @Test(arguments: [nil] + scenarios)
    func everyScenarioRendersToAPNG(scenario: String?) async throws {
        let path = NSTemporaryDirectory() + "clew-demo-\(scenario ?? "home")-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await runDemo((scenario.map { ["--scenario", $0] } ?? []) + ["--screenshot", path])
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.contains("wrote \(path)"))
        #expect(!output.text.contains("navigation failed"), "the scenario must open: \(output.text)")
        let size = try #require(pngSize(atPath: path))
        #expect(size.width >= 640 && size.height >= 480)
    }

    @Test func theBackgroundImageComesFromAnyURL() async throws {
        try await withTestServer(["/photo.png": .image(TestImages.png(width: 300, height: 200))]) { server in
            let path = NSTemporaryDirectory() + "clew-demo-url-\(getpid()).png"
            defer { try? FileManager.default.removeItem(atPath: path) }
            let output = try await runDemo([
                "--scenario", "background-image", "--image-url", server.url("/photo.png"), "--screenshot", path,
            ])
            #expect(output.status == 0, "\(output.text)")
            #expect(server.requestedPaths == ["/photo.png"])
        }
    }

    /// Arabic and Hebrew lay the window out right to left by themselves (GTK reads the direction from
    /// its translations; C.UTF-8 lets gettext honour LANGUAGE without an Arabic locale installed);
    /// `--direction` and `--style` choose by hand. Screenshots: /tmp/clew-demo-*-rtl|dark-*.png.
    @Test(arguments: [
        (["--scenario", "leave-game"], ["LANGUAGE": "ar", "LC_ALL": "C.UTF-8"], "right to left, light style"),
        (["--scenario", "difficulty"], ["LANGUAGE": "he", "LC_ALL": "C.UTF-8"], "right to left, light style"),
        (["--scenario", "leave-game", "--direction", "rtl", "--style", "dark"], [:], "right to left, dark style"),
        (["--scenario", "leave-game", "--style", "dark"], [:], "left to right, dark style"),
        (["--scenario", "leave-game"], [:], "left to right, light style"),
    ])
    func theLocaleAndTheOptionsChooseDirectionAndStyle(
        arguments: [String], environment: [String: String], expected: String
    ) async throws {
        let tag = expected.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: ",", with: "")
        let path = "/tmp/clew-demo-\(arguments[1])-\(tag)-\(getpid()).png"
        let output = try await runDemo(arguments + ["--screenshot", path], environment: environment)
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.contains("wrote \(path) ("))
        #expect(output.text.contains(", \(expected))"), "\(output.text)")
    }

    /// `clew-demo clew://…` opens the link in its window; a bad link is reported and the app runs on.
    @Test(
        arguments: [
            ("clew://paywall?source=profile", nil),
            ("clew://scenario/leave-game", nil),
            ("clew://", nil),
            (
                "clew://paywall?source=settings",
                "clew-demo: “settings” is not a valid source: expected one of “home”, “profile”. Nothing was changed."
            ),
        ] as [(String, String?)])
    func aLinkOnTheCommandLineOpensInTheWindow(link: String, error: String?) async throws {
        let path = "/tmp/clew-demo-link-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await runDemo([link, "--screenshot", path])
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.contains("wrote \(path)"))
        if let error {
            #expect(output.text.contains(error), "\(output.text)")
        } else {
            #expect(
                !output.text.contains("Nothing was changed") && !output.text.contains("navigation failed"),
                "\(output.text)")
        }
    }

    /// The demo starts where the person was (the state saved at the last quit); a damaged or
    /// outdated file is reported once and the demo starts at home.
    @Test(
        arguments: [
            (
                "clew-navigation-state 1\nstack scenarios clew://scenario/paywall?detail=false\nselected scenarios\n",
                nil
            ),
            (
                "clew-navigation-state 9\n",
                "clew-demo: The saved navigation state is of version 9; this version of the app reads version 1. Starting at home."
            ),
            (
                "not a state",
                "clew-demo: The file is not saved navigation state (it starts “not a state”). Starting at home."
            ),
            (
                "clew-navigation-state 1\nstack scenarios clew://scenario/chess\n",
                "clew-demo: “chess” is not a valid scenario"
            ),
        ] as [(String, String?)])
    func theDemoStartsWhereThePersonWas(saved: String, message: String?) async throws {
        let stateHome = NSTemporaryDirectory() + "clew-state-home-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: stateHome) }
        try FileManager.default.createDirectory(atPath: stateHome + "/clew-demo", withIntermediateDirectories: true)
        #expect(
            FileManager.default.createFile(
                atPath: stateHome + "/clew-demo/navigation-state", contents: Data(saved.utf8)))
        let path = stateHome + "/shot.png"
        let output = try await runDemo(["--screenshot", path], environment: ["XDG_STATE_HOME": stateHome])
        #expect(output.status == 0, "\(output.text)")
        if let message {
            #expect(output.text.components(separatedBy: message).count == 2, "reported once: \(output.text)")
        } else {
            #expect(
                !output.text.contains("clew-demo: The") && !output.text.contains("navigation failed"), "\(output.text)")
        }
        // A screenshot is a tool run: it leaves the saved state as it was.
        #expect(FileManager.default.contents(atPath: stateHome + "/clew-demo/navigation-state") == Data(saved.utf8))
    }

    @Test func theFirstFrameEndsABenchmarkRun() async throws {
        let output = try await runDemo(["--exit-after-first-frame"])
        #expect(output.status == 0, "\(output.text)")
    }
}

/// Runs the `clew-demo` built next to the test bundle, with the display to itself (see `runSiblingAlone`).
func runDemo(_ arguments: [String], environment: [String: String] = [:]) async throws -> (status: Int32, text: String) {
    try await runSiblingAlone("clew-demo", arguments, environment: environment)
}
