/// Bounds every download is held to, enforced while the body streams in.
///
/// ```swift
/// let limits = ImageDownloadLimits(maxBytes: 5 * 1024 * 1024, timeout: .seconds(10))
/// let viewModel = ImageDownloadViewModel(limits: limits)
/// ```
public struct ImageDownloadLimits: Sendable, Hashable {
    /// The largest body accepted, in bytes. Default 50 MB (50 × 1024 × 1024).
    public var maxBytes: Int
    /// The widest image accepted, read from the header before any decode. Default 16384.
    public var maxPixelWidth: Int
    /// The tallest image accepted, read from the header before any decode. Default 16384.
    public var maxPixelHeight: Int
    /// The most time one download may take from request to last byte. Default 30 seconds.
    public var timeout: Duration
    /// The most time to wait for a connection (with TLS, the handshake too). Default 10 seconds.
    public var connectTimeout: Duration
    /// The most time the server may send nothing while a download is under way. Default 15 seconds.
    public var idleTimeout: Duration

    /// Creates limits; every argument has a sensible default.
    ///
    /// ```swift
    /// let strict = ImageDownloadLimits(maxBytes: 1_000_000, maxPixelWidth: 4096, maxPixelHeight: 4096)
    /// ```
    public init(
        maxBytes: Int = 50 * 1024 * 1024,
        maxPixelWidth: Int = 16384,
        maxPixelHeight: Int = 16384,
        timeout: Duration = .seconds(30),
        connectTimeout: Duration = .seconds(10),
        idleTimeout: Duration = .seconds(15)
    ) {
        self.maxBytes = maxBytes
        self.maxPixelWidth = maxPixelWidth
        self.maxPixelHeight = maxPixelHeight
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
    }

    /// The defaults: 50 MB, 16384 × 16384 pixels, 30 seconds in all, 10 to connect, 15 idle.
    ///
    /// ```swift
    /// ImageDownloadLimits.default.maxBytes   // 52_428_800
    /// ```
    public static let `default` = ImageDownloadLimits()

    /// Throws ``ImageDownloadError/dimensionsTooLarge(width:height:)`` when `header` exceeds the limits.
    ///
    /// ```swift
    /// try ImageDownloadLimits.default.check(header)
    /// ```
    public func check(_ header: ImageHeader) throws(ImageDownloadError) {
        if header.pixelWidth > maxPixelWidth || header.pixelHeight > maxPixelHeight {
            throw .dimensionsTooLarge(width: header.pixelWidth, height: header.pixelHeight)
        }
    }
}
