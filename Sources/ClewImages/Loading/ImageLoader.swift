/// Fetches the encoded bytes of an image, off the main actor, reporting progress as it goes.
///
/// `ClewSoup`'s libsoup loader is the default where it is linked (see ``DefaultImageLoader``); `ClewTesting`
/// has a scripted one for tests. Supply your own for caches or custom transports;
/// ``ImageBodyAccumulator`` enforces ``ImageDownloadLimits`` for you while bytes arrive.
///
/// ```swift
/// struct BundledImages: ImageLoader {
///     func loadImage(
///         from url: String, limits: ImageDownloadLimits, progress: @escaping @Sendable (Double) -> Void
///     ) async throws -> DownloadedImage {
///         progress(1)
///         return try DownloadedImage(bytes: Resources.bytes(named: url))
///     }
/// }
/// let viewModel = ImageDownloadViewModel(loader: BundledImages())
/// ```
public protocol ImageLoader: Sendable {
    /// Loads the image at `url` within `limits`.
    ///
    /// Call `progress` with values in `0...1` when the total size is known. Throw
    /// ``ImageDownloadError`` values; other errors reach the user as ``ImageDownloadError/transport(_:)``
    /// (and `CancellationError` as ``ImageDownloadError/cancelled``). Stop promptly when the
    /// calling task is cancelled.
    ///
    /// <!-- doc-test:
    /// DefaultImageLoader.install(ScriptedImageLoader(["https://example.org/a.png": .image(pngBytes)]))
    /// defer { DefaultImageLoader.uninstall() }
    /// -->
    /// ```swift
    /// let image = try await DefaultImageLoader().loadImage(from: "https://example.org/a.png",
    ///                                                         limits: .default, progress: { _ in })
    /// ```
    @concurrent
    func loadImage(
        from url: String,
        limits: ImageDownloadLimits,
        progress: @escaping @Sendable (Double) -> Void
    ) async throws -> DownloadedImage
}
