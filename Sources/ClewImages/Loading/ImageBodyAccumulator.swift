/// Collects an image body into one buffer while enforcing ``ImageDownloadLimits``.
///
/// It rejects a body as soon as it is known to be too large (from the declared length, or the bytes
/// so far), not an image, or over the pixel limits (from the header, before the rest arrives), and
/// turns byte counts into progress fractions. Loaders feed it; it does no I/O itself.
///
/// The buffer is allocated once from the declared length when it is within the cap, so a download of
/// known size is never copied: either append chunks, or let your I/O write straight into it with
/// ``reserveSpace(preferred:)`` and ``commit(_:)``. ``finish()`` hands the buffer to the image.
///
/// <!-- doc-test: no-run
/// import Glibc
/// let socket: Int32 = 0
/// -->
/// ```swift
/// let body = try ImageBodyAccumulator(limits: .default, expectedLength: contentLength)
/// while true {
///     let space = try body.reserveSpace(preferred: 256 * 1024)
///     let count = read(socket, space.baseAddress, space.count)
///     if count == 0 { break }
///     if let fraction = try body.commit(count) { progress(fraction) }
/// }
/// let image = try body.finish()
/// ```
public final class ImageBodyAccumulator {
    /// The limits being enforced.
    public let limits: ImageDownloadLimits
    /// The declared total size of the bytes that will be appended (e.g. Content-Length), if known.
    public let expectedLength: Int?
    /// The header, once enough bytes have arrived to read it.
    public private(set) var header: ImageHeader?
    /// How many bytes have been received.
    public private(set) var count = 0

    private var buffer = ImageBuffer()
    /// One past the byte limit, saturated: `maxBytes: .max` means "no limit", not a trap.
    private var byteLimitPlusOne: Int { limits.maxBytes == .max ? .max : limits.maxBytes + 1 }
    private var reportedPercent = -1
    private var finished = false

    /// Starts a body; throws ``ImageDownloadError/tooLarge(limit:)`` if `expectedLength` is over the limit.
    ///
    /// - Parameters:
    ///   - expectedLength: the exact length that will arrive (an unencoded Content-Length), or `nil`.
    ///     A shorter body fails ``finish()`` with ``ImageDownloadError/truncatedImage``.
    ///   - capacityHint: how much to allocate up front when the exact length is unknown (e.g. from a
    ///     compressed Content-Length); growth doubles from there.
    ///
    /// ```swift
    /// let body = try ImageBodyAccumulator(limits: limits, expectedLength: nil, capacityHint: 64 * 1024)
    /// ```
    public init(limits: ImageDownloadLimits, expectedLength: Int?, capacityHint: Int? = nil) throws(ImageDownloadError)
    {
        if let expectedLength, expectedLength > limits.maxBytes {
            throw .tooLarge(limit: limits.maxBytes)
        }
        self.limits = limits
        self.expectedLength = expectedLength.flatMap { $0 > 0 ? $0 : nil }
        let initial = self.expectedLength ?? min(max(capacityHint ?? 64 * 1024, 4096), byteLimitPlusOne)
        try grow(toAtLeast: max(initial, 1))
    }

    deinit {
        buffer.release()  // empty once finish() has handed it to the image
    }

    /// Whether the declared length has been received (a loader then reads only to see the end).
    ///
    /// ```swift
    /// if body.hasReceivedExpectedLength { readEndOfStream() }
    /// ```
    public var hasReceivedExpectedLength: Bool {
        expectedLength.map { count >= $0 } ?? false
    }

    /// Appends a copy of `chunk`; returns a new progress fraction (in whole-percent steps) when one is due.
    ///
    /// ```swift
    /// let fraction = try body.append(rawChunk)
    /// ```
    @discardableResult
    public func append(_ chunk: UnsafeRawBufferPointer) throws(ImageDownloadError) -> Double? {
        guard !chunk.isEmpty else { return nil }
        let space = try reserveSpace(minimum: chunk.count, preferred: chunk.count)
        space.baseAddress!.copyMemory(from: chunk.baseAddress!, byteCount: chunk.count)
        return try commit(chunk.count)
    }

    /// Appends a chunk given as an array; see ``append(_:)-(UnsafeRawBufferPointer)``.
    ///
    /// ```swift
    /// _ = try body.append(contentsOf: [0x89, 0x50, 0x4E, 0x47])
    /// ```
    @discardableResult
    public func append(contentsOf chunk: [UInt8]) throws(ImageDownloadError) -> Double? {
        // Array.withUnsafeBytes is untyped `rethrows`, so carry the typed error out in a Result.
        let result = chunk.withUnsafeBytes { raw in
            Result { () throws(ImageDownloadError) in try append(raw) }
        }
        return try result.get()
    }

