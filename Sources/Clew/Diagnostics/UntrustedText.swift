/// The one rule for putting text that came from outside the app (a link, a saved file, a command
/// line, a server's header) into a message: it is escaped so that it cannot act on the terminal or
/// the reader, kept on one line, and cut short.
///
/// - Control characters (C0 `U+0000`–`U+001F`, DEL `U+007F`, C1 `U+0080`–`U+009F`) become visible
///   escapes: `\n`, `\r`, `\t`, else `\u{1B}` and the like, so an ESC sequence cannot retitle or
///   clear a terminal and a newline cannot forge a second line.
/// - Bidirectional controls (`U+202A`–`U+202E`, `U+2066`–`U+2069`, `U+200E`, `U+200F`, `U+061C`)
///   and the line and paragraph separators (`U+2028`, `U+2029`) are escaped too (`\u{202E}`), so
///   text cannot reorder the rest of the line.
/// - The result is at most `max(limit, minimumLimit)` Unicode scalars: longer text keeps its start
///   and says how long it was, `abcd…(2048 characters)`. Lengths count Unicode scalars, so a
///   letter carrying thousands of combining marks cannot hide its size.
///
/// Clean text that fits is returned as it is, and escaping escaped text changes nothing (the
/// escapes are plain characters), so a message may escape a payload that was escaped already.
///
/// <!-- doc-test:
/// let path = "notes/\u{1B}[2J"
/// -->
/// ```swift
/// UntrustedText.escaped("clew://x\u{1B}]0;pwned\u{07}")      // clew://x\u{1B}]0;pwned\u{7}
/// UntrustedText.quoted("a\nb")                               // “a\nb”
/// UntrustedText.escaped(String(repeating: "a", count: 2048)) // 62 a’s, then …(2048 characters)
/// let message = "The app has no page at \(UntrustedText.quoted(path))."
/// ```
public enum UntrustedText {
    /// The length ``escaped(_:limit:)`` and ``quoted(_:limit:)`` cut to unless told otherwise.
    public static let defaultLimit = 80
    /// A longer limit for file paths and system messages, which are often long and still honest.
    public static let longLimit = 240
    /// No limit is taken below this: the cut text must leave room for `…(N characters)`.
    public static let minimumLimit = 40

    /// `text` made safe to print inside a message: escaped, one line, at most
    /// `max(limit, minimumLimit)` Unicode scalars.
    ///
    /// ```swift
    /// UntrustedText.escaped("\u{202E}txt.exe")   // \u{202E}txt.exe
    /// ```
    public static func escaped(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        let limit = max(limit, minimumLimit)
        var output = String.UnicodeScalarView()
        // Where each escaped scalar ends in `output`, to cut between escapes, never inside one.
        var ends: [Int] = []
        var length = 0
        for scalar in text.unicodeScalars {
            let piece = escape(scalar)
            length += piece.count
            if length > limit { return cut(output, ends: ends, limit: limit, total: text.unicodeScalars.count) }
            output.append(contentsOf: piece)
            ends.append(length)
        }
        return String(output)
    }

    /// ``escaped(_:limit:)`` between typographic quotes, as Clew's messages quote: `“…”` (the
    /// quotes are not counted in `limit`).
    ///
    /// <!-- doc-test:
    /// let name = "chess\n"
    /// -->
    /// ```swift
    /// "Unknown scenario \(UntrustedText.quoted(name))."   // Unknown scenario “chess\n”.
    /// ```
    public static func quoted(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        "“" + escaped(text, limit: limit) + "”"
    }

    /// Whether `text` has nothing ``escaped(_:limit:)`` would escape (its length aside).
    ///
    /// ```swift
    /// UntrustedText.isPrintable("clew://paywall")   // true
    /// UntrustedText.isPrintable("a\u{202E}b")       // false
    /// ```
    public static func isPrintable(_ text: some StringProtocol) -> Bool {
        !text.unicodeScalars.contains(where: needsEscaping)
    }

    /// Whether `scalar` is escaped: a control character, a bidirectional control, or a line or
    /// paragraph separator.
    public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isBidiControl(scalar) || isLineSeparator(scalar)
    }

    /// C0 (`U+0000`–`U+001F`), DEL (`U+007F`) and C1 (`U+0080`–`U+009F`).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The bidirectional formatting characters, which reorder the text around them:
    /// `U+202A`–`U+202E` (embeddings and overrides), `U+2066`–`U+2069` (isolates), the marks
    /// `U+200E`, `U+200F` and `U+061C`.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// `U+2028` LINE SEPARATOR and `U+2029` PARAGRAPH SEPARATOR, which some terminals and
    /// viewers break lines at.
    public static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// `scalar` as it is printed: itself, or a visible escape.
    private static func escape(_ scalar: Unicode.Scalar) -> String.UnicodeScalarView {
        guard needsEscaping(scalar) else { return String.UnicodeScalarView([scalar]) }
        switch scalar {
        case "\n": return #"\n"#.unicodeScalars
        case "\r": return #"\r"#.unicodeScalars
        case "\t": return #"\t"#.unicodeScalars
        default: return ("\\u{" + hex(scalar.value) + "}").unicodeScalars
        }
    }

    /// The escaped text cut at the last escape that leaves room for `…(total characters)`.
    private static func cut(_ output: String.UnicodeScalarView, ends: [Int], limit: Int, total: Int) -> String {
        let suffix = "…(\(total) characters)"
        let room = limit - suffix.unicodeScalars.count
        let kept = ends.last { $0 <= room } ?? 0
        return String(String.UnicodeScalarView(output.prefix(kept))) + suffix
    }

    private static func hex(_ value: UInt32) -> String {
        String(value, radix: 16, uppercase: true)
    }
}
