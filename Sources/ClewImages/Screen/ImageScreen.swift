import Clew

/// A screen that shows an ``ImageDownloadViewModel``: the picture, a spinner and progress while
/// downloading, and the error with a Retry button when a download fails.
///
/// Push or present it like any screen. When it appears it follows its view model and draws every
/// change through the renderer's ``ImageRendering``, until the router removes it.
///
/// ```swift
/// let screen = ImageScreen(title: "Background", url: "https://example.org/bg.png", showsURLEntry: true)
/// router.navigate(to: ScreenBuilder(screen).pushRoute())
/// ```
@MainActor
public final class ImageScreen: Screen {
    public let title: String
    /// The view model whose state is shown.
    public let viewModel: ImageDownloadViewModel
    /// Whether renderers add a URL entry and a Load button above the picture.
    public let showsURLEntry: Bool
    /// The URL downloaded when the screen first appears, and by ``retry()``.
    public private(set) var url: String?
    /// What the picture shows, for screen readers: the view model's
    /// ``ImageDownloadViewModel/altText``. `""` marks it decorative; `nil` is a warning in debug builds.
    public var altText: String? {
        get { viewModel.altText }
        set { viewModel.altText = newValue }
    }

    private var observer: ImageDownloadObserverID?

    /// A screen over `viewModel`; when it first appears it downloads `url` unless the view model
    /// already has something. `altText` says what the picture shows (see ``altText``); when `nil`,
    /// the view model's is kept.
    public init(
        title: String,
        url: String? = nil,
        altText: String? = nil,
        showsURLEntry: Bool = false,
        viewModel: ImageDownloadViewModel = ImageDownloadViewModel()
    ) {
        self.title = title
        self.url = url
        self.showsURLEntry = showsURLEntry
        self.viewModel = viewModel
        if let altText { viewModel.altText = altText }
    }

    /// Downloads `url` and remembers it for ``retry()``: what the Load button does.
    public func load(url: String) {
        self.url = url
        viewModel.downloadImage(url: url)
    }

    /// Downloads the last URL again: what the Retry button does.
    public func retry() {
        guard let url else { return }
        viewModel.downloadImage(url: url)
    }

    /// Refuses renderers that cannot draw images. In debug builds, warns (``ClewWarnings``) when
    /// nobody said what the picture shows: a screen-reader user would hear only the screen's title.
    public func validate(for renderer: any Renderer) throws(NavigationError) {
        guard renderer is any ImageRendering else {
            throw .unsupportedByRenderer(
                capability: "images (ImageRendering)", renderer: String(describing: type(of: renderer)))
        }
        #if DEBUG
            if altText == nil {
                ClewWarnings.warn(
                    "The image screen “\(title)” has no alt text: set ImageScreen.altText (or "
                        + "BackgroundImage().altText) to what the picture shows, or \"\" if it is decoration.")
            }
        #endif
    }

    /// Follows the view model from when the screen appears until it is removed; starts the first
    /// download on appearing if nothing was requested yet.
    public func viewLifecycleDidChange(_ event: ViewLifecycleEvent, renderer: any Renderer) {
        guard let images = renderer as? any ImageRendering else { return }
        switch event {
        case .appeared where observer == nil:
            observer = viewModel.observe { [weak self, weak images] _ in
                guard let self, let images else { return }
                images.showImage(ImageDisplay(screen: self), on: self)
            }
            if case .idle = viewModel.state, let url {
                viewModel.downloadImage(url: url)
            }
            images.showImage(ImageDisplay(screen: self), on: self)
        case .removed:
            if let observer { viewModel.removeObserver(observer) }
            observer = nil
        case .appeared, .reappeared, .disappeared:
            break
        }
    }
}
