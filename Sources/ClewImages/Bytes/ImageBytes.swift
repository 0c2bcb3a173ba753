/// The encoded bytes of an image: immutable, shared without copying, and readable like an array.
///
/// A loader hands its receive buffer over as an `ImageBytes` (libsoup's loader wraps a `GBytes`),
/// and a renderer hands the same memory to its decoder, so a download is never copied after it
/// arrives. Equality compares contents (the same storage compares equal at once).
///
/// ```swift
/// let bytes = ImageBytes([0x89, 0x50, 0x4E, 0x47])
/// print(bytes.count, bytes[0])             // 4 137
/// bytes.withUnsafeBytes { raw in decode(raw.baseAddress, raw.count) }
/// ```
public struct ImageBytes: RandomAccessCollection, Hashable, @unchecked Sendable, CustomStringConvertible {
    // Sendable: the storage is Sendable and immutable; `buffer` only points into it.
    /// What keeps the bytes alive; a renderer may recognise its own storage type to skip a wrap.
    public let storage: any ImageByteStorage
    private let buffer: UnsafeRawBufferPointer

    /// Wraps `storage` without copying.
    ///
    /// ```swift
    /// let bytes = ImageBytes(storage: myGBytesStorage)
    /// ```
    public init(storage: any ImageByteStorage) {
        self.storage = storage
        buffer = storage.bytes
    }

    /// Copies `array`.
    ///
    /// ```swift
    /// let bytes = ImageBytes(try readWholeFile())
    /// ```
    public init(_ array: [UInt8]) {
        self.init(storage: array.withUnsafeBytes { OwnedImageStorage(copying: $0) })
    }

    /// No bytes.
    public init() {
        self.init([])
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { buffer.count }

    public subscript(position: Int) -> UInt8 {
        precondition(
            position >= 0 && position < buffer.count, "ImageBytes index \(position) out of range 0..<\(buffer.count)")
        return buffer[position]
    }

    /// Calls `body` with the bytes in place; do not keep the pointer beyond the call.
    ///
    /// ```swift
    /// let signature = image.bytes.withUnsafeBytes { Array($0.prefix(8)) }
    /// ```
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        defer { withExtendedLifetime(storage) {} }
        return try body(buffer)
    }

    public static func == (lhs: ImageBytes, rhs: ImageBytes) -> Bool {
        if lhs.storage === rhs.storage { return true }
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in Self.sameContents(left, right) }
        }
    }

    /// Hashes the length and the first and last bytes: enough to spread images, cheap for large ones.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withUnsafeBytes { raw in
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.prefix(32)))
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.suffix(32)))
        }
    }

    /// `"10485760 bytes"`.
    public var description: String { "\(count) bytes" }

    /// Compares eight bytes at a time; the buffers have equal counts.
    private static func sameContents(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        let words = left.count / 8
        for word in 0..<words {
            let offset = word * 8
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
        }
        for index in (words * 8)..<left.count where left[index] != right[index] {
            return false
        }
        return true
    }
}
