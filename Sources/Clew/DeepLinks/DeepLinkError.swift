/// Why a link could not be opened. Nothing on screen changes when one is thrown.
///
/// Every text that came with the link (the link itself, its scheme, its path, a parameter's
/// value) is kept as ``UntrustedText/escaped(_:limit:)`` makes it, by Clew's own throws, and
/// escaped again in ``description``: a message never carries a hostile link's control or bidi
/// characters, newlines, or more than ``UntrustedText/defaultLimit`` of its characters.
///
/// ```swift
/// do { _ = try DeepLink(parsing: "clew://a%0Ab") } catch {
///     print(error)   // “clew://a%0Ab” is not a link the app can open: an escape decodes to a control character.
/// }
/// ```
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a well-formed link (escaped).
    case malformed(String, reason: String)
    /// The link's scheme is not the app's (escaped).
    case unsupportedScheme(String, expected: String)
    /// No pattern of the table matches the link's path (escaped); `known` lists the patterns.
    case unknownPath(String, known: [String])
    /// The link lacks a parameter its pattern needs; `link` is escaped.
    case missingParameter(String, link: String)
    /// A parameter's value (escaped) is not one the pattern accepts; `expected` says what would be.
    case invalidParameter(String, value: String, expected: String)

    public var description: String {
        switch self {
        case .malformed(let link, let reason):
            "\(UntrustedText.quoted(link)) is not a link the app can open: \(reason)."
        case .unsupportedScheme(let scheme, let expected):
            "Links starting with “\(UntrustedText.escaped(scheme))://” are not this app's; it opens \(expected):// links."
        case .unknownPath(let path, let known):
            "The app has no page at \(UntrustedText.quoted(path)); it opens "
                + known.map { "“\($0)”" }.joined(separator: ", ") + "."
        case .missingParameter(let name, let link):
            "The link \(UntrustedText.quoted(link)) needs a value for “\(name)”."
        case .invalidParameter(let name, let value, let expected):
            "\(UntrustedText.quoted(value)) is not a valid \(name): expected \(expected)."
        }
    }
}
