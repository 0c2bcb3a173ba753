/// An event that writes one line per state change; shows that several events compose.
///
/// By default it prints; pass a closure to send the lines elsewhere. ``lines`` keeps them too.
///
/// ```swift
/// let log = DownloadLog { line in logger.info(line) }
/// let viewModel = ImageDownloadViewModel { BackgroundImage(); log }
/// await viewModel.download(url: "https://example.org/a.png")
/// print(log.lines)   // ["start https://example.org/a.png", "progress 100%", "loaded PNG 640×480 (1234 bytes)"]
/// ```
@MainActor
public final class DownloadLog: ViewModelEvent {
    /// Every line written so far, oldest first.
    ///
    /// <!-- doc-test:
    /// let log = DownloadLog()
    /// let loader = ScriptedImageLoader(["https://example.org/gone.png": .failure(.serverResponse(statusCode: 404))])
    /// let viewModel = ImageDownloadViewModel(loader: loader) { log }
    /// await viewModel.download(url: "https://example.org/gone.png")
    /// -->
    /// ```swift
    /// #expect(log.lines.last == "failed: The server responded with status 404.")
    /// ```
    public private(set) var lines: [String] = []
    private let write: @MainActor (String) -> Void

    /// Creates a log that passes each line to `write` (default: `print`).
    ///
    /// ```swift
    /// let quiet = DownloadLog { _ in }
    /// ```
    public init(_ write: @escaping @MainActor (String) -> Void = { print($0) }) {
        self.write = write
    }

    /// Registers with the view model; see ``ViewModelEvent/perform(at:)``.
    ///
    /// ```swift
    /// DownloadLog().perform(at: viewModel)
    /// ```
    public func perform(at viewModel: ImageDownloadViewModel) {
        viewModel.observe { [self] change in record(change) }
    }

    /// The line for one transition: `start <url>`, `progress 42%`, `loaded PNG 2×2 (71 bytes)`, `failed: …`.
    ///
    /// ```swift
    /// DownloadLog.line(for: transition)
    /// ```
    public static func line(for change: ImageDownloadTransition) -> String {
        switch change.to {
        case .idle:
            return "idle"
        case .downloading(let fraction):
            if change.startsNewDownload { return "start \(change.url ?? "")" }
            return "progress \(Int(((fraction ?? 0) * 100).rounded(.down)))%"
        case .loaded(let image):
            return "loaded \(image.format) \(image.pixelWidth)×\(image.pixelHeight) (\(image.bytes.count) bytes)"
        case .failed(let error):
            return "failed: \(error.description)"
        }
    }

    private func record(_ change: ImageDownloadTransition) {
        let line = Self.line(for: change)
        lines.append(line)
        write(line)
    }
}
