import ClewTestSupport
import Testing

@Suite("Stalled, trickling and unanswered responses")
struct StallTests {
    static let png = TestImages.png(width: 16, height: 16)

    @Test func aStallSendsHeadersAndPrefixThenHoldsUntilTheClientCloses() async throws {
        try await withTestServer([
            "/stall.png": .stalled(after: Array(Self.png.prefix(10)), declaredLength: Self.png.count)
        ]) { server in
            let client = try #require(RawClient(port: server.port))
            client.get("/stall.png")
            // The head and the prefix, however long a loaded machine takes to send them; then the
            // stall: nothing more, and the connection stays open.
            var received = client.read(for: .seconds(10)) { $0.suffix(10).elementsEqual(Self.png.prefix(10)) }
            let more = client.read(for: .milliseconds(300))
            received.bytes += more.bytes
            #expect(!received.ended && !more.ended)
            let text = String(decoding: received.bytes, as: UTF8.self)
            #expect(text.contains("Content-Length: \(Self.png.count)\r\n"))
            #expect(received.bytes.suffix(10) == Self.png.prefix(10))
            #expect(server.clientCloseTimes("/stall.png").isEmpty)

            let closedAt = ContinuousClock.now
            client.close()
            let seen = try #require(await server.waitForClientClose(path: "/stall.png", timeout: .seconds(1)))
            #expect(seen - closedAt < .milliseconds(500))  // event-driven, ~5 ms; the slack is for loaded machines
            #expect(seen >= closedAt)
            #expect(try #require(server.requestTimes("/stall.png").first) < closedAt)
        }
    }

    @Test func closesAreTiedToTheirRequest() async throws {
        try await withTestServer(["/old.png": .stalled(declaredLength: 100), "/new.png": .image(Self.png)]) { server in
            let old = try #require(RawClient(port: server.port))
            old.get("/old.png")
            #expect(await server.waitForRequest(path: "/old.png") != nil)
            let new = try #require(RawClient(port: server.port))
            new.get("/new.png")
            _ = new.response()
            old.close()
            let closed = try #require(await server.waitForClientClose(path: "/old.png"))
            let newStarted = try #require(server.requestTimes("/new.png").first)
            #expect(closed - newStarted < .milliseconds(100))
            // The server finished /new.png itself, so no client close is recorded for it.
            #expect(server.clientCloseTimes("/new.png").isEmpty)
        }
    }

    @Test func aTrickleNeverEndsAndStopsWhenTheClientCloses() async throws {
        try await withTestServer(["/t.png": .trickle(after: Array(Self.png.prefix(8)), every: .milliseconds(20))]) {
            server in
            let client = try #require(RawClient(port: server.port))
            client.get("/t.png")
            let received = client.read(for: .milliseconds(500))
            #expect(!received.ended)
            let text = String(decoding: received.bytes, as: UTF8.self)
            #expect(!text.contains("Content-Length"))
            let body = try #require(text.range(of: "\r\n\r\n")).upperBound.utf16Offset(in: text)
            let trickled = received.bytes.count - body - 8
            #expect((5...26).contains(trickled), "\(trickled) bytes in 500 ms at one per 20 ms")
            client.close()
            #expect(await server.waitForClientClose(path: "/t.png", timeout: .seconds(1)) != nil)
        }
    }

    @Test func unansweredSendsNothing() async throws {
        try await withTestServer(["/silent": .unanswered]) { server in
            let client = try #require(RawClient(port: server.port))
            client.get("/silent")
            let received = client.read(for: .milliseconds(300))
            #expect(received.bytes.isEmpty && !received.ended)
            client.close()
            #expect(await server.waitForClientClose(path: "/silent", timeout: .seconds(1)) != nil)
        }
    }

    @Test func stopEndsHeldConnections() async throws {
        let server = try TestHTTPServer(routes: ["/stall.png": .stalled(declaredLength: 100)])
        let client = try #require(RawClient(port: server.port))
        client.get("/stall.png")
        #expect(await server.waitForRequest(path: "/stall.png") != nil)
        let stopped = ContinuousClock.now
        server.stop()
        #expect(client.read(for: .seconds(1)).ended)
        #expect(ContinuousClock.now - stopped < .milliseconds(200))
    }

    @Test(arguments: ["/b.png", "b.png", "../img/b.png", "ftp://127.0.0.1/b.png", "data:image/png;base64,AA=="])
    func redirectsSendTheLocationVerbatim(_ location: String) async throws {
        try await withTestServer(["/a/c.png": .redirect(to: location, status: 307)]) { server in
            let client = try #require(RawClient(port: server.port))
            client.get("/a/c.png")
            let response = client.response()
            #expect(response.head.first == "HTTP/1.1 307 Temporary Redirect")
            #expect(response.head.header("Location") == location)
        }
    }
}
