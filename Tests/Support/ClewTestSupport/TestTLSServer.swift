import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTPS server on 127.0.0.1 with an ephemeral port: `python3` (from PATH) running
/// `Fixtures/tls/tls_server.py` with the committed test certificate, which is signed by
/// `TLSFixtures.caCertificatePath` and valid for 127.0.0.1 and localhost.
///
/// Routes honour `status`, `headers`, `body`, `sendsContentLength`, `declaredLength` and `delay`
/// (not `drip` or `ending`); unrouted paths come from `directory` when given, otherwise 404.
/// Connections are HTTP/1.1 keep-alive. Starting takes about 0.1 s and blocks the calling thread.
/// The server stops in `stop()` or `deinit`, and exits by itself when the test process goes away
/// (it watches its stdin, which nothing writes to, for end of file).
public final class TestTLSServer: @unchecked Sendable {
    public let port: UInt16
    private let process: Process
    private let input: FileHandle
    private let output: TLSServerOutput
    private let lock = NSLock()
    private var stopped = false

    /// Starts the server and waits (up to `startupTimeout`) for it to report its port.
    public init(
        routes: [String: TestResponse] = [:], directory: String? = nil, startupTimeout: Duration = .seconds(10)
    ) throws {
        // The routes go through a file: writing them to the child's stdin would raise SIGPIPE in
        // this process if python3 failed to start.
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("clew-tls-\(UUID().uuidString).json")
        try JSONEncoder().encode(TLSServerConfig(routes: routes.mapValues(TLSServerConfig.Route.init))).write(
            to: config)
        defer { try? FileManager.default.removeItem(at: config) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "python3", TLSFixtures.serverScriptPath, "--routes", config.path,
                "--cert", TLSFixtures.serverCertificatePath, "--key", TLSFixtures.serverKeyPath,
            ] + (directory.map { ["--directory", $0] } ?? [])
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        self.process = process
        self.input = stdin.fileHandleForWriting
        self.output = TLSServerOutput(reading: stdout.fileHandleForReading)

        guard let port = output.waitForPort(timeout: startupTimeout) else {
            self.port = 0
            stop()
            throw TLSServerError.notStarted("python3 \(TLSFixtures.serverScriptPath) reported no port (see stderr)")
        }
        self.port = port
    }

    deinit { stop() }

    /// `https://127.0.0.1:<port><path>`.
    public func url(_ path: String) -> String { "https://127.0.0.1:\(port)\(path)" }

    /// The request paths received so far, in order.
    public var requestedPaths: [String] { output.requestedPaths }

    /// The CA to trust for this server (`TLSFixtures.caCertificatePath`).
    public var caCertificatePath: String { TLSFixtures.caCertificatePath }
    /// The server's certificate (`TLSFixtures.serverCertificatePath`).
    public var serverCertificatePath: String { TLSFixtures.serverCertificatePath }
    /// The server certificate's key (`TLSFixtures.serverKeyPath`).
    public var serverKeyPath: String { TLSFixtures.serverKeyPath }

    /// Ends the Python process and waits for it to exit.
    ///
    /// SIGKILL, not `terminate()`: a child started from a Swift concurrency or Dispatch thread
    /// inherits that thread's signal mask, in which SIGTERM is blocked.
    public func stop() {
        let wasStopped = lock.withLock {
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        try? input.close()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        output.waitForEnd()
    }

    enum TLSServerError: Error {
        case notStarted(String)
    }
}

/// Runs `body` with a fresh HTTPS server and always stops it.
public func withTLSServer<T>(
    _ routes: [String: TestResponse],
    directory: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (TestTLSServer) async throws -> T
) async throws -> T {
    let server = try TestTLSServer(routes: routes, directory: directory)
    defer { server.stop() }
    return try await body(server)
}