    /// Free space at the end of the buffer for your I/O to write into, then ``commit(_:)``.
    ///
    /// The space is at least `minimum` bytes, at most `preferred` (and never past the byte limit plus
    /// one, so an oversized body shows up at ``commit(_:)``). It stays valid until the next call that
    /// changes the body. Throws ``ImageDownloadError/tooLarge(limit:)`` when no byte may follow.
    ///
    /// ```swift
    /// let space = try body.reserveSpace(preferred: 1 << 20)
    /// ```
    public func reserveSpace(minimum: Int = 1, preferred: Int) throws(ImageDownloadError)
        -> UnsafeMutableRawBufferPointer
    {
        let allowed = byteLimitPlusOne - count
        guard allowed >= minimum else { throw .tooLarge(limit: limits.maxBytes) }
        let wanted = min(max(preferred, minimum), allowed)
        if buffer.capacity - count < minimum {
            try grow(toAtLeast: count + max(minimum, min(wanted, buffer.capacity)))
        }
        return UnsafeMutableRawBufferPointer(start: buffer.base! + count, count: min(buffer.capacity - count, wanted))
    }

    /// Records that `written` bytes were written into the space from ``reserveSpace(minimum:preferred:)``.
    /// Returns a new progress fraction when one is due.
    ///
    /// ```swift
    /// if let fraction = try body.commit(bytesRead) { progress(fraction) }
    /// ```
    @discardableResult
    public func commit(_ written: Int) throws(ImageDownloadError) -> Double? {
        precondition(
            written >= 0 && count + written <= buffer.capacity, "commit(\(written)) is more than the reserved space")
        guard written > 0 else { return nil }
        count += written
        if count > limits.maxBytes {
            throw .tooLarge(limit: limits.maxBytes)
        }
        if header == nil {
            try readHeaderIfPossible()
        }
        guard let expectedLength else { return nil }
        return progress(received: count, of: expectedLength)
    }

    /// Calls `body` with the bytes received so far, in place (a loader that needs to explain a
    /// rejected body looks at its first bytes).
    ///
    /// ```swift
    /// let startsLikeGzip = accumulator.withReceivedBytes { $0.starts(with: [0x1F, 0x8B]) }
    /// ```
    public func withReceivedBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        body(UnsafeRawBufferPointer(start: buffer.base, count: count))
    }

    /// Turns `received` of `total` into a fraction when it reaches a new whole percent, else `nil`.
    /// Loaders whose progress is measured elsewhere (compressed bytes on the wire) call it directly.
    ///
    /// ```swift
    /// if let fraction = body.progress(received: wireBytes, of: contentLength) { progress(fraction) }
    /// ```
    public func progress(received: Int, of total: Int) -> Double? {
        guard total > 0 else { return nil }
        let clamped = min(received, total)
        let percent = clamped * 100 / total
        guard percent != reportedPercent else { return nil }
        reportedPercent = percent
        return Double(clamped) / Double(total)
    }

    /// Ends the body and returns the image, handing it the buffer without a copy.
    ///
    /// Throws ``ImageDownloadError/truncatedImage`` if the header (or the declared length) was not
    /// reached, ``ImageDownloadError/notAnImage`` if nothing arrived. Call it once.
    ///
    /// <!-- doc-test:
    /// try body.append(contentsOf: pngBytes)
    /// -->
    /// ```swift
    /// let image = try body.finish()
    /// ```
    public func finish() throws(ImageDownloadError) -> DownloadedImage {
        precondition(!finished, "ImageBodyAccumulator.finish() called twice")
        if header == nil {
            guard count > 0 else { throw .notAnImage }
            try readHeaderIfPossible()
        }
        guard let header else { throw .truncatedImage }
        if let expectedLength, count < expectedLength { throw .truncatedImage }
        finished = true
        let bytes = ImageBytes(storage: OwnedImageStorage(taking: buffer, count: count))
        buffer = ImageBuffer()
        return DownloadedImage(bytes: bytes, header: header)
    }

    private func grow(toAtLeast needed: Int) throws(ImageDownloadError) {
        guard needed > buffer.capacity else { return }
        // Double when the size is unknown, so a long body costs O(n) copies.
        let doubled = buffer.capacity > Int.max / 2 ? Int.max : buffer.capacity * 2
        let target = max(min(max(needed, doubled), byteLimitPlusOne), needed)
        guard buffer.resize(to: target, keeping: count) else { throw .tooLarge(limit: limits.maxBytes) }
    }

    private func readHeaderIfPossible() throws(ImageDownloadError) {
        let parsed = ImageHeaderParser.parse(UnsafeRawBufferPointer(start: buffer.base, count: count))
        switch parsed {
        case .header(let found):
            try limits.check(found)
            header = found
        case .needMoreData:
            break
        case .failure(let error):
            throw error
        }
    }
}
