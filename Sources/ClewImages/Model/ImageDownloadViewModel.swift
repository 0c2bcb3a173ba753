import Observation

/// A UI-facing view model that downloads one image at a time and tells its clients what happens.
///
/// It is `@Observable` (read ``state``, ``image``, ``isDownloadingData`` and ``networkError`` from a
/// renderer's observation tracking), offers ``states()`` as an `AsyncStream`, and drives the events
/// declared with ``ViewModelBuilder``. All I/O happens in its ``ImageLoader`` off the main actor;
/// events fire on the main actor.
///
/// The latest request wins: starting a download cancels the one in flight, and a stale result never
/// replaces a newer one. A failure keeps the last good ``image`` and sets ``error``.
///
/// ```swift
/// let viewModel = ImageDownloadViewModel {
///     BackgroundImage()
///         .onDownloaded { image in imageView.show(image) }
///         .isDownloading { spinner.start() }
///         .onError { text in errorLabel.text = text }
/// }
/// viewModel.downloadImage(url: "https://example.org/bg.png")
/// ```
@MainActor
@Observable
public final class ImageDownloadViewModel {
    /// Where the view model is; see ``ImageDownloadState``.
    ///
    /// ```swift
    /// if case .downloading(let progress?) = viewModel.state { bar.fraction = progress }
    /// ```
    public private(set) var state: ImageDownloadState {
        get {
            access(keyPath: \.state)
            return storedState
        }
        set {
            // Written out rather than left to @Observable, whose setter compares old and new values:
            // for a loaded image that compares every byte of two images on the main actor.
            withMutation(keyPath: \.state) { storedState = newValue }
        }
    }

    /// The last image that loaded successfully; kept when a later download fails or is cancelled.
    ///
    /// ```swift
    /// imageView.show(viewModel.image)
    /// ```
    public private(set) var image: DownloadedImage? {
        get {
            access(keyPath: \.image)
            return storedImage
        }
        set {
            withMutation(keyPath: \.image) { storedImage = newValue }
        }
    }

    @ObservationIgnored private var storedState: ImageDownloadState = .idle
    @ObservationIgnored private var storedImage: DownloadedImage?

    /// What the image shows, in words, for people who cannot see it: renderers give it to
    /// assistive technology as the picture's name. `""` marks the image as decoration (hidden
    /// from screen readers); `nil` means nobody said, which ``ImageScreen`` warns about in debug builds.
    ///
    /// ```swift
    /// viewModel.altText = "A lighthouse on a rocky shore at dusk"
    /// ```
    public var altText: String?

    /// The limits every download is held to.
    ///
    /// ```swift
    /// print(viewModel.limits.maxBytes)
    /// ```
    @ObservationIgnored public let limits: ImageDownloadLimits

    @ObservationIgnored private let loader: any ImageLoader
    @ObservationIgnored private var observers: [Int: @MainActor (ImageDownloadTransition) -> Void] = [:]
    @ObservationIgnored private var streams: [Int: AsyncStream<ImageDownloadState>.Continuation] = [:]
    @ObservationIgnored private var nextObserverID = 0
    @ObservationIgnored private var inFlight: Task<Void, Never>?
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var currentURL: String?

    /// Creates a view model with no events attached.
    ///
    /// ```swift
    /// let viewModel = ImageDownloadViewModel(limits: ImageDownloadLimits(maxBytes: 1_000_000))
    /// ```
    public init(limits: ImageDownloadLimits = .default, loader: any ImageLoader = DefaultImageLoader()) {
        self.limits = limits
        self.loader = loader
    }

    isolated deinit {
        inFlight?.cancel()
        for continuation in streams.values { continuation.finish() }
    }

    /// `true` while a request is in flight (the seed's name).
    ///
    /// ```swift
    /// spinner.isSpinning = viewModel.isDownloadingData
    /// ```
    public var isDownloadingData: Bool { state.isDownloading }

    /// The current failure, if the latest request failed.
    ///
    /// ```swift
    /// if viewModel.error == .timedOut { offerRetry() }
    /// ```
    public var error: ImageDownloadError? { state.error }

    /// The current failure as a sentence for the user, `nil` when there is none (the seed's name).
    ///
    /// ```swift
    /// errorLabel.text = viewModel.networkError
    /// ```
    public var networkError: String? { state.error?.description }

    // MARK: Downloading

    /// Starts downloading `url` and returns at once (the seed's fire-and-forget call).
    ///
    /// Cancels any download in flight; only the latest request can change ``state``.
    ///
    /// ```swift
    /// viewModel.downloadImage(url: "https://example.org/bg.png")
    /// ```
    public func downloadImage(url: String) {
        _ = start(url: url)
    }

