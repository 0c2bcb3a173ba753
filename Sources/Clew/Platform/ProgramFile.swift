#if canImport(CPlatform)
    internal import var CPlatform.CLEW_FILE_BLOCK_DEVICE
    internal import var CPlatform.CLEW_FILE_CHARACTER_DEVICE
    internal import var CPlatform.CLEW_FILE_DIRECTORY
    internal import var CPlatform.CLEW_FILE_FIFO
    internal import var CPlatform.CLEW_FILE_REGULAR
    internal import var CPlatform.CLEW_FILE_SOCKET
    internal import func CPlatform.clew_open_and_stat
    internal import func CPlatform.clew_stat
    internal import struct CPlatform.clew_file_status
#endif

/// A file a program reads by name from its own folders (a catalogue before gettext opens it, a style
/// sheet, data), checked as the app's state file is: only a regular file (a named pipe would block the
/// reader, a device would never end), no larger than a limit, in folders only the user or root can change
/// (``TrustedPath``), opened without blocking to look.
///
/// ```swift
/// if let problem = ProgramFile.problem(at: "/usr/share/locale/de/LC_MESSAGES/clew.mo", limit: 1 << 24) {
///     print(problem)   // "… is a named pipe (FIFO), not a regular file"
/// }
/// ```
package enum ProgramFile {
    /// Why a file was not used.
    package enum Problem: Error, Equatable, CustomStringConvertible {
        /// Something other than a regular file is there (its kind in words: "a named pipe (FIFO)").
        case notARegularFile(path: String, kind: String)
        /// Larger than the limit.
        case tooLarge(path: String, size: Int, limit: Int)
        /// Another user could change it (the sentence fragment ``TrustedPath`` gives).
        case untrusted(String)
        /// The system refused to open or examine it.
        case unreadable(path: String)

        package var description: String {
            switch self {
            case .notARegularFile(let path, let kind):
                "\(TrustedPath.shown(path)) is \(kind), not a regular file"
            case .tooLarge(let path, let size, let limit):
                "\(TrustedPath.shown(path)) is larger than \(limit / 1024) KB (\(size) bytes)"
            case .untrusted(let reason): reason
            case .unreadable(let path): "\(TrustedPath.shown(path)) cannot be read"
            }
        }
    }

    /// Why the file at `path` must not be read, or nil when it may. The file is opened without
    /// blocking (`O_NONBLOCK`) and examined through the open descriptor, so a named pipe is never
    /// waited on and a file swapped in after ``TrustedPath`` looked is still seen for what it is.
    package static func problem(at path: String, limit: Int) -> Problem? {
        #if canImport(CPlatform)
            // What the path leads to, looked at before anything opens it (opening a device can act).
            var status = clew_file_status()
            guard clew_stat(path, &status) == 0 else { return .unreadable(path: path) }
            guard status.kind == CLEW_FILE_REGULAR else {
                return .notARegularFile(path: path, kind: kind(status.kind))
            }
            if let reason = TrustedPath.problem(with: path) { return .untrusted(reason) }
            // Opened without blocking and examined through the descriptor (the shim closes it).
            guard clew_open_and_stat(path, &status) == 0 else { return .unreadable(path: path) }
            guard status.kind == CLEW_FILE_REGULAR else {
                return .notARegularFile(path: path, kind: kind(status.kind))
            }
            guard status.size <= limit else { return .tooLarge(path: path, size: Int(status.size), limit: limit) }
            return nil
        #else
            return .unreadable(path: path)
        #endif
    }

    #if canImport(CPlatform)
        /// The kind of file a status names (`CLEW_FILE_*`), with its article.
        private static func kind(_ kind: Int32) -> String {
            switch kind {
            case CLEW_FILE_DIRECTORY: "a directory"
            case CLEW_FILE_FIFO: "a named pipe (FIFO)"
            case CLEW_FILE_CHARACTER_DEVICE: "a character device"
            case CLEW_FILE_BLOCK_DEVICE: "a block device"
            case CLEW_FILE_SOCKET: "a socket"
            default: "a special file"
            }
        }
    #endif
}
