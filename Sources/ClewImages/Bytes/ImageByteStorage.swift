/// Keeps one contiguous, immutable run of bytes alive for ``ImageBytes``.
///
/// Conform to it to hand a buffer you already have (a GLib `GBytes`, a memory-mapped file) to an
/// ``ImageBytes`` without copying it. The bytes must stay valid and unchanged while the object lives.
///
/// <!-- doc-test:
/// let path = "/usr/share/pixmaps/debian-logo.png"
/// -->
/// ```swift
/// final class MappedFile: ImageByteStorage, @unchecked Sendable {  // immutable once mapped
///     let bytes: UnsafeRawBufferPointer
///     init(mapping path: String) { bytes = mapFile(path) }
///     deinit { unmap(bytes) }
/// }
/// let image = try DownloadedImage(bytes: ImageBytes(storage: MappedFile(mapping: path)))
/// ```
public protocol ImageByteStorage: AnyObject, Sendable {
    /// The bytes, valid and unchanged for as long as this object lives.
    var bytes: UnsafeRawBufferPointer { get }
}

/// Bytes in memory that Clew allocated itself (``ImageBuffer``), freed with the last reference.
final class OwnedImageStorage: ImageByteStorage, @unchecked Sendable {
    // Immutable after init; the memory is never written again.
    let bytes: UnsafeRawBufferPointer
    private let buffer: ImageBuffer

    /// Takes over `buffer`, of which the first `count` bytes are used.
    init(taking buffer: ImageBuffer, count: Int) {
        self.buffer = buffer
        bytes = UnsafeRawBufferPointer(start: buffer.base, count: count)
    }

    /// Copies `source` into a new allocation.
    convenience init(copying source: UnsafeRawBufferPointer) {
        var buffer = ImageBuffer()
        if source.count > 0, buffer.resize(to: source.count, keeping: 0) {
            buffer.base!.copyMemory(from: source.baseAddress!, byteCount: source.count)
        }
        self.init(taking: buffer, count: source.count)
    }

    deinit {
        var buffer = buffer
        buffer.release()
    }
}
