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
        }
    }

    /// A few hundred random and hostile strings: each parses or throws a typed error; none traps.
    @Test func randomAndHostileStringsNeverCrash() {
        var generator = SplitMix64(seed: 0xC1E3)
        let alphabet: [String] =
            "clew:/?&=#%+ab09_-.~é😀\u{0}\u{7F}\n\t".map(String.init) + [
                "%FF", "%41", "%C3%28", "%E2%82", "clew://", "://",
            ]
        var parsed = 0
        var refused = 0
        let hostile = [
            "clew://" + String(repeating: "%", count: 3000), String(repeating: "/", count: 2000), "clew://?&&&&=&=",
            "clew://%", "clew://%%", "clew://x?%", "clew://x?a=%G0", "\u{FEFF}clew://x", "clew://x\u{2028}y",
            "javascript://alert(1)", "file:///etc/passwd", "clew://../../etc", "clew://x?a=1&a=2", "::::", "//",
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
                parsed += 1
            } catch {
                #expect(!error.description.isEmpty)
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
