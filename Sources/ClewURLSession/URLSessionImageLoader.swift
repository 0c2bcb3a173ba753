import ClewImages
import Foundation

/// An ``ImageLoader`` on Foundation: http and https through URLSession, file URLs read directly.
///
/// For platforms without libsoup. It links Foundation, FoundationNetworking and libcurl, which cost
/// start-up time and memory, so nothing in Clew depends on it; on GNOME use `ClewSoup`'s loader.
///
/// Bodies are streamed through a data delegate into an ``ImageBodyAccumulator``, so the byte cap,
/// the header's pixel limits and the time limit stop a download early, and progress is reported when
/// the server sends a Content-Length. Each download gets its own ephemeral session (no cache, no
/// cookies). URLSession on Linux rejects `file://`, so those are read on a background queue.
///
/// ```swift
/// let viewModel = ImageDownloadViewModel(loader: URLSessionImageLoader(maxRedirects: 5))
/// ```
public struct URLSessionImageLoader: ImageLoader {
    /// How many redirects one download may follow before failing with ``ImageDownloadError/tooManyRedirects``.
    public var maxRedirects: Int

    /// Creates the loader.
    ///
    /// ```swift
    /// let loader = URLSessionImageLoader()   // follows up to 10 redirects
    /// ```
    public init(maxRedirects: Int = 10) {
        self.maxRedirects = maxRedirects
    }

    /// Loads `url`; see ``ImageLoader/loadImage(from:limits:progress:)``.
    ///
    /// ```swift
    /// let image = try await URLSessionImageLoader().loadImage(from: "file:///tmp/a.png",
    ///                                                         limits: .default) { print($0) }
    /// ```
    @concurrent
    public func loadImage(
        from url: String,
        limits: ImageDownloadLimits,
        progress: @escaping @Sendable (Double) -> Void
    ) async throws -> DownloadedImage {
        switch try ImageURL(validating: url) {
        case .remote(let remote):
            let download = HTTPImageDownload(
                url: remote, limits: limits, maxRedirects: maxRedirects, progress: progress)
            return try await download.run()
        case .file(let path):
            return try await FileImageReader(path: path, limits: limits, progress: progress).run()
        }
    }
}
