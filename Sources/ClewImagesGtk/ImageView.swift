internal import CGtk
import Clew
import ClewGtk
import ClewImages

/// A downloaded image inside any screen: bound to an ``ImageDownloadViewModel``, it shows a
/// spinner and progress while downloading, the picture when done, and the error with Retry when
/// not. It starts following (and downloading `url`, if nothing was asked yet) when it joins a
/// window, and stops and cancels a download in flight when it leaves it.
///
/// <!-- doc-test:
/// let article = (title: "Lighthouses", coverURL: "https://example.org/cover.png")
/// let notes = Label("Notes")
/// -->
/// ```swift
/// let cover = ImageView(url: article.coverURL, altText: "Cover of \(article.title)")
/// let page = Box(.vertical, spacing: 12) {
///     Label(article.title).cssClasses("title-2")
///     cover.minimumSize(height: 200)
///     notes
/// }
/// ```
public final class ImageView: Widget, ImageSource {
    private var drawing: ImageDownloadWidget?
    private var model: ImageDownloadViewModel?
    private var observer: ImageDownloadObserverID?
    /// The URL downloaded when the view joins a window, and by ``retry()``.
    public private(set) var url: String?

    /// An image view over `viewModel`, downloading `url` when it first joins a window unless the
    /// view model already has something. `altText` says what the picture shows (`""`: decoration).
    public convenience init(
        url: String? = nil, altText: String?, showsURLEntry: Bool = false,
        viewModel: ImageDownloadViewModel = ImageDownloadViewModel()
    ) {
        self.init(new: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        self.url = url
        self.showsURLEntry = showsURLEntry
        model = viewModel
        if let altText { viewModel.altText = altText }
        #if DEBUG
            if viewModel.altText == nil {
                ClewWarnings.warn(
                    "An ImageView has no alt text: pass altText: with what the picture shows, or \"\" if it "
                        + "is decoration; a screen-reader user would hear only “Image”.")
            }
        #endif
        let drawing = ImageDownloadWidget(screen: self)
        drawing.root.margins(0)
        self.drawing = drawing
        gtk_box_append(pointer(as: GtkBox.self), drawing.root.gtkWidget)
        // The wrapper lives as long as the widget (identity), so the handlers may look it up.
        connect(.realize) { view in view.startFollowing() }
        connect(.unrealize) { view in view.stopFollowing() }
    }

    /// The view model whose state is shown.
    public var viewModel: ImageDownloadViewModel { model! }
    /// What the picture shows, for screen readers.
    public var altText: String? { model?.altText }
    /// The name of the picture when it has no alt text ("Image", in the user's language).
    public var title: String { tr("Image", context: "picture") }
    /// Whether a URL entry and Load button go above the picture.
    public private(set) var showsURLEntry = false

    /// The widgets drawing the image (picture, spinner, error row and Retry).
    public var content: ImageDownloadWidget { drawing! }

    /// Whether the download has ended and its result is drawn.
    public var isSettled: Bool { drawing?.isSettled ?? true }

    /// Downloads `url` and remembers it for ``retry()``.
    public func load(url: String) {
        self.url = url
        viewModel.downloadImage(url: url)
    }

    /// Downloads the last URL again.
    public func retry() {
        guard let url else { return }
        viewModel.downloadImage(url: url)
    }

    private func startFollowing() {
        guard observer == nil, let model else { return }
        observer = model.observe { [weak self] _ in self?.redraw() }
        if case .idle = model.state, let url { model.downloadImage(url: url) }
        redraw()
    }

    private func stopFollowing() {
        guard let observer, let model else { return }
        model.removeObserver(observer)
        self.observer = nil
        if model.isDownloadingData { model.cancel() }
    }

    private func redraw() {
        guard let model else { return }
        drawing?.show(ImageDisplay(viewModel: model, url: url))
    }
}

extension ImageView: LoadingContent {
    /// The alt text: what the GTK test driver's `imageIsLoaded(named:)` finds the view by.
    public var contentName: String? { altText }

    /// Whether the image is decoded and drawn (not while it downloads, nor after an error).
    public var hasLoadedContent: Bool { content.textureSize != nil }
}
