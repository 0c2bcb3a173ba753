import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 with an ephemeral port, one thread per connection.
///
/// Every response closes its connection (after `TestResponse.ending`). The server logs each
/// request with its arrival time and, when the client closed the connection before the response
/// was done, when it did. `stop()` waits for the accept thread before closing the listening
/// socket, so a recycled descriptor is never accepted on by mistake; connections still held
/// open end within 5 ms of it.
public final class TestHTTPServer: @unchecked Sendable {
    public let port: UInt16
    private let listener: Int32
    private let routes: [String: TestResponse]
    private let lock = NSLock()
    private var stopped = false
    private let log = TestRequestLog()
    private let acceptLoopExited = DispatchSemaphore(value: 0)

    public init(routes: [String: TestResponse]) throws {
        self.routes = routes
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError.system("socket", errno) }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw ServerError.system("bind/listen", errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "TestHTTPServer.accept"
        thread.start()
    }

    /// `http://127.0.0.1:<port><path>`.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The request paths received so far, in order.
    public var requestedPaths: [String] { log.all.map(\.path) }

    /// Every request received so far, in order of arrival.
    public var requests: [TestRequest] { log.all }

    /// The requests for `path` so far, in order of arrival.
    public func requests(_ path: String) -> [TestRequest] { log.all.filter { $0.path == path } }

    /// When each request for `path` arrived (its head read), in order.
    public func requestTimes(_ path: String) -> [ContinuousClock.Instant] { requests(path).map(\.arrivedAt) }

    /// When the client closed each connection for `path` before its response was done, earliest first.
    public func clientCloseTimes(_ path: String) -> [ContinuousClock.Instant] {
        requests(path).compactMap(\.clientClosedAt).sorted()
    }

    /// Waits until the `count`th request for `path` has arrived; nil after `timeout`.
    public func waitForRequest(path: String, count: Int = 1, timeout: Duration = .seconds(5)) async -> TestRequest? {
        await log.wait(timeout: timeout) { all in
            let matching = all.filter { $0.path == path }
            return matching.count >= count ? matching[count - 1] : nil
        }
    }

    /// Waits until a client has closed a connection for `path` before its response was done and
    /// returns when (the earliest such close); nil after `timeout`. The instant is when the server
    /// saw the close (within about 5 ms), not when this returns.
    public func waitForClientClose(path: String, timeout: Duration = .seconds(5)) async -> ContinuousClock.Instant? {
        await log.wait(timeout: timeout) { all in
            all.filter { $0.path == path }.compactMap(\.clientClosedAt).min()
        }
    }

    public func stop() {
        let wasStopped = lock.withLock {
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        acceptLoopExited.wait()
        close(listener)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        defer { acceptLoopExited.signal() }
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR, !isStopped { continue }
                return
            }
            if isStopped {
                close(client)
                return
            }
            let thread = Thread { [self] in serve(client) }
            thread.name = "TestHTTPServer.connection"
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let request = readRequestHead(client) else { return }
        let index = log.arrived(path: request.path, headers: request.headers)
        let connection = ClientConnection(
            socket: client, isStopped: { [self] in isStopped }, clientClosed: { [log] in log.clientClosed(index) }
        )
        let response = routes[request.path] ?? .status(404)
        guard connection.idle(for: response.delay) else { return }

        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\nConnection: close\r\n"
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if response.sendsContentLength {
            head += "Content-Length: \(response.declaredLength ?? response.body.count)\r\n"
        }
        head += "\r\n"
        guard connection.send(Array(head.utf8)[...]) else { return }

        if let drip = response.drip {
            var offset = 0
            while offset < response.body.count {
                let end = min(offset + drip.bytes, response.body.count)
                guard connection.send(response.body[offset..<end]), connection.idle(for: drip.interval) else { return }
                offset = end
            }
        } else {
            guard connection.send(response.body[...]) else { return }
        }

        switch response.ending {
        case .close:
            Glibc.shutdown(client, Int32(SHUT_WR))
        case .hold:
            connection.idleUntilClosed()
        case .trickle(let byte, let interval):
            while connection.idle(for: interval), connection.send([byte][...]) {}
        }
    }

    /// Reads up to the blank line; returns the request target without its query, and the headers.
    private func readRequestHead(_ client: Int32) -> (path: String, headers: [String: String])? {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 64 * 1024 {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            request += buffer[0..<count]
            if String(decoding: request, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        let text = String(decoding: request, as: UTF8.self)
        let lines = (text.components(separatedBy: "\r\n\r\n").first ?? "").components(separatedBy: "\r\n")
        let parts = (lines.first ?? "").split(separator: " ")
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return (String(parts[1].split(separator: "?", omittingEmptySubsequences: false)[0]), headers)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 206: "Partial Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    enum ServerError: Error {
        case system(String, Int32)
    }
}

/// Runs `body` with a fresh server and always stops it.
public func withTestServer<T>(
    _ routes: [String: TestResponse],
    isolation: isolated (any Actor)? = #isolation,
    _ body: (TestHTTPServer) async throws -> T
) async throws -> T {
    let server = try TestHTTPServer(routes: routes)
    defer { server.stop() }
    return try await body(server)
}
