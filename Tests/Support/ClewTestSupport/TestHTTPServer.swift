import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the test server sends for one path.
public struct TestResponse: Sendable {
    public var status: Int = 200
    public var headers: [String: String] = [:]
    public var body: [UInt8] = []
    /// Send `Content-Length` (otherwise the body ends when the connection closes).
    public var sendsContentLength = true
    /// Claim this Content-Length instead of the real one (to cut a body short).
    public var declaredLength: Int?
    /// Wait this long before sending anything.
    public var delay: Duration = .zero
    /// Send the body in pieces of `drip.bytes` every `drip.interval` instead of at once.
    public var drip: (bytes: Int, interval: Duration)?

    public init(
        status: Int = 200, headers: [String: String] = [:], body: [UInt8] = [], sendsContentLength: Bool = true,
        declaredLength: Int? = nil, delay: Duration = .zero, drip: (bytes: Int, interval: Duration)? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.sendsContentLength = sendsContentLength
        self.declaredLength = declaredLength
        self.delay = delay
        self.drip = drip
    }

    public static func image(_ bytes: [UInt8], type: String = "image/png") -> TestResponse {
        TestResponse(headers: ["Content-Type": type], body: bytes)
    }

    public static func status(_ code: Int) -> TestResponse {
        TestResponse(status: code, headers: ["Content-Type": "text/plain"], body: Array("status \(code)\n".utf8))
    }

    public static func redirect(to location: String, status: Int = 302) -> TestResponse {
        TestResponse(status: status, headers: ["Location": location])
    }
}

/// A tiny HTTP/1.1 server on 127.0.0.1 with an ephemeral port, one thread per connection.
///
/// Every response closes its connection. `stop()` waits for the accept thread before closing the
/// listening socket, so a recycled descriptor is never accepted on by mistake.
public final class TestHTTPServer: @unchecked Sendable {
    public let port: UInt16
    private let listener: Int32
    private let routes: [String: TestResponse]
    private let lock = NSLock()
    private var stopped = false
    private var paths: [String] = []
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
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
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
    public var requestedPaths: [String] { lock.withLock { paths } }

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
        guard let path = readRequestPath(client) else { return }
        lock.withLock { paths.append(path) }
        let response = routes[path] ?? .status(404)
        if response.delay > .zero { Thread.sleep(forTimeInterval: response.delay.seconds) }

        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\nConnection: close\r\n"
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if response.sendsContentLength { head += "Content-Length: \(response.declaredLength ?? response.body.count)\r\n" }
        head += "\r\n"
        guard sendAll(client, Array(head.utf8)[...]) else { return }

        if let drip = response.drip {
            var offset = 0
            while offset < response.body.count, !isStopped {
                let end = min(offset + drip.bytes, response.body.count)
                guard sendAll(client, response.body[offset..<end]) else { return }
                offset = end
                Thread.sleep(forTimeInterval: drip.interval.seconds)
            }
        } else {
            _ = sendAll(client, response.body[...])
        }
        Glibc.shutdown(client, Int32(SHUT_WR))
    }

    /// Reads up to the blank line and returns the request target without its query.
    private func readRequestPath(_ client: Int32) -> String? {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 64 * 1024 {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            request += buffer[0..<count]
            if String(decoding: request, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        let firstLine = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = firstLine.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        return String(parts[1].split(separator: "?", omittingEmptySubsequences: false)[0])
    }

    private func sendAll(_ client: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
        var remaining = bytes
        while !remaining.isEmpty {
            let sent = remaining.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            remaining = remaining.dropFirst(sent)
        }
        return true
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }

    enum ServerError: Error {
        case system(String, Int32)
    }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
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