    /// Downloads `url` and returns when that request has finished (loaded, failed or superseded).
    ///
    /// Cancelling the calling task cancels this download (``state`` becomes `.failed(.cancelled)`).
    ///
    /// ```swift
    /// await viewModel.download(url: "file:///usr/share/pixmaps/debian-logo.png")
    /// print(viewModel.state)
    /// ```
    public func download(url: String) async {
        let task = start(url: url)
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// Cancels the download in flight, if any; ``state`` becomes `.failed(.cancelled)`, ``image`` stays.
    ///
    /// ```swift
    /// closeButton.onClick { viewModel.cancel() }
    /// ```
    public func cancel() {
        guard state.isDownloading else { return }
        inFlight?.cancel()
        inFlight = nil
        generation += 1
        transition(to: .failed(.cancelled))
    }

    private func start(url: String) -> Task<Void, Never> {
        inFlight?.cancel()
        generation += 1
        let request = generation
        currentURL = url
        transition(to: .downloading(progress: nil), startsNewDownload: true)

        let loader = self.loader
        let limits = self.limits
        let mailbox = ProgressMailbox()
        let task = Task { [weak self] in
            let result: Result<DownloadedImage, ImageDownloadError>
            do {
                result = .success(
                    try await loader.loadImage(from: url, limits: limits) { [weak self] fraction in
                        guard let wait = mailbox.post(fraction) else { return }
                        Task { @MainActor [weak self] in
                            if wait > .zero { try? await Task.sleep(for: wait) }
                            if let fraction = mailbox.take() { self?.report(progress: fraction, request: request) }
                        }
                    })
            } catch {
                result = .failure(ImageDownloadError(loading: error))
            }
            // Progress is delivered before the outcome; a hop still pending finds nothing.
            if let fraction = mailbox.take() { self?.report(progress: fraction, request: request) }
            self?.complete(result, request: request)
        }
        inFlight = task
        return task
    }

    private func report(progress fraction: Double, request: Int) {
        guard request == generation, case .downloading(let current) = state, current != fraction else { return }
        transition(to: .downloading(progress: fraction))
    }

    private func complete(_ result: Result<DownloadedImage, ImageDownloadError>, request: Int) {
        guard request == generation else { return }  // a newer request owns the state
        inFlight = nil
        switch result {
        case .success(let downloaded):
            do throws(ImageDownloadError) {
                try limits.check(downloaded.header)  // custom loaders may skip the header check
                // Observers see the new image before the old one's memory goes back to the system.
                let replaced = image
                image = downloaded
                transition(to: .loaded(downloaded))
                withExtendedLifetime(replaced) {}
            } catch {
                transition(to: .failed(error))
            }
        case .failure(let error):
            transition(to: .failed(error))
        }
    }

    // MARK: Observing

    /// Calls `observer` on the main actor after every state change (never on registration).
    ///
    /// Returns an id for ``removeObserver(_:)``. The view model keeps the closure until then or
    /// until it is deallocated; capture your own objects weakly.
    ///
    /// ```swift
    /// let id = viewModel.observe { [weak label] transition in label?.text = "\(transition.to)" }
    /// ```
    @discardableResult
    public func observe(_ observer: @escaping @MainActor (ImageDownloadTransition) -> Void) -> ImageDownloadObserverID {
        nextObserverID += 1
        observers[nextObserverID] = observer
        return ImageDownloadObserverID(rawValue: nextObserverID)
    }

    /// Stops calling an observer registered with ``observe(_:)``.
    ///
    /// <!-- doc-test:
    /// let id = viewModel.observe { _ in }
    /// -->
    /// ```swift
    /// viewModel.removeObserver(id)
    /// ```
    public func removeObserver(_ id: ImageDownloadObserverID) {
        observers[id.rawValue] = nil
    }

    /// An `AsyncStream` of states: the current one first, then every change, ending when the view
    /// model is deallocated or the consumer stops.
    ///
    /// <!-- doc-test:
    /// viewModel.downloadImage(url: "https://example.org/bg.png")
    /// -->
    /// ```swift
    /// for await state in viewModel.states() {
    ///     if case .loaded = state { break }
    /// }
    /// ```
    public func states() -> AsyncStream<ImageDownloadState> {
        let (stream, continuation) = AsyncStream.makeStream(of: ImageDownloadState.self)
        nextObserverID += 1
        let id = nextObserverID
        streams[id] = continuation
        continuation.yield(state)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[id] = nil }
        }
        return stream
    }

    private func transition(to newState: ImageDownloadState, startsNewDownload: Bool = false) {
        let change = ImageDownloadTransition(
            from: state, to: newState, startsNewDownload: startsNewDownload, url: currentURL)
        state = newState
        for continuation in streams.values { continuation.yield(newState) }
        for (_, observer) in observers.sorted(by: { $0.key < $1.key }) {
            observer(change)
        }
    }
}

/// Identifies an observer registered with ``ImageDownloadViewModel/observe(_:)``.
///
/// ```swift
/// let id: ImageDownloadObserverID = viewModel.observe { _ in }
/// viewModel.removeObserver(id)
/// ```
public struct ImageDownloadObserverID: Hashable, Sendable {
    let rawValue: Int
}
