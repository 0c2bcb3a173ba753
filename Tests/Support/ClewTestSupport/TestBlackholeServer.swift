import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A port on 127.0.0.1 that never completes a TCP handshake, for connect timeouts; no traffic
/// leaves the loopback interface.
///
/// It listens with a backlog of 0 and fills that accept queue with connections of its own that it
/// never accepts. Linux then drops every further SYN, so a client's `connect` hangs (retrying the
/// SYN after 1 s, 3 s, 7 s, …) until it gives up or the server stops, after which it is refused.
/// `init` checks that the last filler connection really hung.
public final class TestBlackholeServer: @unchecked Sendable {
    public let port: UInt16
    private let lock = NSLock()
    private var sockets: [Int32] = []

    public init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw BlackholeError.system("socket", errno) }
        var address = Self.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && Glibc.listen(listener, 0) == 0
                    && getsockname(listener, $0, &length) == 0
            }
        }
        guard ready else {
            let code = errno
            close(listener)
            throw BlackholeError.system("bind/listen", code)
        }
        port = UInt16(bigEndian: address.sin_port)

        // Connect until one connection does not complete: the queue is full from then on.
        var fillers: [Int32] = []
        fill: for _ in 0..<16 {
            let (filler, outcome) = Self.connectBriefly(port: port, within: 100)
            switch outcome {
            case .connected:
                fillers.append(filler)
            case .pending:
                close(filler)
                sockets = [listener] + fillers
                return
            case .failed:
                if filler >= 0 { close(filler) }
                break fill
            }
        }
        ([listener] + fillers).forEach { close($0) }
        throw BlackholeError.queueNeverFilled
    }

    deinit { stop() }

    /// `http://127.0.0.1:<port><path>`.
    public func url(_ path: String = "/x.png") -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Closes the listener and the filler connections; clients still waiting are then refused.
    public func stop() {
        let open = lock.withLock {
            defer { sockets = [] }
            return sockets
        }
        open.forEach { close($0) }
    }

    /// How a connect attempt stood after its grace period.
    enum ConnectOutcome: Equatable {
        case connected, pending, failed
    }

    /// A non-blocking connect to 127.0.0.1:`port`, given `milliseconds` to complete.
    static func connectBriefly(port: UInt16, within milliseconds: Int32) -> (socket: Int32, outcome: ConnectOutcome) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { return (-1, .failed) }
        var address = loopback(port: port)
        let started = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if started == 0 { return (fd, .connected) }
        guard errno == EINPROGRESS else { return (fd, .failed) }
        var writable = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        guard poll(&writable, 1, milliseconds) == 1 else { return (fd, .pending) }
        var error: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size)
        return (fd, error == 0 ? .connected : .failed)
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    enum BlackholeError: Error {
        case system(String, Int32)
        /// No connection hung: every one completed (this system does not drop SYNs to a full
        /// accept queue) or failed.
        case queueNeverFilled
    }
}

/// Runs `body` with a fresh blackhole server and always stops it.
public func withBlackholeServer<T>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (TestBlackholeServer) async throws -> T
) async throws -> T {
    let server = try TestBlackholeServer()
    defer { server.stop() }
    return try await body(server)
}
