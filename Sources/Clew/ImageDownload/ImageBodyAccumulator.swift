/// Collects an image body chunk by chunk while enforcing ``ImageDownloadLimits``.
///
/// It rejects a body as soon as it is known to be too large (from the declared length or the bytes
/// so far), not an image, or over the pixel limits (from the header, before the rest arrives), and
/// turns byte counts into progress fractions. Loaders feed it; it does no I/O itself.
///
/// ```swift
/// var body = try ImageBodyAccumulator(limits: .default, expectedLength: contentLength)
/// for chunk in chunks {
///     if let fraction = try body.append(chunk) { progress(fraction) }
/// }
/// let image = try body.finish()
/// ```
public struct ImageBodyAccumulator: Sendable {
    /// The limits being enforced.
    public let limits: ImageDownloadLimits
    /// The declared total size (e.g. Content-Length), if any.
    public let expectedLength: Int?
    /// The bytes received so far.
    public private(set) var bytes: [UInt8] = []
    /// The header, once enough bytes have arrived to read it.
    public private(set) var header: ImageHeader?
    private var reportedPercent = -1

    /// Starts a body; throws ``ImageDownloadError/tooLarge(limit:)`` if `expectedLength` is over the limit.
    ///
    /// ```swift
    /// var body = try ImageBodyAccumulator(limits: limits, expectedLength: nil)
    /// ```
    public init(limits: ImageDownloadLimits, expectedLength: Int?) throws(ImageDownloadError) {
        if let expectedLength, expectedLength > limits.maxBytes {
            throw .tooLarge(limit: limits.maxBytes)
        }
        self.limits = limits
        self.expectedLength = expectedLength.flatMap { $0 > 0 ? $0 : nil }
        bytes.reserveCapacity(self.expectedLength ?? 64 * 1024)
    }

    /// Appends raw bytes; returns a new progress fraction (in whole-percent steps) when one is due.
    ///
    /// ```swift
    /// let fraction = try data.withUnsafeBytes { try body.append($0) }
    /// ```
    public mutating func append(_ chunk: UnsafeRawBufferPointer) throws(ImageDownloadError) -> Double? {
        guard !chunk.isEmpty else { return nil }
        if bytes.count + chunk.count > limits.maxBytes {
            bytes = []
            throw .tooLarge(limit: limits.maxBytes)
        }
        bytes.append(contentsOf: chunk.assumingMemoryBound(to: UInt8.self))
        if header == nil {
            try readHeaderIfPossible()
        }
        return progressStep()
    }

    /// Appends a chunk given as an array; see ``append(_:)-(UnsafeRawBufferPointer)``.
    ///
    /// ```swift
    /// _ = try body.append(contentsOf: [0x89, 0x50, 0x4E, 0x47])
    /// ```
    public mutating func append(contentsOf chunk: [UInt8]) throws(ImageDownloadError) -> Double? {
        var result: Result<Double?, ImageDownloadError> = .success(nil)
        chunk.withUnsafeBytes { raw in
            do throws(ImageDownloadError) { result = .success(try append(raw)) } catch { result = .failure(error) }
        }
        return try result.get()
    }

    /// Ends the body and returns the image, or throws ``ImageDownloadError/truncatedImage`` if the
    /// header (or the declared length) was not reached, ``ImageDownloadError/notAnImage`` if empty.
    ///
    /// ```swift
    /// let image = try body.finish()
    /// ```
    public consuming func finish() throws(ImageDownloadError) -> DownloadedImage {
        if header == nil {
            guard !bytes.isEmpty else { throw .notAnImage }
            try readHeaderIfPossible()
        }
        guard let header else { throw .truncatedImage }
        if let expectedLength, bytes.count < expectedLength { throw .truncatedImage }
        return DownloadedImage(bytes: bytes, header: header)
    }

    private mutating func readHeaderIfPossible() throws(ImageDownloadError) {
        switch ImageHeaderParser.parse(bytes) {
        case .header(let found):
            try limits.check(found)
            header = found
        case .needMoreData:
            break
        case .failure(let error):
            throw error
        }
    }

    private mutating func progressStep() -> Double? {
        guard let expectedLength else { return nil }
        let percent = min(100, bytes.count * 100 / expectedLength)
        guard percent != reportedPercent else { return nil }
        reportedPercent = percent
        return Double(min(bytes.count, expectedLength)) / Double(expectedLength)
    }
}
