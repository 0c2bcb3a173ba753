import Clew
import ClewImages
import ClewTestSupport
import Foundation

/// An in-memory ``ImageLoader`` for DSL and view-model tests: answers per URL, optionally late,
/// optionally ignoring cancellation (to prove stale results are dropped by the view model itself).
struct StubImageLoader: ImageLoader {
    struct Answer: Sendable {
        var result: Result<DownloadedImage, ImageDownloadError>
        var delay: Duration = .zero
        var progressSteps: [Double] = []
        var ignoresCancellation = false
    }

    let answers: [String: Answer]
    let log = StubLog()

    @concurrent
    func loadImage(
        from url: String,
        limits: ImageDownloadLimits,
        progress: @escaping @Sendable (Double) -> Void
    ) async throws -> DownloadedImage {
        log.append("begin \(url)")
        guard let answer = answers[url] else { throw ImageDownloadError.invalidURL(url) }
        for step in answer.progressSteps { progress(step) }
        if answer.delay > .zero {
            if answer.ignoresCancellation {
                // Sleep in a detached task so our own cancellation cannot cut the wait short.
                await Task.detached { try? await Task.sleep(for: answer.delay) }.value
            } else {
                do {
                    try await Task.sleep(for: answer.delay)
                } catch {
                    log.append("cancelled \(url)")
                    throw error
                }
            }
        }
        log.append("end \(url)")
        return try answer.result.get()
    }
}

/// A thread-safe list of what a stub loader did.
final class StubLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ entry: String) { lock.withLock { storage.append(entry) } }

    var entries: [String] { lock.withLock { storage } }
}
