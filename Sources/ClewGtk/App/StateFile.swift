import CGtk

/// A small text file of the app's state under `$XDG_STATE_HOME` (`~/.local/state`), read and
/// written with GLib's file helpers; a write replaces the file atomically, so a crash mid-write
/// never leaves half a file.
///
/// ```swift
/// let file = StateFile(app: "clew-demo", name: "navigation-state")
/// try file.write(router.navigationState(linking: link).serialized)
/// if let text = try file.read() { router.restore(try NavigationState(parsing: text), with: links) }
/// ```
public struct StateFile: Sendable {
    /// Why the file could not be read or written; the app reports it and carries on.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The file's path.
    public let path: String
    private let directory: String

    /// `$XDG_STATE_HOME/app/name`.
    public init(app: String, name: String) {
        directory = String(cString: g_get_user_state_dir()) + "/" + app
        path = directory + "/" + name
    }

    /// A file at `path` (tests).
    public init(path: String) {
        self.path = path
        directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// The file's text, or `nil` when there is no file yet.
    ///
    /// - Throws: ``Failure`` when it exists but cannot be read, or is not UTF-8 text.
    public func read() throws(Failure) -> String? {
        guard g_file_test(path, G_FILE_TEST_EXISTS) != 0 else { return nil }
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            throw Failure(description: Self.message(error, doing: "read \(path)"))
        }
        defer { g_free(contents) }
        let bytes = UnsafeRawBufferPointer(start: contents, count: Int(length))
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(description: "\(path) is not UTF-8 text.")
        }
        return text
    }

    /// Replaces the file with `text`, atomically (`G_FILE_SET_CONTENTS_CONSISTENT`), readable by
    /// the user only; makes the directory first.
    public func write(_ text: String) throws(Failure) {
        guard g_mkdir_with_parents(directory, 0o700) == 0 else {
            throw Failure(description: "Could not make the directory \(directory).")
        }
        var error: UnsafeMutablePointer<GError>?
        let written = text.withCString { bytes in
            g_file_set_contents_full(
                path, bytes, gssize(strlen(bytes)), G_FILE_SET_CONTENTS_CONSISTENT, 0o600, &error)
        }
        guard written != 0 else { throw Failure(description: Self.message(error, doing: "write \(path)")) }
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?, doing action: String) -> String {
        defer { if let error { g_error_free(error) } }
        let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
        return "Could not \(action): \(reason)."
    }
}
