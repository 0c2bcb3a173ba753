/// One change of an ``ImageDownloadViewModel``'s state, as delivered to observers and events.
///
/// ```swift
/// viewModel.observe { transition in
///     if transition.startsNewDownload { print("fetching", transition.url ?? "") }
/// }
/// ```
public struct ImageDownloadTransition: Sendable, Hashable {
    /// The state before the change.
    public let from: ImageDownloadState
    /// The state after the change.
    public let to: ImageDownloadState
    /// `true` when this change is the start of a new request (even if one was already in flight).
    public let startsNewDownload: Bool
    /// The URL of the request the new state belongs to, if any.
    public let url: String?

    /// Creates a transition; the view model does this, tests of custom events may too.
    ///
    /// ```swift
    /// let t = ImageDownloadTransition(from: .idle, to: .downloading(progress: nil), startsNewDownload: true, url: "file:///a.png")
    /// ```
    public init(from: ImageDownloadState, to: ImageDownloadState, startsNewDownload: Bool, url: String?) {
        self.from = from
        self.to = to
        self.startsNewDownload = startsNewDownload
        self.url = url
    }
}
