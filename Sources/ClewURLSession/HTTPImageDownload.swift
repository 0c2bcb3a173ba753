import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import ClewImages
    import FoundationNetworking
#endif

/// One streamed http(s) download: a URLSession data delegate feeding an ``ImageBodyAccumulator``.
///
/// Finishes exactly once, on the first of: the body completing, a limit being hit, the server
/// failing, the time limit, or the calling task being cancelled. Finishing cancels the data task
/// and invalidates the session, which releases the session's strong reference to this delegate.
final class HTTPImageDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Immutable configuration.
    private let url: URL
    private let limits: ImageDownloadLimits
    private let maxRedirects: Int
    private let progress: @Sendable (Double) -> Void

    // Everything below is guarded by `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<DownloadedImage, any Error>?
    private var earlyResult: Result<DownloadedImage, ImageDownloadError>?
    private var isFinished = false
    private var session: URLSession?
    private var task: URLSessionDataTask?
    private var deadline: DispatchWorkItem?
    private var body: ImageBodyAccumulator?
    private var redirectCount = 0

    init(url: URL, limits: ImageDownloadLimits, maxRedirects: Int, progress: @escaping @Sendable (Double) -> Void) {
        self.url = url
        self.limits = limits
        self.maxRedirects = maxRedirects
        self.progress = progress
    }

    func run() async throws -> DownloadedImage {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                start(continuation)
            }
        } onCancel: {
            finish(.failure(.cancelled))
        }
    }

    private func start(_ continuation: CheckedContinuation<DownloadedImage, any Error>) {
        lock.lock()
        if isFinished {  // cancelled before we started
            let result = earlyResult ?? .failure(.cancelled)
            lock.unlock()
            continuation.resume(with: result.mapError { $0 as any Error })
            return
        }
        self.continuation = continuation
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = limits.timeoutSeconds
        configuration.timeoutIntervalForResource = limits.timeoutSeconds
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "Clew.HTTPImageDownload"
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: limits.timeoutSeconds)
        request.setValue("image/png, image/jpeg, image/gif, image/webp;q=0.9, */*;q=0.1", forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)
        let deadline = DispatchWorkItem { [weak self] in self?.finish(.failure(.timedOut)) }
        self.session = session
        self.task = task
        self.deadline = deadline
        lock.unlock()
        DispatchQueue.global().asyncAfter(deadline: .now() + limits.timeoutSeconds, execute: deadline)
        task.resume()
    }

    /// Delivers the outcome once; later calls are ignored.
    private func finish(_ result: Result<DownloadedImage, ImageDownloadError>) {
        lock.lock()
        guard !isFinished else {
            lock.unlock()
            return
        }
        isFinished = true
        let continuation = self.continuation
        if continuation == nil { earlyResult = result }
        let session = self.session
        let deadline = self.deadline
        self.continuation = nil
        self.session = nil
        self.task = nil
        self.deadline = nil
        body = nil
        lock.unlock()

        deadline?.cancel()
        if case .success = result {
            session?.finishTasksAndInvalidate()
        } else {
            session?.invalidateAndCancel()
        }
        continuation?.resume(with: result.mapError { $0 as any Error })
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let statusCode = (response as? HTTPURLResponse)?.statusCode ?? 200
        guard (200..<300).contains(statusCode) else {
            completionHandler(.cancel)
            finish(.failure(.serverResponse(statusCode: statusCode)))
            return
        }
        let declared = response.expectedContentLength >= 0 ? Int(response.expectedContentLength) : nil
        do throws(ImageDownloadError) {
            let body = try ImageBodyAccumulator(limits: limits, expectedLength: declared)
            lock.withLock { if !isFinished { self.body = body } }
            completionHandler(.allow)
        } catch {
            completionHandler(.cancel)
            finish(.failure(error))
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        var outcome: Result<Double?, ImageDownloadError> = .success(nil)
        lock.lock()
        if body != nil {
            data.withUnsafeBytes { raw in
                do throws(ImageDownloadError) {
                    outcome = .success(try body!.append(raw))
                } catch {
                    outcome = .failure(error)
                }
            }
        }
        lock.unlock()
        switch outcome {
        case .success(let fraction?): progress(fraction)
        case .success(nil): break
        case .failure(let error): finish(.failure(error))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.lock()
        let body = self.body
        self.body = nil
        lock.unlock()
        if let error {
            finish(.failure(Self.downloadError(for: error, body: body)))
            return
        }
        guard let body else {
            finish(.failure(.notAnImage))  // only reachable if no response was delivered
            return
        }
        do throws(ImageDownloadError) {
            finish(.success(try body.finish()))
        } catch {
            finish(.failure(error))
        }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let count = lock.withLock {
            redirectCount += 1
            return redirectCount
        }
        let scheme = request.url?.scheme?.lowercased() ?? ""
        // Answer URLSession before cancelling: it traps if the task is torn down while it waits.
        // Callbacks are serialised on our queue, so nothing else is delivered in between.
        if count > maxRedirects {
            completionHandler(nil)
            finish(.failure(.tooManyRedirects))
        } else if scheme != "http" && scheme != "https" {
            completionHandler(nil)
            finish(.failure(.unsupportedScheme(scheme)))
        } else {
            completionHandler(request)
        }
    }

    /// Maps URLSession's errors onto Clew's.
    private static func downloadError(for error: any Error, body: ImageBodyAccumulator?) -> ImageDownloadError {
        guard let urlError = error as? URLError else {
            return .transport(error.localizedDescription)
        }
        switch urlError.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return .tooManyRedirects
        case .dataLengthExceedsMaximum: return .tooLarge(limit: body?.limits.maxBytes ?? 0)
        default:
            // The connection ended inside a body whose length was announced: the image is cut short.
            if let body, let expected = body.expectedLength, body.count < expected { return .truncatedImage }
            return .transport(urlError.localizedDescription)
        }
    }
}

extension ImageDownloadLimits {
    /// The overall timeout in seconds, for URLSession's `TimeInterval`s.
    var timeoutSeconds: Double {
        let parts = timeout.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
