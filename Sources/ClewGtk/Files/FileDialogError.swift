import Clew

/// Why a file dialog gave no paths, other than the person cancelling (which is `nil`, not an error).
///
/// <!-- doc-test:
/// let window = Window(title: "Contacts")
/// func importCards(from path: String) {}
/// -->
/// ```swift
/// do {
///     if let path = try await FileDialog(title: "Import").openFile(in: window) { importCards(from: path) }
/// } catch {
///     print(error)   // e.g. “The file dialog failed: …”
/// }
/// ```
public enum FileDialogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The suggested name of a save dialog was empty, or held a `/` or a NUL: it must be a file name.
    case invalidSuggestedName(String)
    /// The person chose a file that has no local path (a remote location); its URI.
    case notLocal(uri: String)
    /// GTK or the desktop portal reported an error; its message.
    case failed(String)
    /// A test answered a dialog that takes one path with `count` paths, or one that takes several
    /// with none.
    case answerDoesNotFit(kind: FileDialogRequest.Kind, count: Int)

    public var description: String {
        switch self {
        case .invalidSuggestedName(let name):
            "The suggested name \(UntrustedText.quoted(name)) is not a file name (empty, or with a “/” or a NUL)."
        case .notLocal(let uri):
            "The chosen file \(UntrustedText.quoted(uri, limit: UntrustedText.longLimit)) has no local path."
        case .failed(let message):
            "The file dialog failed: \(UntrustedText.escaped(message, limit: UntrustedText.longLimit))"
        case .answerDoesNotFit(let kind, let count):
            "A \(kind) dialog takes \(kind.takesOnePath ? "one path" : "one or more paths"); the test answered with \(count)."
        }
    }
}
