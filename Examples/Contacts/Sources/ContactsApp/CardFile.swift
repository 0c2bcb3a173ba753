import Glibc

/// Reads vCard files away from the main thread: each file's bytes (a regular file, at most
/// ``VCard/maximumFileSize``, never blocking on a pipe), then its cards.
///
/// ```swift
/// let results = await CardFile.read(["/home/ada/ada.vcf"])
/// for case .success(let cards) in results { print(cards.count) }
/// ```
public enum CardFile {
    /// The cards of each file, or why it could not be imported, in the order of `paths`.
    public static func read(_ paths: [String]) async -> [Result<[ImportedCard], VCardError>] {
        await Task.detached {
            paths.map { path in Result { () throws(VCardError) -> [ImportedCard] in try cards(at: path) } }
        }.value
    }

    /// The cards of the file at `path` (blocking: call it off the main thread).
    static func cards(at path: String) throws(VCardError) -> [ImportedCard] {
        try VCard.parse(bytes: bytes(at: path), file: path)
    }

    /// The bytes of the regular file at `path`, at most ``VCard/maximumFileSize`` of them.
    static func bytes(at path: String) throws(VCardError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(file: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(file: path, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .unreadable(file: path, reason: "not a regular file") }
        let limit = VCard.maximumFileSize
        guard status.st_size <= limit else { throw .tooLarge(file: path, size: status.st_size, limit: limit) }
        // One byte more than its size: a file that grew since fstat is caught, not read whole.
        let size = Int(status.st_size)
        var buffer = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while count < buffer.count {
            let got = buffer.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count)
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(file: path, reason: String(cString: strerror(errno)))
            }
            count += got
        }
        guard count <= size else { throw .unreadable(file: path, reason: "it grew while it was read") }
        return Array(buffer[..<count])
    }
}
