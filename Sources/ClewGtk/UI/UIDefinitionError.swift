import Clew

/// Why a ``UIDefinition`` could not be loaded, or an object of it could not be handed out.
///
/// Every text in it that comes from the file or from GTK (ids, class names, GTK's message) is
/// escaped, capped and on one line, so printing the error is safe whatever the file holds.
///
/// ```swift
/// do {
///     let ui = try UIDefinition(string: #"<interface><object class="GtkButton" id="save"/></interface>"#)
///     _ = try ui.object("save", as: Label.self)
/// } catch {
///     print(error)   // The object “save” of the UI definition is a GtkButton, not a Label.
/// }
/// ```
public enum UIDefinitionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The definition has no object with this id.
    case noSuchObject(id: String, known: [String])
    /// The object is not of the wrapper type asked for: `expected` is the Swift type's name, `actual` the
    /// object's GTK class.
    case wrongType(id: String, expected: String, actual: String)
    /// The file could not be read: missing, not a regular file, too large, in a folder another user
    /// can write to, or refused by the system; the reason says which.
    case unreadableFile(path: String, reason: String)
    /// GtkBuilder rejected the definition (malformed XML, an unknown class or property, a signal
    /// handler named in the file); its message, escaped, capped, one line.
    case invalid(String)
    /// No registered resource bundle holds this path.
    case noSuchResource(String)

    public var description: String {
        switch self {
        case .noSuchObject(let id, let known):
            let ids = known.prefix(20).map { UntrustedText.quoted($0) }.joined(separator: ", ")
            return "The UI definition has no object \(UntrustedText.quoted(id)); its ids are: \(ids)."
        case .wrongType(let id, let expected, let actual):
            return "The object \(UntrustedText.quoted(id)) of the UI definition is a \(UntrustedText.escaped(actual)), "
                + "not a \(UntrustedText.escaped(expected))."
        case .unreadableFile(let path, let reason):
            return "The UI file \(UntrustedText.quoted(path, limit: UntrustedText.longLimit)) was not read: \(reason)."
        case .invalid(let message):
            return "The UI definition is not valid: \(message)"
        case .noSuchResource(let path):
            return "No registered resource bundle holds \(UntrustedText.quoted(path, limit: UntrustedText.longLimit))."
        }
    }
}
