import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A bare TCP client for checking the test servers byte for byte, without any HTTP library.
final class RawClient {
    let socket: Int32

    /// Connects to 127.0.0.1:`port`; nil when that does not finish within `timeout`.
    init?(port: UInt16, timeout: Duration = .seconds(2)) {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let started = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var writable = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        var error: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        guard
            started == 0
                || (errno == EINPROGRESS && poll(&writable, 1, Int32(timeout / .milliseconds(1))) == 1
                    && getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &size) == 0 && error == 0)
        else {
            close()
            return nil
        }
    }

    deinit { close() }

    private var closed = false

    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(socket)
    }

    /// Sends `GET <path>` with the given extra header lines.
    func get(_ path: String, headers: [String] = []) {
        let request = (["GET \(path) HTTP/1.1", "Host: 127.0.0.1"] + headers).joined(separator: "\r\n") + "\r\n\r\n"
        _ = Array(request.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Everything that arrives within `window`, stopping early at end of stream or once `enough`
    /// holds for what arrived (a loaded machine may take seconds to send what a quiet one sends at once).
    func read(for window: Duration, until enough: ([UInt8]) -> Bool = { _ in false }) -> (bytes: [UInt8], ended: Bool) {
        let deadline = ContinuousClock.now + window
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while ContinuousClock.now < deadline, !enough(bytes) {
            var readable = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let milliseconds = max(1, Int32((deadline - .now) / .milliseconds(1)))
            guard poll(&readable, 1, milliseconds) == 1 else { continue }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { return (bytes, true) }
            bytes += buffer[0..<count]
        }
        return (bytes, false)
    }

    /// A whole response: the head's lines and the body, read until the server closes.
    func response(within window: Duration = .seconds(5)) -> (head: [String], body: [UInt8]) {
        let bytes = read(for: window).bytes
        let separator = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return ([], []) }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        return (head, Array(bytes[(end + 4)...]))
    }
}

extension [String] {
    /// The value of header `name` in a response head.
    func header(_ name: String) -> String? {
        dropFirst().first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
            .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
    }
}
