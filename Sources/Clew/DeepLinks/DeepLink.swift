/// A link into the app, parsed: `clew://paywall?source=profile` has the scheme `clew`, the path
/// `["paywall"]` and the query `source=profile`. Parsed without Foundation, strictly: anything
/// that is not a well-formed link is a ``DeepLinkError`` with a human message, never a crash.
///
/// ```swift
/// let link = try DeepLink(parsing: "clew://note/42?highlight=milk%20and%20eggs")
/// link.path                    // ["note", "42"]
/// link.query("highlight")      // "milk and eggs"
/// ```
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// One `name=value` pair of the query, percent-decoded.
    public struct QueryItem: Hashable, Sendable {
        /// The name.
        public let name: String
        /// The value (empty for `?flag`).
        public let value: String
    }

    /// Links longer than this are refused: no real link is, and a hostile one should cost nothing.
    public static let maximumLength = 2048

    /// The scheme, lowercased (`clew`).
    public let scheme: String
    /// The host and the path's segments, percent-decoded: `clew://note/42` → `["note", "42"]`.
    public let path: [String]
    /// The query's items, in order.
    public let queryItems: [QueryItem]
    /// The link as it was given.
    public let text: String

    /// Parses `text`.
    ///
    /// A link with a space, a control character (C0, DEL, C1), a line separator or a bidirectional
    /// control (`U+202E` and the like, which can make one link read as another), written raw or
    /// percent-encoded, is refused.
    ///
    /// - Throws: ``DeepLinkError/malformed(_:reason:)`` for anything that is not `scheme://path?query`;
    ///   it quotes the link escaped (``UntrustedText/escaped(_:limit:)``).
    public init(parsing text: String) throws(DeepLinkError) {
        func malformed(_ reason: String) -> DeepLinkError { .malformed(UntrustedText.escaped(text), reason: reason) }
        guard !text.isEmpty else { throw malformed(tr("it is empty")) }
        guard text.utf8.count <= Self.maximumLength else {
            throw malformed(
                tr("it is longer than %d byte", "it is longer than %d bytes", count: Self.maximumLength)
                    .substituting(Self.maximumLength))
        }
        guard let colon = text.firstIndex(of: ":") else { throw malformed(tr("it has no scheme (such as clew://)")) }
        let scheme = text[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCIILetter,
            scheme.unicodeScalars.allSatisfy({
                $0.isASCIILetter || $0.isASCIIDigit || "+-.".unicodeScalars.contains($0)
            })
        else {
            // TRANSLATORS: %s is the link's scheme, quoted.
            throw malformed(
                tr("its scheme %s is not letters, digits, +, - or .").substituting(UntrustedText.quoted(scheme)))
        }
        let rest = text[text.index(after: colon)...]
        guard rest.hasPrefix("//") else { throw malformed(tr("the scheme is not followed by //")) }
        var body = rest.dropFirst(2)
        if let hash = body.firstIndex(of: "#") { body = body[..<hash] }
        let pathPart: Substring
        let queryPart: Substring?
        if let question = body.firstIndex(of: "?") {
            pathPart = body[..<question]
            queryPart = body[body.index(after: question)...]
        } else {
            pathPart = body
            queryPart = nil
        }
        if let reason = Self.refusal(of: text, escaped: false) { throw malformed(reason) }
        var path: [String] = []
        for segment in pathPart.split(separator: "/", omittingEmptySubsequences: true) {
            path.append(try Self.percentDecoded(segment, in: text))
        }
        var items: [QueryItem] = []
        for pair in (queryPart ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.percentDecoded(parts[0], in: text, plusIsSpace: true)
            guard !name.isEmpty else { throw malformed(tr("a query item has no name")) }
            let value = parts.count > 1 ? try Self.percentDecoded(parts[1], in: text, plusIsSpace: true) : ""
            items.append(QueryItem(name: name, value: value))
        }
        self.scheme = scheme.lowercased()
        self.path = path
        self.queryItems = items
        self.text = text
    }

    /// The value of the first query item called `name`, if any.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The path joined with `/`, as patterns are written: `note/42`.
    public var pathString: String { path.joined(separator: "/") }

    public var description: String { text }

    /// Decodes `%41` escapes (and `+` as a space in queries); the bytes must be UTF-8.
    static func percentDecoded(_ part: Substring, in text: String, plusIsSpace: Bool = false) throws(DeepLinkError)
        -> String
    {
        guard part.contains("%") || (plusIsSpace && part.contains("+")) else { return String(part) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(part.utf8.count)
        var iterator = part.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw .malformed(
                        UntrustedText.escaped(text),
                        reason: tr("a %% is not followed by two hexadecimal digits").substituting())
                }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw .malformed(UntrustedText.escaped(text), reason: tr("its escapes do not decode to UTF-8 text"))
        }
        if let reason = refusal(of: decoded, escaped: true) {
            throw .malformed(UntrustedText.escaped(text), reason: reason)
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Why `text` (the link, or a percent-decoded part of it when `escaped`) cannot be in a link:
    /// a control character or a line separator (and, written raw, a space), or a bidirectional
    /// control, which could make the link read as another on screen.
    private static func refusal(of text: String, escaped: Bool) -> String? {
        for scalar in text.unicodeScalars {
            if UntrustedText.isBidiControl(scalar) {
                return escaped
                    ? tr(
                        "an escape decodes to a bidirectional control character (such as U+202E), which can disguise text"
                    )
                    : tr("it contains a bidirectional control character (such as U+202E), which can disguise text")
            }
            if UntrustedText.isControl(scalar) || UntrustedText.isLineSeparator(scalar) {
                return escaped
                    ? tr("an escape decodes to a control character")
                    : tr("it contains a space or a control character; write them as %%20 and the like").substituting()
            }
            if !escaped, scalar == " " {
                return tr("it contains a space or a control character; write them as %%20 and the like").substituting()
            }
        }
        return nil
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
