import Foundation

/// One request the test server received.
public struct TestRequest: Sendable, Equatable {
    /// The request target without its query.
    public let path: String
    /// The request headers, names lowercased; repeated headers joined with ", ".
    public let headers: [String: String]
    /// When the request's head had been read.
    public let arrivedAt: ContinuousClock.Instant
    /// When the server saw the client close the connection (a read of 0 bytes or an error) while
    /// the response was still going; nil when the server finished first or it has not happened yet.
    public internal(set) var clientClosedAt: ContinuousClock.Instant?
}

/// The requests a server has received, shared between its connection threads.
final class TestRequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [TestRequest] = []

    var all: [TestRequest] { lock.withLock { requests } }

    /// Records an arrival and returns its index for `clientClosed(_:)`.
    func arrived(path: String, headers: [String: String]) -> Int {
        let request = TestRequest(path: path, headers: headers, arrivedAt: .now, clientClosedAt: nil)
        return lock.withLock {
            requests.append(request)
            return requests.count - 1
        }
    }

    /// Records that the client closed the connection of request `index`, keeping the first time.
    func clientClosed(_ index: Int) {
        let now = ContinuousClock.now
        lock.withLock {
            if requests[index].clientClosedAt == nil { requests[index].clientClosedAt = now }
        }
    }

    /// Polls every millisecond until `found` returns something or `timeout` passes.
    func wait<T: Sendable>(timeout: Duration, for found: ([TestRequest]) -> T?) async -> T? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let value = found(all) { return value }
            guard ContinuousClock.now < deadline, !Task.isCancelled else { return nil }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
