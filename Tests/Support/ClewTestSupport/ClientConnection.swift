import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One accepted connection of the test server, watched for the client closing it.
///
/// Every wait polls the socket in slices of at most 5 ms: a read of 0 bytes or a read error means
/// the client closed (recorded through `clientClosed`), bytes the client sends are dropped, and a
/// stopped server ends the wait.
struct ClientConnection {
    let socket: Int32
    let isStopped: () -> Bool
    let clientClosed: () -> Void

    /// Waits `duration`; false when the client closed or the server stopped first.
    func idle(for duration: Duration) -> Bool {
        let deadline = ContinuousClock.now + duration
        while !isStopped() {
            let remaining = deadline - .now
            guard remaining > .zero else { return true }
            let milliseconds = Int32(min(5, (remaining / .milliseconds(1)).rounded(.up)))
            var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let count = poll(&ready, 1, milliseconds)
            if count == 0 || (count < 0 && errno == EINTR) { continue }
            if count > 0, clientIsStillThere() { continue }
            clientClosed()
            return false
        }
        return false
    }

    /// Waits until the client closes or the server stops.
    func idleUntilClosed() {
        while idle(for: .seconds(3600)) {}
    }

    /// Sends every byte; false (recording a close) when the client has gone.
    func send(_ bytes: ArraySlice<UInt8>) -> Bool {
        var remaining = bytes
        while !remaining.isEmpty {
            let sent = remaining.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else {
                clientClosed()
                return false
            }
            remaining = remaining.dropFirst(sent)
        }
        return true
    }

    /// After `poll` reported the socket: reads and drops what the client sent; false at end of stream or an error.
    private func clientIsStillThere() -> Bool {
        var scratch = [UInt8](repeating: 0, count: 512)
        let count = recv(socket, &scratch, scratch.count, Int32(MSG_DONTWAIT))
        if count > 0 { return true }
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
    }
}
