/// A screen that shows an ``ImageDownloadViewModel``: the picture, a spinner and progress while
/// downloading, and the error with a Retry button when a download fails.
///
/// Push or present it like any screen; the router shows the view model's state through the
/// renderer's ``ImageRendering`` and follows it until the screen leaves.
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

    /// A screen over `viewModel`; when it first appears it downloads `url` unless the view model
    /// already has something.
    public init(
        title: String,
        url: String? = nil,
        showsURLEntry: Bool = false,
        viewModel: ImageDownloadViewModel = ImageDownloadViewModel()
    ) {
        self.title = title
        self.url = url
        self.showsURLEntry = showsURLEntry
        self.viewModel = viewModel
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

    /// Starts the first download when the screen appears and nothing was requested yet.
    func startIfIdle() {
        if case .idle = viewModel.state, let url {
            viewModel.downloadImage(url: url)
        }
    }
}

/// Builds a screen that already exists; handy for routing a prepared ``ImageScreen``.
///
/// ```swift
/// router.navigate(to: ScreenBuilder(screen).pushRoute())
/// ```
public struct ScreenBuilder<S: Screen>: ViewBuilder {
    private let screen: S

    /// A builder that returns `screen`.
    public init(_ screen: S) {
        self.screen = screen
    }

    public func build(with context: Void) -> S {
        screen
    }
}
