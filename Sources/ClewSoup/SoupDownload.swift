internal import CSoup
import ClewImages
import Synchronization

/// Why a download was stopped from outside its I/O: the caller, or one of the watchdog's limits.
enum StopReason: Sendable {
    case cancelled, timedOut, connectTimedOut, stalled
}

/// One download on the worker thread: request (following redirects), then the body streamed into
/// an ``ImageBodyAccumulator``; or, for `file://`, the file read through GIO.
///
/// It finishes exactly once, on the first of: the body ending, a limit being hit, an error, or
/// ``stop(_:)``. Every async GIO/libsoup call holds a reference to it until its callback runs, so
/// it lives exactly as long as something may still call back.
final class SoupDownload: @unchecked Sendable {
    // Sendable: the immutable configuration and `cancellable` (a thread-safe GCancellable) are used
    // from any thread, `stopReason` is behind a Mutex, and everything else is touched only on the
    // worker thread.
    let target: DownloadTarget
    let limits: ImageDownloadLimits
    let maxRedirects: Int
    let session: SoupSessionHolder
    let progress: @Sendable (Double) -> Void
    let cancellable: UnsafeMutablePointer<GCancellable>
    private let stopReason = Mutex<(reason: StopReason, at: ContinuousClock.Instant)?>(nil)

    // Worker-thread state.
    var continuation: CheckedContinuation<DownloadedImage, any Error>?
    var message: OpaquePointer?
    var stream: UnsafeMutablePointer<GInputStream>?
    var body: ImageBodyAccumulator?
    /// The `Content-Encoding` of the body being read, when it is not plain.
    var contentEncoding: String?
    /// The `Content-Length` on the wire, which is the compressed length for an encoded body.
    var wireLength: Int?
    var redirectCount = 0
    /// The size of a `file://` image, from its file info.
    var fileSize: Int?
    var host = ""
    private var watchdog: UnsafeMutablePointer<GSource>?
    private let startedAt = ContinuousClock.now
    /// When the current request began connecting (libsoup's first network event), or `nil` while it
    /// waits in libsoup's queue for a connection slot or reuses a kept-alive connection.
    var connectStartedAt: ContinuousClock.Instant?
    var isConnected = false
    var lastActivity = ContinuousClock.now
    private(set) var isFinished = false
    /// Where the end of a body of known length is read into: it should stay empty.
    let endProbe = UnsafeMutableRawBufferPointer.allocate(byteCount: 256, alignment: 1)
    /// Whether the read in flight writes into ``endProbe`` rather than the image's buffer.
    var readsIntoEndProbe = false

    init(
        target: DownloadTarget,
        limits: ImageDownloadLimits,
        maxRedirects: Int,
        session: SoupSessionHolder,
        progress: @escaping @Sendable (Double) -> Void
    ) {
        self.target = target
        self.limits = limits
        self.maxRedirects = maxRedirects
        self.session = session
        self.progress = progress
        cancellable = g_cancellable_new()
    }

    deinit {
        g_object_unref(cancellable)
        endProbe.deallocate()
    }

    /// Starts on the worker thread; `continuation` is resumed there when the download finishes.
    func start(_ continuation: CheckedContinuation<DownloadedImage, any Error>) {
        SoupWorker.shared.run { [self] in
            self.continuation = continuation
            if g_cancellable_is_cancelled(cancellable) != 0 {
                finish(.failure(error(stoppedBy: currentStopReason ?? .cancelled)))
                return
            }
            startWatchdog()
            switch target {
            case .remote(let url): send(url)
            case .file(let url): openFile(url)
            }
        }
    }

    /// Stops the download from any thread; the first reason given is the one reported.
    func stop(_ reason: StopReason) {
        let first = stopReason.withLock { current in
            guard current == nil else { return false }
            current = (reason, .now)
            return true
        }
        if first { g_cancellable_cancel(cancellable) }
    }

    /// Why the download was stopped, if it was.
    var currentStopReason: StopReason? {
        stopReason.withLock { $0?.reason }
    }

