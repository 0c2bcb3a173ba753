import Clew

/// What an image screen shows for a view model's state. Every renderer draws the same thing:
/// the last good image stays visible while a new one downloads and after a failure.
@MainActor
public struct ImageDisplay {
    /// The picture: the last image that loaded, or `nil`.
    public let image: DownloadedImage?
    /// Whether the spinner turns.
    public let isDownloading: Bool
    /// The progress bar's fraction, when the size is known.
    public let progress: Double?
    /// The error text, when the latest download failed.
    public let errorText: String?
    /// The URL being shown or loaded.
    public let url: String?

    /// The display for `screen`'s current state.
    public init(screen: ImageScreen) {
        self.init(viewModel: screen.viewModel, url: screen.url)
    }

    /// The display of `viewModel`'s current state, loading `url`.
    public init(viewModel: ImageDownloadViewModel, url: String?) {
        image = viewModel.image
        isDownloading = viewModel.isDownloadingData
        if case .downloading(let fraction) = viewModel.state {
            progress = fraction
        } else {
            progress = nil
        }
        errorText = viewModel.networkError
        self.url = url
    }

    /// Whether a Retry button is offered.
    public var showsRetry: Bool { errorText != nil }

    /// A comparable summary for ``RenderEvent`` logs; progress steps are left out.
    public var summary: RenderedImage {
        if isDownloading { return .downloading }
        if let errorText { return .failed(errorText, keepsImage: image != nil) }
        if let image {
            return .loaded(width: image.pixelWidth, height: image.pixelHeight, format: image.format.rawValue)
        }
        return .empty
    }
}

/// A plain summary of what an image screen shows.
public enum RenderedImage: Hashable, Sendable, CustomStringConvertible {
    /// Nothing requested yet.
    case empty
    /// A download is in flight.
    case downloading
    /// An image of this size and format is shown.
    case loaded(width: Int, height: Int, format: String)
    /// The error text is shown; `keepsImage` says whether the previous picture is still visible.
    case failed(String, keepsImage: Bool)

    public var description: String {
        switch self {
        case .empty: "empty"
        case .downloading: "downloading"
        case .loaded(let width, let height, let format): "\(format) \(width)×\(height)"
        case .failed(let text, let keepsImage): "error “\(text)”\(keepsImage ? " over the last image" : "")"
        }
    }
}
