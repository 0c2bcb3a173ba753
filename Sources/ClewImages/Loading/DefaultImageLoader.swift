import Synchronization

/// The loader every ``ImageDownloadViewModel`` uses unless it is given one: it forwards to the loader
/// installed for the process.
///
/// Linking `ClewSoup` installs its libsoup 3 loader here when the program loads, so apps and tests
/// that link it download with no set-up. Install another to replace it (a cache, a test double);
/// with nothing installed, downloads fail with ``ImageDownloadError/noImageLoader``.
///
/// <!-- doc-test:
/// defer { DefaultImageLoader.uninstall() }
/// -->
/// ```swift
/// DefaultImageLoader.install(ScriptedImageLoader(["https://example.org/a.png": .image(png)]))
/// let viewModel = ImageDownloadViewModel()   // uses the scripted loader
/// ```
public struct DefaultImageLoader: ImageLoader {
    private static let slot = LoaderSlot()
    private let slot: LoaderSlot

    /// The forwarding loader.
    ///
    /// ```swift
    /// let loader: any ImageLoader = DefaultImageLoader()
    /// ```
    public init() {
        slot = Self.slot
    }

    /// A loader that forwards to a slot of its own instead of the process's (for tests).
    init(slot: LoaderSlot) {
        self.slot = slot
    }

    /// The loader installed now, if any.
    ///
    /// ```swift
    /// print(DefaultImageLoader.installed.map { "\(type(of: $0))" } ?? "none")
    /// ```
    public static var installed: (any ImageLoader)? {
        slot.loader
    }

    /// Makes `loader` the process's default, replacing any other.
    ///
    /// <!-- doc-test:
    /// defer { DefaultImageLoader.uninstall() }
    /// -->
    /// ```swift
    /// DefaultImageLoader.install(MyCachingLoader())
    /// ```
    public static func install(_ loader: any ImageLoader) {
        slot.install(loader)
    }

    /// Makes `loader` the default only if none is installed yet; returns whether it was installed.
    /// Loader modules call this when they load, so an app's own choice always wins.
    ///
    /// <!-- doc-test:
    /// import ClewSoup
    /// -->
    /// ```swift
    /// DefaultImageLoader.installIfNone(SoupImageLoader())
    /// ```
    @discardableResult
    public static func installIfNone(_ loader: @autoclosure () -> any ImageLoader) -> Bool {
        slot.installIfNone(loader())
    }

    /// Removes the installed loader; downloads then fail with ``ImageDownloadError/noImageLoader``.
    ///
    /// ```swift
    /// DefaultImageLoader.uninstall()
    /// ```
    public static func uninstall() {
        slot.uninstall()
    }

    /// Forwards to the installed loader, or throws ``ImageDownloadError/noImageLoader``.
    @concurrent
    public func loadImage(
        from url: String,
        limits: ImageDownloadLimits,
        progress: @escaping @Sendable (Double) -> Void
    ) async throws -> DownloadedImage {
        guard let loader = slot.loader else { throw ImageDownloadError.noImageLoader }
        return try await loader.loadImage(from: url, limits: limits, progress: progress)
    }
}

/// Where a default loader is kept: one per process, or one per test.
final class LoaderSlot: Sendable {
    private let current = Mutex<(any ImageLoader)?>(nil)

    var loader: (any ImageLoader)? { current.withLock { $0 } }

    func install(_ loader: any ImageLoader) { current.withLock { $0 = loader } }

    func installIfNone(_ loader: @autoclosure () -> any ImageLoader) -> Bool {
        current.withLock { current in
            guard current == nil else { return false }
            current = loader()
            return true
        }
    }

    func uninstall() { current.withLock { $0 = nil } }
}
