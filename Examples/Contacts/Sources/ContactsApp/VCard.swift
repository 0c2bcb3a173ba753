import Clew

/// A contact as a vCard file describes it: the fields the app keeps (name, email, phone, postal address).
/// Every field is one line, cleaned of control and bidirectional characters and capped at
/// ``VCard/maximumFieldLength`` characters: it comes from a file anyone may have written.
public struct ImportedCard: Equatable, Sendable {
    public var name: String
    public var email: String
    public var phone: String
    /// The postal address on one line (“1 Main Street, London SW1A 1AA, United Kingdom”).
    public var address: String
    /// The address's locality.
    public var city: String

    public init(name: String, email: String = "", phone: String = "", address: String = "", city: String = "") {
        self.name = name
        self.email = email
        self.phone = phone
        self.address = address
        self.city = city
    }
}

/// A small vCard 3.0 / 4.0 reader (RFC 2426, RFC 6350) for what an address book imports: `FN`, `N`, `EMAIL`,
/// `TEL` and `ADR`. Photos and every other property are skipped. Lines may be folded (a line that starts
/// with a space or a tab continues the one before) and end in CRLF or LF; values are UTF-8 (vCard 4's only
/// charset: a `CHARSET` parameter is ignored), with `\\`, `\,`, `\;` and `\n` escapes. vCard 2.1 and
/// quoted-printable values are refused by name, not misread.
///
/// ```swift
/// let cards = try VCard.parse("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n", file: "ada.vcf")
/// // [ImportedCard(name: "Ada Lovelace", …)]
/// ```
public enum VCard {
    /// The largest file read (1 MiB: some ten thousand cards without photos).
    public static let maximumFileSize = 1 << 20
    /// The most cards taken from one file.
    public static let maximumCards = 10_000
    /// The longest a field is kept, in characters (the rest is cut, with “…”).
    public static let maximumFieldLength = 200

    /// The cards of a vCard file's bytes.
    ///
    /// - Throws: ``VCardError`` when the bytes are too many or not UTF-8, or the text is not a vCard 3/4 file.
    public static func parse(bytes: [UInt8], file: String) throws(VCardError) -> [ImportedCard] {
        guard bytes.count <= maximumFileSize else {
            throw .tooLarge(file: file, size: bytes.count, limit: maximumFileSize)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(file: file) }
        return try parse(text, file: file)
    }

    /// The cards of a vCard file's text; `file` names it in errors.
    ///
    /// - Throws: ``VCardError`` when the text is not a vCard 3/4 file.
    public static func parse(_ text: String, file: String) throws(VCardError) -> [ImportedCard] {
        var cards: [ImportedCard] = []
        var card: CardInProgress?
        for line in unfoldedLines(of: text) {
            guard !line.text.isEmpty else { continue }
            let property = try Property(line.text, file: file, line: line.number)
            switch property.name {
            case "BEGIN":
                guard property.value.uppercased() == "VCARD" else { continue }
                guard card == nil else {
                    throw .malformed(file: file, line: line.number, reason: "a card begins inside another")
                }
                card = CardInProgress(firstLine: line.number)
            case "END" where property.value.uppercased() == "VCARD":
                guard let finished = card else {
                    throw .malformed(file: file, line: line.number, reason: "a card ends that never began")
                }
                guard let made = finished.card else { throw .missingName(file: file, line: finished.firstLine) }
                guard cards.count < maximumCards else { throw .tooManyCards(file: file, limit: maximumCards) }
                cards.append(made)
                card = nil
            default:
                guard card != nil else {
                    throw .malformed(file: file, line: line.number, reason: "a property is outside any card")
                }
                try card?.take(property, file: file, line: line.number)
            }
        }
        if let card { throw .unterminatedCard(file: file, line: card.firstLine) }
        guard !cards.isEmpty else { throw .noCards(file: file) }
        return cards
    }

