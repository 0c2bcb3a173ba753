internal import CGtk
import Clew

/// A small text file of the app's state under `$XDG_STATE_HOME` (`~/.local/state`). Read only
/// from a regular file of at most ``maximumSize`` bytes (a named pipe, a device or a symbolic
/// link at its path is refused, not opened or followed); written with GLib's atomic replace, so a
/// crash mid-write never leaves half a file, and only over a regular file or nothing.
///
/// <!-- doc-test:
/// let link: (any Screen) -> String? = { ($0 as? any LinkRepresentable)?.link }
/// let links = DeepLinkTable(scheme: "clew")
/// -->
/// ```swift
/// let file = StateFile(app: "clew-demo", name: "navigation-state")
/// try file.write(router.navigationState(linking: link).serialized)
/// if let text = try file.read() { router.restore(try NavigationState(parsing: text), with: links) }
/// ```
public struct StateFile: Sendable {
    /// Why the file could not be read or written; the app reports it (one line, its path
    /// escaped with ``UntrustedText``) and carries on.
    ///
    /// ```swift
    /// do { _ = try StateFile(path: "/dev/zero").read() } catch {
    ///     error.reason    // .notARegularFile(.characterDevice)
    ///     print(error)    // /dev/zero is a character device, not a regular file; it was not read.
    /// }
    /// ```
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// What went wrong.
        public enum Reason: Equatable, Sendable {
            /// Something other than a regular file is at the path; it was left alone.
            case notARegularFile(FileKind)
            /// The file is larger than ``StateFile/maximumSize``; it was not read.
            case tooLarge(size: Int)
            /// The file is not UTF-8 text.
            case notText
            /// The system refused (permissions, a full disk…); the description has its words.
            case system
        }

        /// What went wrong.
        public let reason: Reason
        /// The sentence for the user.
        public let description: String
    }

    /// A state file larger than this (64 KiB) is refused: saved state is a few lines.
    public static let maximumSize = 64 * 1024

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

    /// The path as messages show it: escaped, on one line.
    private var shownPath: String { UntrustedText.escaped(path, limit: UntrustedText.longLimit) }

    /// The file's text, or `nil` when there is no file yet.
    ///
    /// - Throws: ``Failure`` when something other than a regular file is at the path, when the
    ///   file is larger than ``maximumSize``, cannot be read, or is not UTF-8 text.
    public func read() throws(Failure) -> String? {
        let bytes: [UInt8]?
        do throws(BoundedFileRead.Problem) {
            bytes = try BoundedFileRead.bytes(at: path, limit: Self.maximumSize)
        } catch {
            switch error {
            case .notARegularFile(let kind):
                throw Failure(
                    reason: .notARegularFile(kind),
                    description: "\(shownPath) is \(kind), not a regular file; it was not read.")
            case .tooLarge(let size):
                throw Failure(
                    reason: .tooLarge(size: size),
                    description: "\(shownPath) is larger than \(Self.maximumSize / 1024) KB "
                        + "(\(size) bytes); it was not read.")
            case .system(let reason):
                throw Failure(reason: .system, description: "Could not read \(shownPath): \(reason).")
            }
        }
        guard let bytes else { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(reason: .notText, description: "\(shownPath) is not UTF-8 text.")
        }
        return text
    }

    /// Replaces the file with `text`, atomically (`G_FILE_SET_CONTENTS_CONSISTENT`), readable by
    /// the user only; makes the directory first.
    ///
    /// - Throws: ``Failure`` when something other than a regular file is at the path (a symbolic
    ///   link, a named pipe, a device: it is left as it was), or the system refuses.
    public func write(_ text: String) throws(Failure) {
        guard g_mkdir_with_parents(directory, 0o700) == 0 else {
            throw Failure(
                reason: .system,
                description:
                    "Could not make the directory \(UntrustedText.escaped(directory, limit: UntrustedText.longLimit)).")
        }
        // GLib writes a temporary file and renames it over the path, which would replace a device
        // node or a link: only a regular file, or nothing, is replaced.
        if let kind = FileKind.at(path), kind != .regular {
            throw Failure(
                reason: .notARegularFile(kind),
                description: "\(shownPath) is \(kind), not a regular file; it was left alone and nothing was saved.")
        }
        var error: UnsafeMutablePointer<GError>?
        let written = text.withCString { bytes in
            g_file_set_contents_full(
                path, bytes, gssize(strlen(bytes)), G_FILE_SET_CONTENTS_CONSISTENT, 0o600, &error)
        }
        guard written != 0 else {
            throw Failure(reason: .system, description: Self.message(error, doing: "write \(shownPath)"))
        }
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?, doing action: String) -> String {
        defer { if let error { g_error_free(error) } }
        let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
        return "Could not \(action): \(UntrustedText.escaped(reason, limit: UntrustedText.longLimit))."
    }
}
