import ClewTestSupport
import Foundation
import Testing

@Suite("Blackhole and HTTPS servers")
struct BlackholeAndTLSTests {
    @Test func connectingToTheBlackholeHangs() async throws {
        try await withBlackholeServer { server in
            #expect(server.url() == "http://127.0.0.1:\(server.port)/x.png")
            let started = ContinuousClock.now
            #expect(RawClient(port: server.port, timeout: .seconds(1)) == nil)
            #expect(ContinuousClock.now - started >= .milliseconds(990))
        }
    }

    @Test func aStoppedBlackholeRefusesAtOnce() throws {
        let server = try TestBlackholeServer()
        server.stop()
        let started = ContinuousClock.now
        #expect(RawClient(port: server.port, timeout: .seconds(20)) == nil)
        // Refused, not timed out: far below the 20 s timeout even on a loaded machine (1.003 s was
        // seen when every suite starts at once).
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func theFixturesExist() {
        for path in [
            TLSFixtures.caCertificatePath, TLSFixtures.serverCertificatePath, TLSFixtures.serverKeyPath,
            TLSFixtures.serverScriptPath,
        ] {
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
    }

    @Test(.enabled(if: curlPath != nil, "needs curl"))
    func curlTrustsTheServerOnlyWithTheTestCA() async throws {
        let started = ContinuousClock.now
        let body = Array("hello over TLS\n".utf8)
        try await withTLSServer(["/a.txt": TestResponse(headers: ["Content-Type": "text/plain"], body: body)]) {
            server in
            #expect(ContinuousClock.now - started < .seconds(5))  // typically 0.1–0.2 s; loose for loaded machines
            #expect(server.url("/a.txt") == "https://127.0.0.1:\(server.port)/a.txt")

            let trusted = try Self.curl(["--cacert", server.caCertificatePath, server.url("/a.txt")])
            #expect(trusted.status == 0)
            #expect(trusted.output == body)
            let byName = try Self.curl(["--cacert", server.caCertificatePath, "https://localhost:\(server.port)/a.txt"])
            #expect(byName.output == body)
            let untrusted = try Self.curl([server.url("/a.txt")])
            #expect(untrusted.status == 60)  // CURLE_PEER_FAILED_VERIFICATION
            let missing = try Self.curl([
                "--cacert", server.caCertificatePath, "-w", "%{http_code}", "-o", "/dev/null", server.url("/nope"),
            ])
            #expect(missing.output == Array("404".utf8))
            #expect(server.requestedPaths == ["/a.txt", "/a.txt", "/nope"])
        }
    }

    @Test func stopEndsThePythonProcess() throws {
        let server = try TestTLSServer()
        #expect(RawClient(port: server.port) != nil)
        server.stop()
        #expect(RawClient(port: server.port, timeout: .milliseconds(200)) == nil)
    }

    static let curlPath = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/curl" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    static func curl(_ arguments: [String]) throws -> (status: Int32, output: [UInt8]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(curlPath))
        process.arguments = ["-sS"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(data))
    }
}