    /// The logical lines of `text` (folded lines joined), each with the number of its first physical line.
    static func unfoldedLines(of text: String) -> [(number: Int, text: String)] {
        var lines: [(number: Int, text: String)] = []
        var physical = 0
        // By scalars: "\r\n" is one Character, so a split by Character would never see its "\n".
        for raw in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            physical += 1
            var line = raw
            if line.last == "\r" { line = line.dropLast() }
            if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1].text += String(String.UnicodeScalarView(line.dropFirst()))
            } else {
                lines.append((physical, String(String.UnicodeScalarView(line))))
            }
        }
        return lines
    }

    /// A value with its escapes undone (`\n` a line break, which ``clean(_:)`` makes a space).
    static func unescaped(_ value: Substring) -> String {
        var result = ""
        var escaping = false
        for character in value {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A structured value's components (`N`, `ADR`), split at the `;` that are not escaped, each unescaped.
    static func components(_ value: String) -> [String] {
        var parts: [String] = []
        var start = value.startIndex
        var escaping = false
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            if escaping {
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == ";" {
                parts.append(unescaped(value[start..<index]))
                start = value.index(after: index)
            }
            index = value.index(after: index)
        }
        parts.append(unescaped(value[start...]))
        return parts
    }

    /// `text` as one line a label shows as typed: line breaks and tabs become spaces, other control and
    /// bidirectional characters go, runs of spaces shrink to one, and it is cut at ``maximumFieldLength``.
    public static func clean(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var lastWasSpace = true
        for scalar in text.unicodeScalars {
            let isSpace =
                scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t"
                || UntrustedText.isLineSeparator(scalar)
            if isSpace {
                if !lastWasSpace { output.append(" ") }
                lastWasSpace = true
            } else if !UntrustedText.isControl(scalar), !UntrustedText.isBidiControl(scalar) {
                output.append(scalar)
                lastWasSpace = false
            }
        }
        var line = String(output)
        if line.hasSuffix(" ") { line.removeLast() }
        guard line.count > maximumFieldLength else { return line }
        return String(line.prefix(maximumFieldLength - 1)) + "…"
    }
}

/// One content line: `[group.]NAME[;PARAM=…]:value`.
private struct Property {
    let name: String
    let parameters: [String]
    let value: String

    init(_ line: String, file: String, line number: Int) throws(VCardError) {
        // The first `:` outside a quoted parameter value ends the name and parameters.
        var inQuotes = false
        var colon: String.Index?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            if character == ":", !inQuotes {
                colon = index
                break
            }
            index = line.index(after: index)
        }
        guard let colon else { throw .malformed(file: file, line: number, reason: "a line has no “:”") }
        let head = line[..<colon].split(separator: ";", omittingEmptySubsequences: false)
        var name = head.first.map(String.init) ?? ""
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
            throw .malformed(file: file, line: number, reason: "a property has no valid name")
        }
        self.name = name.uppercased()
        parameters = head.dropFirst().map { $0.uppercased() }
        value = String(line[line.index(after: colon)...])
    }
}

/// The fields of the card being read.
private struct CardInProgress {
    let firstLine: Int
    var formattedName: String?
    var structuredName: String?
    var email: String?
    var phone: String?
    var address: String?
    var city: String?

    init(firstLine: Int) { self.firstLine = firstLine }

    mutating func take(_ property: Property, file: String, line: Int) throws(VCardError) {
        if property.parameters.contains(where: { $0.hasPrefix("ENCODING=QUOTED-PRINTABLE") }) {
            throw .unsupportedVersion(file: file, line: line, version: "2.1 (quoted-printable)")
        }
        switch property.name {
        case "VERSION":
            let version = property.value.trimmingSpaces
            guard version == "3.0" || version == "4.0" else {
                throw .unsupportedVersion(file: file, line: line, version: version)
            }
        case "FN" where formattedName == nil:
            formattedName = VCard.clean(VCard.unescaped(Substring(property.value)))
        case "N" where structuredName == nil:
            // Family; Given; Additional; Prefixes; Suffixes
            let parts = VCard.components(property.value) + Array(repeating: "", count: 5)
            structuredName = VCard.clean([parts[3], parts[1], parts[2], parts[0], parts[4]].joined(separator: " "))
        case "EMAIL" where email == nil:
            email = VCard.clean(VCard.unescaped(Substring(property.value)))
        case "TEL" where phone == nil:
            var number = VCard.unescaped(Substring(property.value))
            if number.lowercased().hasPrefix("tel:") { number.removeFirst(4) }
            phone = VCard.clean(number)
        case "ADR" where address == nil:
            // PO box; extended; street; locality; region; postal code; country
            let parts = (VCard.components(property.value) + Array(repeating: "", count: 7)).map(VCard.clean)
            let place = [parts[3], [parts[4], parts[5]].filter { !$0.isEmpty }.joined(separator: " ")]
            address = VCard.clean(
                ([parts[0], parts[1], parts[2]] + place + [parts[6]]).filter { !$0.isEmpty }.joined(separator: ", "))
            city = parts[3]
        default:
            break  // PHOTO, and everything else the app does not keep
        }
    }

    /// The card, or nil when it has no name (neither `FN` nor `N`).
    var card: ImportedCard? {
        guard let name = [formattedName, structuredName].compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
            return nil
        }
        return ImportedCard(
            name: name, email: email ?? "", phone: phone ?? "", address: address ?? "", city: city ?? "")
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
