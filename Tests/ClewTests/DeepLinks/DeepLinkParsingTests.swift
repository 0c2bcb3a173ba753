import Clew
import Testing

/// Links parsed without Foundation: well-formed ones read as expected, anything else is a typed
/// error with a human message, never a crash.
@Suite("Deep-link parsing")
struct DeepLinkParsingTests {
    @Test func aLinkHasASchemeAPathAndAQuery() throws {
        let link = try DeepLink(parsing: "CLEW://note/42/?highlight=milk%20and+eggs&pinned&empty=#top")
        #expect(link.scheme == "clew")
        #expect(link.path == ["note", "42"])
        #expect(link.query("highlight") == "milk and eggs")
        #expect(link.query("pinned") == "")
        #expect(link.query("empty") == "")
        #expect(link.query("missing") == nil)
        #expect(link.pathString == "note/42")
        #expect(try DeepLink(parsing: "clew://").path == [])
        #expect(try DeepLink(parsing: "clew://caf%C3%A9").path == ["café"])
    }

    @Test(arguments: [
        ("", "“” is not a link the app can open: it is empty."),
        ("paywall", "“paywall” is not a link the app can open: it has no scheme (such as clew://)."),
        ("clew:paywall", "“clew:paywall” is not a link the app can open: the scheme is not followed by //."),
        (
            "1clew://x",
            "“1clew://x” is not a link the app can open: its scheme “1clew” is not letters, digits, +, - or .."
        ),
        ("clew://a%zz", "“clew://a%zz” is not a link the app can open: a % is not followed by two hexadecimal digits."),
        ("clew://a%", "“clew://a%” is not a link the app can open: a % is not followed by two hexadecimal digits."),
        ("clew://%FF%FE", "“clew://%FF%FE” is not a link the app can open: its escapes do not decode to UTF-8 text."),
        ("clew://a%00b", "“clew://a%00b” is not a link the app can open: an escape decodes to a control character."),
        (
            "clew://a b",
            "“clew://a b” is not a link the app can open: it contains a space or a control character; write them as %20 and the like."
        ),
        ("clew://x?=1", "“clew://x?=1” is not a link the app can open: a query item has no name."),
        (
            "clew://\u{1B}]0;pwned\u{07}\u{1B}[2J",
            #"“clew://\u{1B}]0;pwned\u{7}\u{1B}[2J” is not a link the app can open: it contains a space or a control character; write them as %20 and the like."#
        ),
        (
            "clew://a\nfake second line",
            #"“clew://a\nfake second line” is not a link the app can open: it contains a space or a control character; write them as %20 and the like."#
        ),
        (
            "clew://x\u{85}",
            #"“clew://x\u{85}” is not a link the app can open: it contains a space or a control character; write them as %20 and the like."#
        ),
        (
            "clew://note/\u{202E}gpj.exe",
            #"“clew://note/\u{202E}gpj.exe” is not a link the app can open: it contains a bidirectional control character (such as U+202E), which can disguise text."#
        ),
        (
            "clew://note/%E2%80%AEgpj.exe",
            "“clew://note/%E2%80%AEgpj.exe” is not a link the app can open: an escape decodes to a bidirectional control character (such as U+202E), which can disguise text."
        ),
        (
            "clew://x?q=%E2%81%A6",
            "“clew://x?q=%E2%81%A6” is not a link the app can open: an escape decodes to a bidirectional control character (such as U+202E), which can disguise text."
        ),
        (
            "clew://a%0Afake",
            "“clew://a%0Afake” is not a link the app can open: an escape decodes to a control character."
        ),
        (
            "clew://a%E2%80%A8b",
            "“clew://a%E2%80%A8b” is not a link the app can open: an escape decodes to a control character."
        ),
    ])
    func malformedLinksSayWhy(text: String, message: String) {
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: text) }
        do {
            _ = try DeepLink(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aVeryLongLinkIsRefusedAndNotEchoedWhole() {
        let text = "clew://" + String(repeating: "a", count: 5000)
        do {
            _ = try DeepLink(parsing: text)
            Issue.record("a 5000-byte link parsed")
        } catch {
            #expect(error.description.count < 200)
            #expect(error.description.hasSuffix("it is longer than 2048 bytes."))
            #expect(error.description.contains("…(5007 characters)”"))
        }
    }

    /// Every bidirectional control is refused, raw or percent-encoded, in the path or the query.
    @Test(arguments: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C])
    func bidiControlsAreRefused(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let encoded = String(scalar).utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        for text in ["clew://a\(Character(scalar))b", "clew://a\(encoded)b", "clew://a?q=\(encoded)"] {
            do {
                _ = try DeepLink(parsing: text)
                Issue.record("\(UntrustedText.escaped(text)) parsed")
            } catch {
                #expect(error.description.contains("bidirectional control character"))
                expectSafeMessage(error.description)
            }
        }
    }

    /// The payload of every case is escaped by the parser and the table, and the message escapes
    /// again whatever an app put in it by hand.
    @Test @MainActor func everyCaseQuotesHostileTextSafely() {
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\nfake line\u{202E}" + String(repeating: "x", count: 1 << 20)
        let errors: [DeepLinkError] = [
            .malformed(hostile, reason: "test"), .unsupportedScheme(hostile, expected: "clew"),
            .unknownPath(hostile, known: ["a"]), .missingParameter("id", link: hostile),
            .invalidParameter("id", value: hostile, expected: "a number"),
        ]
        for error in errors {
            expectSafeMessage(error.description)
            #expect(error.description.contains(#"\u{1B}]0;pwned\u{7}\u{1B}[2J\nfake line\u{202E}"#))
            #expect(error.description.contains("…(1048601 characters)"))
        }
        var table = DeepLinkTable(scheme: "clew")
        table.add("note/:id") { match in
            _ = try match.parameter("id", as: Int.self)
            return DeepLinkPlan(stack: [])
        }
        table.add("need") { match in
            _ = try match.parameter("missing")
            return DeepLinkPlan(stack: [])
        }
        let long = String(repeating: "y", count: 1500)
        for text in ["clew://note/%1B%5B2J\(long)", "clew://need?x=\(long)", "clew://\(long)", "\(long)x://a"] {
            do {
                _ = try table.plan(for: try DeepLink(parsing: text))
                Issue.record("\(text) opened")
            } catch let error as DeepLinkError {
                expectSafeMessage(error.description)
                expectSafeMessage(String(describing: payload(of: error)))
                #expect(payload(of: error).unicodeScalars.count <= UntrustedText.defaultLimit)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    private func payload(of error: DeepLinkError) -> String {
        switch error {
        case .malformed(let text, _), .unsupportedScheme(let text, _), .unknownPath(let text, _),
            .missingParameter(_, let text), .invalidParameter(_, let text, _):
            text
        }
    }

    /// A few hundred random and hostile strings: each parses or throws a typed error; none traps.
    @Test func randomAndHostileStringsNeverCrash() {
        var generator = SplitMix64(seed: 0xC1E3)
        let alphabet: [String] =
            "clew:/?&=#%+ab09_-.~é😀\u{0}\u{7F}\n\t\u{1B}\u{85}\u{202E}\u{2066}\u{2028}".map(String.init) + [
                "%FF", "%41", "%C3%28", "%E2%82", "clew://", "://", "%1B", "%E2%80%AE", "%C2%85", "%0A",
            ]
        var parsed = 0
        var refused = 0
        let hostile = [
            "clew://" + String(repeating: "%", count: 3000), String(repeating: "/", count: 2000), "clew://?&&&&=&=",
            "clew://%", "clew://%%", "clew://x?%", "clew://x?a=%G0", "\u{FEFF}clew://x", "clew://x\u{2028}y",
            "javascript://alert(1)", "file:///etc/passwd", "clew://../../etc", "clew://x?a=1&a=2", "::::", "//",
            "clew://\u{1B}]0;pwned\u{07}\u{1B}[2J", "\u{1B}[31mclew://x", "clew://x\nclew: fake line",
            "clew://\u{202E}x",
            "\u{202E}://x", "clew://x?a=%E2%80%AE", "clew://x%C2%9B", String(repeating: "\u{1B}", count: 1 << 20),
            "clew://" + String(repeating: "\u{202E}", count: 1000), "clew://" + String(repeating: "é", count: 1024),
        ]
        var inputs = hostile
        for _ in 0..<400 {
            let length = Int(generator.next() % 40)
            inputs.append((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined())
        }
        for input in inputs {
            do {
                let link = try DeepLink(parsing: input)
                #expect(!link.scheme.isEmpty)
                #expect(UntrustedText.isPrintable(link.text) && link.path.allSatisfy(UntrustedText.isPrintable))
                parsed += 1
            } catch {
                expectSafeMessage(error.description)
                refused += 1
            }
        }
        #expect(parsed + refused == inputs.count)
        #expect(refused > 0 && parsed > 0, "the inputs reach both outcomes: \(parsed) parsed, \(refused) refused")
    }
}

/// A small deterministic random generator, so the fuzzed inputs are the same on every run.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
