internal import CGtk
import Glibc

/// Reads a small regular file without trusting what is at its path: never follows a final
/// symbolic link, never blocks on a named pipe, never reads a device, never reads more than
/// `limit` bytes (a bigger file is refused from its size, not read).
enum BoundedFileRead {
    /// Why the file was not read.
    enum Problem: Error, Equatable {
        case notARegularFile(FileKind)
        case tooLarge(size: Int)
        case system(String)
    }

    /// The file's bytes, or `nil` when nothing is at `path`.
    static func bytes(at path: String, limit: Int) throws(Problem) -> [UInt8]? {
        // lstat first, so a device or a pipe is not even opened; fstat after open closes the race.
        guard let kind = FileKind.at(path) else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw .system(Self.reason(code))
        }
        guard kind == .regular else { throw .notARegularFile(kind) }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP { throw .notARegularFile(.symbolicLink) }
            throw .system(Self.reason(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(Self.reason(errno)) }
        let openedKind = FileKind(mode: status.st_mode)
        guard openedKind == .regular else { throw .notARegularFile(openedKind) }
        guard status.st_size <= limit else { throw .tooLarge(size: status.st_size) }
        // Room for the size fstat gave and one byte more, to see the end: never `limit` bytes up
        // front (a 1 MiB buffer for a 3 KB stylesheet was a quarter of a megabyte of the app's start-up
        // memory: glibc then kept its large blocks on the heap). A file that grows while it is read,
        // or says size 0 (/proc), gets a bigger buffer, up to one byte more than the limit: caught,
        // not read whole.
        var buffer = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == buffer.count {
                guard buffer.count <= limit else { break }
                buffer.append(contentsOf: repeatElement(0, count: min(buffer.count, limit + 1 - buffer.count)))
            }
            let got = buffer.withUnsafeMutableBytes { bytes in
                read(descriptor, bytes.baseAddress! + count, bytes.count - count)
            }
            if got == 0 { break }
            if got < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .system(Self.reason(code))
            }
            count += got
        }
        guard count <= limit else { throw .tooLarge(size: count) }
        buffer.removeSubrange(count...)
        return buffer
    }

    /// The system's words for `code` ("Permission denied").
    static func reason(_ code: Int32) -> String {
        String(cString: g_strerror(code))
    }
}
