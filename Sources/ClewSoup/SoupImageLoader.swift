internal import CSoup
import ClewImages

/// The GNOME-native ``ImageLoader``: http and https through libsoup 3, `file://` through GIO.
///
/// Linking `ClewSoup` makes it the process's ``DefaultImageLoader`` (installed when the program
/// loads), so `ImageDownloadViewModel()` downloads with it and nothing to set up. It needs no GTK,
/// so headless tests and command-line tools use it as well.
///
/// What it does for every download:
/// - streams the body into one buffer, sized from `Content-Length` when that is within
///   ``ImageDownloadLimits/maxBytes`` (a larger declared length fails before the first byte);
///   the buffer becomes the image's ``ImageBytes`` without a copy;
/// - decodes `gzip` and `deflate` bodies, with every limit applied to the decoded bytes;
/// - follows at most ``Configuration/maxRedirects`` redirects, resolving relative `Location`s, and
///   only to http or https;
/// - enforces ``ImageDownloadLimits/connectTimeout``, ``ImageDownloadLimits/idleTimeout`` and the
///   overall ``ImageDownloadLimits/timeout``, each with its own error;
/// - closes the connection at once when the calling task is cancelled (the view model cancels the
///   older request when a newer one starts);
/// - verifies https with the system's certificate authorities (glib-networking) and uses GLib's
///   proxy resolver, so GNOME's proxy settings apply (or ``Configuration/proxy``).
///
/// libsoup is loaded at the first http or https download, not when the program starts, so a
/// program that never downloads does not pay for it. Where libsoup 3 is not installed, those
/// downloads fail with ``ImageDownloadError/transport(_:)`` saying so; `file://` needs only GIO.
///
/// All I/O runs on one background thread with its own GLib main context; see ``SoupWorker``.
///
/// ```swift
/// import ClewImages
/// import ClewSoup
///
/// let viewModel = ImageDownloadViewModel()   // SoupImageLoader, installed by linking ClewSoup
/// let strict = ImageDownloadViewModel(loader: SoupImageLoader(configuration: .init(maxRedirects: 2)))
/// ```
public final class SoupImageLoader: ImageLoader {
    /// How a loader's session is set up.
    public struct Configuration: Sendable, Hashable {
        /// How many redirects one download may follow before ``ImageDownloadError/tooManyRedirects``.
        public var maxRedirects: Int
        /// A PEM file of certificate authorities to trust *instead of* the system's, or `nil` for
        /// the system's. Meant for private servers and tests with their own CA.
        public var certificateAuthorities: String?
        /// The `User-Agent` header.
        public var userAgent: String
        /// A proxy for every request (`http://proxy.example:3128`), or `nil` for GLib's default
        /// `GProxyResolver`, which follows GNOME's proxy settings (and `http_proxy` where GNOME's
        /// are not available).
        public var proxy: String?

        /// Creates a configuration; every argument has a default.
        ///
        /// ```swift
        /// let configuration = SoupImageLoader.Configuration(certificateAuthorities: "/etc/myapp/ca.pem")
        /// ```
        public init(
            maxRedirects: Int = 10, certificateAuthorities: String? = nil, userAgent: String = "Clew",
            proxy: String? = nil
        ) {
            self.maxRedirects = maxRedirects
            self.certificateAuthorities = certificateAuthorities
            self.userAgent = userAgent
            self.proxy = proxy
        }
    }

    /// The configuration this loader was made with.
    public let configuration: Configuration
    private let session: SoupSessionHolder

    /// A loader with its own libsoup session (its own connections and keep-alive pool).
    ///
    /// ```swift
    /// let loader = SoupImageLoader()
    /// ```
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        session = SoupSessionHolder(configuration: configuration)
    }

    /// A loader whose session loads libsoup with `loadLibsoup`, for tests of a missing libsoup.
    init(configuration: Configuration, loadLibsoup: @escaping @Sendable () -> String?) {
        self.configuration = configuration
        session = SoupSessionHolder(configuration: configuration, loadLibsoup: loadLibsoup)
    }

    /// Loads `url`; see ``ImageLoader/loadImage(from:limits:progress:)``.
    ///
    /// ```swift
    /// let image = try await SoupImageLoader().loadImage(from: "file:///usr/share/pixmaps/debian-logo.png",
    ///                                                   limits: .default) { print($0) }
    /// ```
    @concurrent
    public func loadImage(
        from url: String,
        limits: ImageDownloadLimits,
        progress: @escaping @Sendable (Double) -> Void
    ) async throws -> DownloadedImage {
        let target = try DownloadTarget(validating: url)
        let download = SoupDownload(
            target: target, limits: limits, maxRedirects: configuration.maxRedirects, session: session,
            progress: progress
        )
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                download.start(continuation)
            }
        } onCancel: {
            download.stop(.cancelled)
        }
    }
}
