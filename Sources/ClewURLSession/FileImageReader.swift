import ClewImages
import Dispatch
import Foundation

/// Reads a local image file on a background queue, in chunks, with the same limits as a download.
///
/// URLSession on Linux refuses `file://` URLs, and reading on the main actor would block the UI,
/// so ``URLSessionImageLoader`` hands file URLs to this reader.
struct FileImageReader: Sendable {
    let path: String
    let limits: ImageDownloadLimits
    let progress: @Sendable (Double) -> Void

    private static let chunkSize = 256 * 1024

    func run() async throws -> DownloadedImage {
        let flag = CancellationFlag()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<DownloadedImage, any Error>) in
                DispatchQueue.global(qos: .userInitiated).async {
                    continuation.resume(with: readAll(cancellation: flag).mapError { $0 as any Error })
                }
            }
        } onCancel: {
            flag.cancel()
        }
    }

    private func readAll(cancellation: CancellationFlag) -> Result<DownloadedImage, ImageDownloadError> {
        let start = ContinuousClock.now
        // Opened without blocking and examined through the descriptor: a named pipe with no writer
        // would block this thread in open(2) for ever, and a device would never end.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.fileNotReadable(path: path)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(.fileNotReadable(path: path))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            let body = try ImageBodyAccumulator(limits: limits, expectedLength: Int(status.st_size))
            while true {
                if cancellation.isCancelled { return .failure(.cancelled) }
                if ContinuousClock.now - start > limits.timeout { return .failure(.timedOut) }
                guard let chunk = try handle.read(upToCount: Self.chunkSize), !chunk.isEmpty else { break }
                let fraction = try chunk.withUnsafeBytes { raw throws(ImageDownloadError) in try body.append(raw) }
                if let fraction { progress(fraction) }
            }
            return .success(try body.finish())
        } catch let error as ImageDownloadError {
            return .failure(error)
        } catch {
            return .failure(.fileNotReadable(path: path))
        }
    }
}

/// A thread-safe one-way flag set by a task-cancellation handler and polled by blocking code.
final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() { lock.withLock { cancelled = true } }
}
