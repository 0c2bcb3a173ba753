import ClewImages
import ClewImagesGtk
import ClewSoup
import Dispatch
import Synchronization

/// Downloads through ``SoupImageLoader`` for valgrind: complete http downloads, file reads, and
/// http downloads cancelled at once, so every path that hands a Swift object to GLib as
/// `user_data` (send, read, timer, signal) is run many times and must give it back exactly once.
enum DownloadCycles {
    static func run(_ count: Int, url: String, fileURL: String) -> Bool {
        let outcome = Mutex<(completed: Int, cancelled: Int, failed: [String])>((0, 0, []))
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let loader = SoupImageLoader()
            for cycle in 0..<count {
                do {
                    switch cycle % 3 {
                    case 0: _ = try await loader.loadImage(from: url, limits: .default) { _ in }
                    case 1: _ = try await loader.loadImage(from: fileURL, limits: .default) { _ in }
                    default:
                        let download = Task { try await loader.loadImage(from: url, limits: .default) { _ in } }
                        download.cancel()
                        _ = try await download.value
                    }
                    outcome.withLock { $0.completed += 1 }
                } catch ImageDownloadError.cancelled {
                    outcome.withLock { $0.cancelled += 1 }
                } catch {
                    outcome.withLock { $0.failed.append("\(error)") }
                }
            }
            done.signal()
        }
        done.wait()
        let (completed, cancelled, failed) = outcome.withLock { $0 }
        print(
            "DOWNLOADS_OK=\(completed + cancelled)/\(count) COMPLETED=\(completed) CANCELLED=\(cancelled) FAILED=\(failed.count)"
        )
        if let first = failed.first { print("first failure: \(first)") }
        return failed.isEmpty && completed + cancelled == count
    }
}
