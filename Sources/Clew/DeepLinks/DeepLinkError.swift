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
        // Users read these (a link from another program, the command line): translated, in the `clew` domain.
        case .malformed(let link, let reason):
            // TRANSLATORS: %1$s is the link, quoted; %2$s says what is wrong with it ("it is empty").
            tr("%1$s is not a link the app can open: %2$s.").substituting(UntrustedText.quoted(link), reason)
        case .unsupportedScheme(let scheme, let expected):
            // TRANSLATORS: %1$s is the link's scheme ("mailto"), %2$s the app's ("clew").
            tr("Links starting with “%1$s://” are not this app's; it opens %2$s:// links.")
                .substituting(UntrustedText.escaped(scheme), expected)
        case .unknownPath(let path, let known):
            // TRANSLATORS: %1$s is the link's path, quoted; %2$s lists the paths the app opens.
            tr("The app has no page at %1$s; it opens %2$s.")
                .substituting(UntrustedText.quoted(path), known.map { "“\($0)”" }.joined(separator: ", "))
        case .missingParameter(let name, let link):
            // TRANSLATORS: %1$s is the link, quoted; %2$s the name of the value it lacks.
            tr("The link %1$s needs a value for “%2$s”.").substituting(UntrustedText.quoted(link), name)
        case .invalidParameter(let name, let value, let expected):
            // TRANSLATORS: %1$s is the value, quoted; %2$s its name ("source"); %3$s what would do.
            tr("%1$s is not a valid %2$s: expected %3$s.").substituting(UntrustedText.quoted(value), name, expected)
        }
    }
}
