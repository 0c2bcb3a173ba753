import Clew

/// Why a vCard file was not imported. Its description names the file and the line, escaped, capped and on one
/// line (file names and values come from outside the app), and is what the app shows the person.
///
/// ```swift
/// do {
///     _ = try VCard.parse("BEGIN:VCARD\nVERSION:2.1\nEND:VCARD\n", file: "old.vcf")
/// } catch {
///     print(error)   // old.vcf, line 2: vCard 2.1 is not read (only vCard 3.0 and 4.0).
/// }
/// ```
public enum VCardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read: missing, not a regular file, not allowed (the system's words).
    case unreadable(file: String, reason: String)
    /// The file is bigger than ``VCard/maximumFileSize``.
    case tooLarge(file: String, size: Int, limit: Int)
    /// The file is not UTF-8 text.
    case notUTF8(file: String)
    /// The file holds no card at all.
    case noCards(file: String)
    /// A line is not what a vCard holds there.
    case malformed(file: String, line: Int, reason: String)
    /// A card of another version (2.1), or a quoted-printable value.
    case unsupportedVersion(file: String, line: Int, version: String)
    /// The card beginning at `line` has neither `FN` nor `N`.
    case missingName(file: String, line: Int)
    /// The card beginning at `line` never ends.
    case unterminatedCard(file: String, line: Int)
    /// The file holds more than ``VCard/maximumCards`` cards.
    case tooManyCards(file: String, limit: Int)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(shown(file)) could not be read: \(UntrustedText.escaped(reason))."
        case .tooLarge(let file, let size, let limit):
            "\(shown(file)) is too large to import (\(size) bytes; at most \(limit))."
        case .notUTF8(let file):
            "\(shown(file)) is not UTF-8 text."
        case .noCards(let file):
            "\(shown(file)) holds no contact card."
        case .malformed(let file, let line, let reason):
            "\(shown(file)), line \(line): \(reason)."
        case .unsupportedVersion(let file, let line, let version):
            "\(shown(file)), line \(line): vCard \(UntrustedText.escaped(version, limit: 40)) is not read "
                + "(only vCard 3.0 and 4.0)."
        case .missingName(let file, let line):
            "\(shown(file)), line \(line): the card has no name (FN or N)."
        case .unterminatedCard(let file, let line):
            "\(shown(file)), line \(line): the card never ends (no END:VCARD)."
        case .tooManyCards(let file, let limit):
            "\(shown(file)) holds more than \(limit) cards."
        }
    }

    /// The file's name, escaped and capped.
    private func shown(_ file: String) -> String {
        UntrustedText.escaped(file.split(separator: "/").last.map(String.init) ?? file)
    }
}
