/// Why a link could not be opened. Nothing on screen changes when one is thrown.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a well-formed link.
    case malformed(String, reason: String)
    /// The link's scheme is not the app's.
    case unsupportedScheme(String, expected: String)
    /// No pattern of the table matches the link's path; `known` lists the patterns.
    case unknownPath(String, known: [String])
    /// The link lacks a parameter its pattern needs.
    case missingParameter(String, link: String)
    /// A parameter's value is not one the pattern accepts; `expected` says what would be.
    case invalidParameter(String, value: String, expected: String)

    public var description: String {
        switch self {
        case .malformed(let link, let reason):
            "“\(link)” is not a link the app can open: \(reason)."
        case .unsupportedScheme(let scheme, let expected):
            "Links starting with “\(scheme)://” are not this app's; it opens \(expected):// links."
        case .unknownPath(let path, let known):
            "The app has no page at “\(path)”; it opens " + known.map { "“\($0)”" }.joined(separator: ", ") + "."
        case .missingParameter(let name, let link):
            "The link “\(link)” needs a value for “\(name)”."
        case .invalidParameter(let name, let value, let expected):
            "“\(value)” is not a valid \(name): expected \(expected)."
        }
    }
}
