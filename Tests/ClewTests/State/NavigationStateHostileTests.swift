import Clew
import ClewDemoScenarios
import ClewTesting
import Testing

/// Saved state from a hostile or damaged file: every error is one short, plain line, whatever the
/// file holds, and restoring what parses reports plain lines too.
@MainActor
@Suite("Navigation state from hostile files")
struct NavigationStateHostileTests {
    nonisolated static let escape = "\u{1B}]0;pwned\u{07}\u{1B}[2J"
    nonisolated static let megabyte = String(repeating: "x", count: 1 << 20)

    @Test(arguments: [
        (escape + "\n", #"The file is not saved navigation state (it starts “\u{1B}]0;pwned\u{7}\u{1B}[2J”)."#),
        (
            "clew-navigation-state 1" + escape + "\n",
            #"The saved navigation state is of version 1\u{1B}]0;pwned\u{7}\u{1B}[2J; this version of the app reads version 1."#
        ),
        (
            "clew-navigation-state 1\nselected \u{202E}sgnittes\n",
            #"Line 2 of the saved navigation state (“selected \u{202E}sgnittes”) is damaged: it contains a control or bidirectional control character."#
        ),
        (
            "clew-navigation-state 1\nstack a clew://x\u{85}\n",
            #"Line 2 of the saved navigation state (“stack a clew://x\u{85}”) is damaged: it contains a control or bidirectional control character."#
        ),
        (
            "clew-navigation-state 1\nstack a clew://\rselected a\n",
            #"Line 2 of the saved navigation state (“stack a clew://\rselected a”) is damaged: it contains a control or bidirectional control character."#
        ),
    ])
    func hostileFieldsAreEscapedInTheMessage(text: String, message: String) {
        do {
            _ = try NavigationState(parsing: text)
            Issue.record("parsed")
        } catch {
            #expect(error.description == message)
            expectSafeMessage(error.description)
        }
    }

    /// A megabyte in the header, the version, a tab id or a link: refused, and echoed in 80 characters.
    @Test(arguments: [
        megabyte + "\n", "clew-navigation-state " + megabyte + "\n", "clew-navigation-state 1\nselected \(megabyte)\n",
        "clew-navigation-state 1\nstack \(megabyte) clew://\n",
        "clew-navigation-state 1\nstack a clew://\(String(repeating: "y", count: 2042))\n",
    ])
    func hugeFieldsAreRefusedAndCut(text: String) {
        do {
            _ = try NavigationState(parsing: text)
            Issue.record("a huge field parsed")
        } catch {
            expectSafeMessage(error.description)
            #expect(error.description.unicodeScalars.count < 250, "\(error.description)")
        }
    }

    @Test func aFieldOfExactlyTheLimitIsKept() throws {
        let link = "clew://" + String(repeating: "y", count: NavigationState.maximumFieldLength - 7)
        let state = try NavigationState(parsing: "clew-navigation-state 1\nstack a \(link)\n")
        #expect(state.stacks.first?.link == link)
    }

    /// Random and hostile files: each parses or throws a typed error with a safe message; what
    /// parses restores with safe messages only.
    @Test func randomAndHostileFilesGiveSafeMessages() {
        var generator = SplitMix64(seed: 0x57A7E)
        let pieces = [
            "clew-navigation-state", " ", "1", "\n", "stack", "selected", "scenarios", "settings", "-", "clew://",
            "scenario/paywall", "\u{1B}[2J", "\u{202E}", "\u{7}", "\r", "\u{0}", "\u{85}", "\u{2028}", "é", "9",
            String(repeating: "w", count: 3000), "clew://paywall?source=\u{1B}", "account",
        ]
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        let host = RecordingScenarioHost(router: router, difficultyAnchor: TestAnchor("difficulty"))
        router.setTabs([
            Tab("scenarios", title: "Scenarios", root: StepScreen("Home", detail: "")),
            Tab("settings", title: "Settings", root: DemoSettings.makeRoot(router: router) { _ in }),
        ])
        let links = DemoLinks.table(for: host)
        var reported: [String] = []
        router.onNavigationFailure = { reported.append($0.description) }
        var parsed = 0
        for index in 0..<400 {
            let head = index % 2 == 0 ? "clew-navigation-state 1\n" : ""
            let text =
                head
                + (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
                .joined()
            do {
                let state = try NavigationState(parsing: text)
                parsed += 1
                router.restore(state, with: links)
            } catch {
                expectSafeMessage(error.description)
            }
        }
        for message in reported { expectSafeMessage(message) }
        #expect(parsed > 0)
    }

    @Test func aHostileTabIdIsQuotedSafelyWhenRestored() {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        let host = RecordingScenarioHost(router: router, difficultyAnchor: TestAnchor("difficulty"))
        router.setTabs([Tab("scenarios", title: "Scenarios", root: StepScreen("Home", detail: ""))])
        var reported: [String] = []
        router.onNavigationFailure = { reported.append($0.description) }
        let state = NavigationState(stacks: [.init(tab: "a\u{1B}[2J\n" + Self.megabyte, link: "clew://")])
        router.restore(state, with: DemoLinks.table(for: host))
        router.selectTab("\u{202E}" + Self.megabyte)
        #expect(reported.count == 2)
        for message in reported { expectSafeMessage(message) }
        #expect(reported.first?.hasPrefix(#"The saved state has a tab “a\u{1B}[2J\n"#) == true)
    }
}
