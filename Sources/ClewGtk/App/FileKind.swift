import Glibc

/// What is at a path, as `lstat(2)` sees it (a symbolic link is itself, not what it points at).
/// The app's files are read and written only when they are ``regular`` files (or absent): a named
/// pipe would block, a device would read forever or be replaced, a link could lead anywhere.
///
/// ```swift
/// FileKind.at("/dev/zero")          // .characterDevice
/// FileKind.at("/tmp/missing.png")   // nil
/// print(FileKind.namedPipe)         // a named pipe (FIFO)
/// ```
public enum FileKind: Equatable, Sendable, CustomStringConvertible {
    case regular, directory, symbolicLink, namedPipe, characterDevice, blockDevice, socket, unknown

    /// The kind of the file at `path` itself (not following a final symbolic link); `nil` when
    /// nothing is there (or a directory on the way is missing).
    public static func at(_ path: String) -> FileKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// The kind in a `stat` mode.
    init(mode: mode_t) {
        self =
            switch mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFLNK: .symbolicLink
            case S_IFIFO: .namedPipe
            case S_IFCHR: .characterDevice
            case S_IFBLK: .blockDevice
            case S_IFSOCK: .socket
            default: .unknown
            }
    }

    /// The kind in words, with its article: "a named pipe (FIFO)".
    public var description: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .symbolicLink: "a symbolic link"
        case .namedPipe: "a named pipe (FIFO)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .unknown: "a special file"
        }
    }
}
