/// What an image's header says about it: its format and its pixel size.
///
/// Read it with ``ImageHeaderParser`` before downloading or decoding the rest of the file.
///
/// ```swift
/// let header = try ImageHeader(bytes: pngBytes)
/// print(header.format, header.pixelWidth, header.pixelHeight)   // PNG 640 480
/// ```
public struct ImageHeader: Sendable, Hashable {
    /// The encoded format.
    public var format: ImageFormat
    /// The width in pixels, as stated by the header.
    public var pixelWidth: Int
    /// The height in pixels, as stated by the header.
    public var pixelHeight: Int

    /// Creates a header from known values.
    ///
    /// ```swift
    /// let header = ImageHeader(format: .gif, pixelWidth: 1, pixelHeight: 1)
    /// ```
    public init(format: ImageFormat, pixelWidth: Int, pixelHeight: Int) {
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// Parses the header of a complete (or at least long enough) byte buffer.
    ///
    /// Throws ``ImageDownloadError/truncatedImage`` when the bytes stop before the header does,
    /// ``ImageDownloadError/notAnImage`` or ``ImageDownloadError/unsupportedFormat(_:)`` otherwise.
    ///
    /// ```swift
    /// let header = try ImageHeader(bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0])
    /// // header.format == .gif, 1 × 1
    /// ```
    public init(bytes: [UInt8]) throws(ImageDownloadError) {
        let result = bytes.withUnsafeBytes { raw in Result { () throws(ImageDownloadError) in try ImageHeader(raw) } }
        self = try result.get()
    }

    /// Parses the header of bytes in place; see ``init(bytes:)``.
    ///
    /// ```swift
    /// let header = try image.bytes.withUnsafeBytes { try ImageHeader($0) }
    /// ```
    public init(_ bytes: UnsafeRawBufferPointer) throws(ImageDownloadError) {
        switch ImageHeaderParser.parse(bytes) {
        case .header(let header):
            self = header
        case .needMoreData:
            throw bytes.isEmpty ? .notAnImage : .truncatedImage
        case .failure(let error):
            throw error
        }
    }
}