    /// libsoup 3.2 does not watch the cancellable of a request still queued for a connection; after
    /// this long the watchdog ends such a request itself.
    private static let queuedStopGrace = Duration.milliseconds(50)

    /// Delivers the outcome once and lets go of every GLib object; worker thread only.
    func finish(_ result: Result<DownloadedImage, ImageDownloadError>) {
        guard !isFinished else { return }
        isFinished = true
        if let watchdog {
            g_source_destroy(watchdog)
            g_source_unref(watchdog)
            self.watchdog = nil
        }
        releaseExchange()
        body = nil
        let continuation = self.continuation
        self.continuation = nil
        continuation?.resume(with: result.mapError { $0 as any Error })
    }

    /// Drops the current response stream and message. Unreferencing a body stream that has not
    /// reached its end closes the connection, which is what a cancelled download wants.
    func releaseExchange() {
        if let stream {
            g_object_unref(stream)
            self.stream = nil
        }
        if let message {
            g_object_unref(UnsafeMutableRawPointer(message))
            self.message = nil
        }
    }

    // MARK: Limits

    /// Checks the three time limits a few times per the shortest of them; a limit that runs out
    /// stops the download through its cancellable, so the pending I/O ends at once.
    private func startWatchdog() {
        let shortest = min(limits.timeout, limits.connectTimeout, limits.idleTimeout)
        let interval = UInt32(min(max(shortest.milliseconds / 8, 5), 250))
        watchdog = SoupWorker.shared.repeatEvery(milliseconds: interval) { [weak self] in
            guard let self, !self.isFinished else { return false }
            let now = ContinuousClock.now
            if let stopped = self.stopReason.withLock({ $0 }) {
                // Stopped, and libsoup has not answered: end a request that never left its queue.
                // (Nothing is reading into the body buffer then, so letting go of it is safe.)
                if self.stream == nil, self.body == nil, now - stopped.at >= Self.queuedStopGrace {
                    self.finish(.failure(self.error(stoppedBy: stopped.reason)))
                    return false
                }
            } else if now - self.startedAt >= self.limits.timeout {
                self.stop(.timedOut)
            } else if !self.isConnected, let connecting = self.connectStartedAt,
                now - connecting >= self.limits.connectTimeout
            {
                self.stop(.connectTimedOut)
            } else if self.isConnected, now - self.lastActivity >= self.limits.idleTimeout {
                self.stop(.stalled)
            }
            return true
        }
    }

    /// The error for I/O that ended because of ``stop(_:)``.
    func error(stoppedBy reason: StopReason) -> ImageDownloadError {
        switch reason {
        case .cancelled: .cancelled
        case .timedOut: .timedOut
        case .connectTimedOut: .connectTimedOut(host: host)
        case .stalled: .stalled
        }
    }

    /// Maps a GLib error from I/O on this download to Clew's error. Once the download was stopped,
    /// the reason it was stopped is the error, whatever the I/O reported on its way out.
    func error(from gerror: UnsafeMutablePointer<GError>) -> ImageDownloadError {
        if let reason = currentStopReason {
            return error(stoppedBy: reason)
        }
        if gerror.pointee.domain == g_io_error_quark(), gerror.pointee.code == G_IO_ERROR_CANCELLED.rawValue {
            return .cancelled
        }
        return GLibErrorMapping.imageError(
            for: gerror, host: host, contentEncoding: contentEncoding,
            certificateErrors: message.map { clew_soup_message_get_tls_peer_certificate_errors($0) }
        )
    }
}

extension Duration {
    /// Whole milliseconds, for GLib's timeouts; saturates instead of overflowing.
    var milliseconds: Int64 {
        let parts = components
        let (whole, overflow) = parts.seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return .max }
        let (sum, sumOverflow) = whole.addingReportingOverflow(parts.attoseconds / 1_000_000_000_000_000)
        return sumOverflow ? .max : sum
    }
}
