/// A downloaded, still-encoded image: its bytes plus what its header says.
///
/// Decoding to pixels is the renderer's job (e.g. a GTK texture from the bytes).
///
/// ```swift
/// if let image = viewModel.image {
///     print("\(image.format) \(image.pixelWidth)×\(image.pixelHeight), \(image.bytes.count) bytes")
/// }
/// ```
public struct DownloadedImage: Sendable, Hashable {
    /// The encoded file, exactly as received, shared without copying.
    public let bytes: ImageBytes
    /// The encoded format, from the header.
    public let format: ImageFormat
    /// The width in pixels, from the header.
    public let pixelWidth: Int
    /// The height in pixels, from the header.
    public let pixelHeight: Int

    /// Wraps bytes whose header has already been read.
    ///
    /// <!-- doc-test:
    /// let bytes = pngBytes
    /// -->
    /// ```swift
    /// let image = DownloadedImage(bytes: bytes, header: try ImageHeader(bytes: bytes))
    /// ```
    public init(bytes: ImageBytes, header: ImageHeader) {
        self.bytes = bytes
        self.format = header.format
        self.pixelWidth = header.pixelWidth
        self.pixelHeight = header.pixelHeight
    }

    /// Copies `bytes`, whose header has already been read.
    ///
    /// ```swift
    /// let image = DownloadedImage(bytes: pngArray, header: header)
    /// ```
    public init(bytes: [UInt8], header: ImageHeader) {
        self.init(bytes: ImageBytes(bytes), header: header)
    }

    /// Reads the header of `bytes` and wraps them without copying.
    ///
    /// ```swift
    /// let image = try DownloadedImage(bytes: ImageBytes(storage: mapped))
    /// ```
    public init(bytes: ImageBytes) throws(ImageDownloadError) {
        let header = try bytes.withUnsafeBytes { (raw) throws(ImageDownloadError) in try ImageHeader(raw) }
        self.init(bytes: bytes, header: header)
    }

    /// Reads the header of `bytes` and copies them.
    ///
    /// ```swift
    /// let image = try DownloadedImage(bytes: pngBytes)
    /// ```
    public init(bytes: [UInt8]) throws(ImageDownloadError) {
        try self.init(bytes: ImageBytes(bytes))
    }

    /// The header values as an ``ImageHeader``.
    ///
    /// ```swift
    /// try limits.check(image.header)
    /// ```
    public var header: ImageHeader {
        ImageHeader(format: format, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }
}
