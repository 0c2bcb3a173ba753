import ClewImages
import Synchronization

/// An in-memory ``ImageLoader`` for tests: each URL answers as scripted, with no network at all.
///
/// Script a result per URL, optionally with progress steps and a delay (a delayed answer ends
/// early when the download is cancelled, as a real loader does). Unscripted URLs fail with
/// ``ImageDownloadError/serverResponse(statusCode:)`` 404. ``requests`` lists what was asked for.
///
/// ```swift
/// let loader = ScriptedImageLoader([
///     "https://example.org/bg.png": .image(pngBytes, progress: [0.5, 1]),
///     "https://example.org/missing.png": .failure(.serverResponse(statusCode: 404)),
///     "https://example.org/slow.png": .image(pngBytes, after: .seconds(2)),
/// ])
/// let viewModel = ImageDownloadViewModel(loader: loader)
/// await viewModel.download(url: "https://example.org/bg.png")
/// #expect(loader.requests == ["https://example.org/bg.png"])
/// ```
public final class ScriptedImageLoader: ImageLoader {
    /// How one URL answers.
    public struct Answer: Sendable {
        /// The image, or the error to throw.
        public var result: Result<DownloadedImage, ImageDownloadError>
        /// Fractions reported before answering.
        public var progress: [Double]
        /// How long to wait before answering.
        public var delay: Duration

        /// An answer from its parts.
        public init(
            result: Result<DownloadedImage, ImageDownloadError>, progress: [Double] = [], delay: Duration = .zero
        ) {
            self.result = result
            self.progress = progress
            self.delay = delay
        }

        /// Answers with the image in `bytes` (whose header is read now; a bad one becomes the failure).
        ///
        /// ```swift
        /// loader.script("https://example.org/a.png", .image(pngBytes, progress: [0.5, 1]))
        /// ```
        public static func image(_ bytes: [UInt8], progress: [Double] = [], after delay: Duration = .zero) -> Answer {
            let result = Result { () throws(ImageDownloadError) in try DownloadedImage(bytes: bytes) }
            return Answer(result: result, progress: progress, delay: delay)
        }

        /// Answers with `error`.
        ///
        /// ```swift
        /// loader.script("https://example.org/slow.png", .failure(.timedOut, after: .milliseconds(50)))
        /// ```
        public static func failure(_ error: ImageDownloadError, after delay: Duration = .zero) -> Answer {
            Answer(result: .failure(error), delay: delay)
        }
    }

    private let state: Mutex<(answers: [String: Answer], requests: [String])>

    /// A loader that answers each URL as `answers` says.
    public init(_ answers: [String: Answer] = [:]) {
        state = Mutex((answers, []))
    }

    /// Scripts (or re-scripts) the answer for `url`.
    ///
    /// ```swift
    /// loader.script("https://example.org/a.png", .failure(.timedOut))
    /// ```
    public func script(_ url: String, _ answer: Answer) {
        state.withLock { $0.answers[url] = answer }
    }

    /// Every URL requested so far, in order.
    public var requests: [String] {
        state.withLock { $0.requests }
    }

    @concurrent
    public func loadImage(
        from url: String,
        limits: ImageDownloadLimits,
        progress: @escaping @Sendable (Double) -> Void
    ) async throws -> DownloadedImage {
        let answer = state.withLock { state in
            state.requests.append(url)
            return state.answers[url]
        }
        guard let answer else { throw ImageDownloadError.serverResponse(statusCode: 404) }
        for fraction in answer.progress { progress(fraction) }
        if answer.delay > .zero {
            do {
                try await Task.sleep(for: answer.delay)
            } catch {
                throw ImageDownloadError.cancelled
            }
        }
        let image = try answer.result.get()
        if image.bytes.count > limits.maxBytes { throw ImageDownloadError.tooLarge(limit: limits.maxBytes) }
        try limits.check(image.header)
        return image
    }
}
