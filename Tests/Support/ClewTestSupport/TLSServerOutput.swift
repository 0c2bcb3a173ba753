import Foundation

/// Reads the server's stdout on its own thread: the port line, then one line per request.
final class TLSServerOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var port: UInt16?
    private var paths: [String] = []
    private let portKnown = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)

    init(reading handle: FileHandle) {
        let thread = Thread { [self] in read(handle) }
        thread.name = "TestTLSServer.output"
        thread.start()
    }

    var requestedPaths: [String] { lock.withLock { paths } }

    func waitForPort(timeout: Duration) -> UInt16? {
        let nanoseconds = Int(timeout / .nanoseconds(1))
        guard portKnown.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return nil }
        return lock.withLock { port }
    }

    /// Waits until the server's stdout has closed (at most a second).
    func waitForEnd() { _ = ended.wait(timeout: .now() + .seconds(1)) }

    private func read(_ handle: FileHandle) {
        defer {
            portKnown.signal()  // no port, if it never came
            ended.signal()
        }
        var pending = Data()
        while true {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { return }
            pending += chunk
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                take(line: String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending = Data(pending[(newline + 1)...])
            }
        }
    }

    private func take(line: String) {
        let words = line.split(separator: " ")
        switch words.first {
        case "port":
            lock.withLock { port = words.count == 2 ? UInt16(words[1]) : nil }
            portKnown.signal()
        case "request" where words.count == 3:
            lock.withLock { paths.append(String(words[2])) }
        default:
            break
        }
    }
}
