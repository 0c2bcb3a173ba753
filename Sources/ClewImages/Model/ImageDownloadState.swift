/// Where an ``ImageDownloadViewModel`` is: `idle → downloading(progress) → loaded(image) | failed(error)`.
///
/// ```swift
/// switch viewModel.state {
/// case .idle: showPlaceholder()
/// case .downloading(let progress): showSpinner(progress)
/// case .loaded(let image): show(image)
/// case .failed(let error): showError(error.description)
/// }
/// ```
public enum ImageDownloadState: Sendable, Hashable {
    /// Nothing requested yet.
    case idle
    /// A request is in flight; `progress` is `0...1` once the size is known, `nil` before that.
    case downloading(progress: Double?)
    /// The latest request delivered this image.
    case loaded(DownloadedImage)
    /// The latest request failed; ``ImageDownloadViewModel/image`` still holds the last good image.
    case failed(ImageDownloadError)

    /// Whether a request is in flight.
    ///
    /// ```swift
    /// ImageDownloadState.downloading(progress: nil).isDownloading   // true
    /// ```
    public var isDownloading: Bool {
        if case .downloading = self { true } else { false }
    }

    /// The error of a ``failed(_:)`` state, else `nil`.
    ///
    /// ```swift
    /// ImageDownloadState.failed(.timedOut).error   // .timedOut
    /// ```
    public var error: ImageDownloadError? {
        if case .failed(let error) = self { error } else { nil }
    }
}
