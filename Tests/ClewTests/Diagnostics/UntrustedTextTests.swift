import Clew
import Testing

/// The one rule for echoing text from outside: escaped visibly, one line, capped.
@Suite("Untrusted text")
struct UntrustedTextTests {
    @Test(arguments: [
        ("a\nb", #"a\nb"#), ("a\rb", #"a\rb"#), ("a\tb", #"a\tb"#), ("\u{0}", #"\u{0}"#),
        ("\u{1B}]0;pwned\u{07}\u{1B}[2J", #"\u{1B}]0;pwned\u{7}\u{1B}[2J"#), ("\u{1F}", #"\u{1F}"#),
    ])
    func c0ControlsAreEscapedVisibly(text: String, escaped: String) {
        #expect(UntrustedText.escaped(text) == escaped)
    }

    @Test func delAndC1ControlsAreEscaped() {
        #expect(UntrustedText.escaped("a\u{7F}b") == #"a\u{7F}b"#)
        #expect(UntrustedText.escaped("\u{80}\u{85}\u{9B}\u{9F}") == #"\u{80}\u{85}\u{9B}\u{9F}"#)
        #expect(UntrustedText.escaped("\u{A0}é") == "\u{A0}é", "U+00A0 and beyond are text")
    }

    @Test(arguments: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C])
    func bidiControlsAreEscaped(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let hex = String(value, radix: 16, uppercase: true)
        #expect(UntrustedText.escaped("a\(Character(scalar))b") == "a\\u{\(hex)}b")
        #expect(UntrustedText.isBidiControl(scalar))
    }

    @Test func lineAndParagraphSeparatorsAreEscaped() {
        #expect(UntrustedText.escaped("a\u{2028}b\u{2029}c") == #"a\u{2028}b\u{2029}c"#)
    }

    @Test func longTextIsCutWithItsLength() {
        let text = "abc" + String(repeating: "x", count: 2045)
        let escaped = UntrustedText.escaped(text)
        #expect(escaped.hasPrefix("abcxx"))
        #expect(escaped.hasSuffix("…(2048 characters)"))
        #expect(escaped.unicodeScalars.count == UntrustedText.defaultLimit)
        let megabyte = UntrustedText.escaped(String(repeating: "\u{1B}", count: 1 << 20), limit: 60)
        #expect(megabyte.unicodeScalars.count <= 60)
        #expect(megabyte.hasSuffix("…(1048576 characters)"))
        #expect(megabyte.split(separator: "…")[0].hasSuffix("}"), "an escape is never cut in half")
        #expect(megabyte.hasPrefix(#"\u{1B}\u{1B}"#))
    }

    @Test func theCapCountsScalarsSoCombiningMarksCannotHide() {
        let text = "e" + String(repeating: "\u{301}", count: 10_000)
        #expect(text.count == 1)
        #expect(UntrustedText.escaped(text).unicodeScalars.count <= UntrustedText.defaultLimit)
    }

    @Test func theLimitHasAFloor() {
        let escaped = UntrustedText.escaped(String(repeating: "a", count: 1000), limit: 1)
        #expect(escaped.unicodeScalars.count <= UntrustedText.minimumLimit)
        #expect(escaped.hasSuffix("…(1000 characters)"))
    }

    @Test(arguments: ["", "clew://paywall?source=profile", "café 😀 ∑", #"already \u{1B} escaped"#])
    func cleanTextIsUnchangedAndEscapingTwiceChangesNothing(text: String) {
        #expect(UntrustedText.escaped(text) == text)
        #expect(UntrustedText.isPrintable(text))
        #expect(UntrustedText.quoted(text) == "“\(text)”")
    }

    @Test(arguments: [
        String(repeating: "a", count: 5000), "\u{1B}[2J\n" + String(repeating: "\u{202E}", count: 300), "x\u{85}y",
    ])
    func escapingIsIdempotent(text: String) {
        let once = UntrustedText.escaped(text)
        #expect(UntrustedText.escaped(once) == once)
        #expect(UntrustedText.isPrintable(once))
    }
}

/// What every message quoting hostile input must be: one line, short, no control or bidi character.
func expectSafeMessage(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!message.isEmpty, sourceLocation: sourceLocation)
    #expect(UntrustedText.isPrintable(message), "\(UntrustedText.escaped(message))", sourceLocation: sourceLocation)
    #expect(message.unicodeScalars.count <= 400, "\(message.unicodeScalars.count)", sourceLocation: sourceLocation)
}
