extension ImageDownloadError {
    /// Turns whatever a loader threw into an ``ImageDownloadError``.
    init(loading error: any Error) {
        switch error {
        case let error as ImageDownloadError: self = error
        case is CancellationError: self = .cancelled
        default: self = .transport(String(describing: error))
        }
    }
}
