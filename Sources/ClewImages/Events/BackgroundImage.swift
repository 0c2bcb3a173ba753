/// The seed's event: callbacks for a downloaded image, a download starting, progress and errors.
///
/// Modifiers return the same object so they chain. Callbacks run on the main actor and only when
/// something changes; subscribing fires nothing.
///
/// ```swift
/// ImageDownloadViewModel {
///     BackgroundImage()
///         .onDownloaded { [weak view] image in view?.show(image) }
///         .isDownloading { [weak spinner] in spinner?.start() }
///         .onProgress { [weak bar] fraction in bar?.fraction = fraction }
///         .onError { [weak label] text in label?.text = text }
/// }
/// ```
@MainActor
public final class BackgroundImage: ViewModelEvent {
    private var downloaded: (@MainActor (DownloadedImage?) -> Void)?
    private var downloading: (@MainActor () -> Void)?
    private var progressed: (@MainActor (Double) -> Void)?
    private var errorChanged: (@MainActor (String?) -> Void)?
    private var altText: String?

    /// Creates an event with no callbacks.
    ///
    /// ```swift
    /// let event = BackgroundImage()
    /// ```
    public init() {}

    /// Called with each successfully downloaded image.
    ///
    /// The parameter is optional for source compatibility with the seed; Clew always passes an image
    /// (a failure keeps the previous image and reports through ``onError(_:)`` instead).
    ///
    /// ```swift
    /// BackgroundImage().onDownloaded { image in print(image?.pixelWidth ?? 0) }
    /// ```
    @discardableResult
    public func onDownloaded(_ closure: @escaping @MainActor (DownloadedImage?) -> Void) -> BackgroundImage {
        downloaded = closure
        return self
    }

    /// Called each time a download starts (including one that replaces a download in flight).
    ///
    /// ```swift
    /// BackgroundImage().isDownloading { spinner.start() }
    /// ```
    @discardableResult
    public func isDownloading(_ closure: @escaping @MainActor () -> Void) -> BackgroundImage {
        downloading = closure
        return self
    }

    /// The seed's misspelling of ``isDownloading(_:)``.
    ///
    /// ```swift
    /// BackgroundImage().isDowloading { spinner.start() }   // warns: renamed to isDownloading
    /// ```
    @available(*, deprecated, renamed: "isDownloading")
    @discardableResult
    public func isDowloading(_ closure: @escaping @MainActor () -> Void) -> BackgroundImage {
        isDownloading(closure)
    }

    /// Called with the fraction received, `0...1`, whenever it grows by a percent or more; only when
    /// the total size is known.
    ///
    /// ```swift
    /// BackgroundImage().onProgress { fraction in bar.fraction = fraction }
    /// ```
    @discardableResult
    public func onProgress(_ closure: @escaping @MainActor (Double) -> Void) -> BackgroundImage {
        progressed = closure
        return self
    }

    /// Called with a message when a download fails, and with `nil` when a new download clears it.
    ///
    /// ```swift
    /// BackgroundImage().onError { text in label.text = text; label.isHidden = text == nil }
    /// ```
    @discardableResult
    public func onError(_ closure: @escaping @MainActor (String?) -> Void) -> BackgroundImage {
        errorChanged = closure
        return self
    }

    /// Says what the image shows, for screen readers: set on the view model
    /// (``ImageDownloadViewModel/altText``) when the event is performed. `""` marks it decorative.
    ///
    /// ```swift
    /// BackgroundImage().altText("A lighthouse on a rocky shore at dusk")
    /// ```
    @discardableResult
    public func altText(_ text: String) -> BackgroundImage {
        altText = text
        return self
    }

    /// Registers with the view model; see ``ViewModelEvent/perform(at:)``.
    ///
    /// ```swift
    /// BackgroundImage().onError { print($0 ?? "") }.perform(at: viewModel)
    /// ```
    public func perform(at viewModel: ImageDownloadViewModel) {
        if let altText { viewModel.altText = altText }
        // The view model owns this event through the closure; the event never refers to the view model.
        viewModel.observe { [self] change in handle(change) }
    }

    private func handle(_ change: ImageDownloadTransition) {
        if change.startsNewDownload { downloading?() }
        if change.from.error != change.to.error { errorChanged?(change.to.error?.description) }
        switch change.to {
        case .downloading(let fraction?) where change.from != change.to:
            progressed?(fraction)
        case .loaded(let image):
            downloaded?(image)
        default:
            break
        }
    }
}
