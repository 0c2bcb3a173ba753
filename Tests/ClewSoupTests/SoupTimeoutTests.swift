import ClewImages
import ClewSoup
import ClewTestSupport
import Testing

/// Three limits, three errors: connecting, a server gone quiet, and the whole download.
///
/// These call the loader directly, off the main actor, so that the elapsed time they check is the
/// loader's own and not the wait for a main actor busy with the GTK suites. The upper bounds are
/// loose on purpose (14 s was seen under a load of 20 on 2 cores); what they rule out is waiting for
/// the other limit, 30 s.
@Suite("libsoup loader: connect, idle and total timeouts")
struct SoupTimeoutTests {
    /// Loads `url` and returns the error it failed with and how long that took.
    func failure(loading url: String, limits: ImageDownloadLimits) async -> (ImageDownloadError?, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try await SoupImageLoader().loadImage(from: url, limits: limits) { _ in }
            return (nil, clock.now - start)
        } catch {
            return (error as? ImageDownloadError, clock.now - start)
        }
    }

    @Test func aConnectionThatNeverCompletesIsAConnectTimeout() async throws {
        try await withBlackholeServer { server in
            let limits = ImageDownloadLimits(timeout: .seconds(30), connectTimeout: .milliseconds(300))
            let (error, elapsed) = await failure(loading: server.url(), limits: limits)
            #expect(error == .connectTimedOut(host: "127.0.0.1"))
            #expect(error?.description == "Could not connect to “127.0.0.1” in time.")
            #expect(elapsed >= .milliseconds(300) && elapsed < .seconds(25))
        }
    }

    @Test(arguments: [
        TestResponse.unanswered,
        .stalled(after: Array(Fixtures.largePNG.prefix(100)), declaredLength: Fixtures.largePNG.count),
    ])
    func aServerThatGoesQuietIsStalled(_ response: TestResponse) async throws {
        try await withTestServer(["/quiet.png": response]) { server in
            let limits = ImageDownloadLimits(timeout: .seconds(30), idleTimeout: .milliseconds(300))
            let (error, elapsed) = await failure(loading: server.url("/quiet.png"), limits: limits)
            #expect(error == .stalled)
            #expect(elapsed >= .milliseconds(300) && elapsed < .seconds(25))
            #expect(await server.waitForClientClose(path: "/quiet.png", timeout: .seconds(2)) != nil)
        }
    }

    @Test func aBodyThatNeverEndsHitsTheOverallLimit() async throws {
        let trickle = TestResponse.trickle(
            after: Array(Fixtures.largePNG.prefix(100)), every: .milliseconds(20),
            declaredLength: Fixtures.largePNG.count)
        try await withTestServer(["/trickle.png": trickle]) { server in
            let limits = ImageDownloadLimits(timeout: .milliseconds(600), idleTimeout: .seconds(30))
            let (error, elapsed) = await failure(loading: server.url("/trickle.png"), limits: limits)
            #expect(error == .timedOut)
            #expect(elapsed >= .milliseconds(600) && elapsed < .seconds(25))
        }
    }

    @MainActor
    @Test func theViewModelShowsTheTimeoutAndKeepsTheImage() async throws {
        let routes: [String: TestResponse] = ["/image.png": .image(Fixtures.png), "/quiet.png": .unanswered]
        try await withTestServer(routes) { server in
            let limits = ImageDownloadLimits(idleTimeout: .milliseconds(200))
            let viewModel = ImageDownloadViewModel(limits: limits, loader: SoupImageLoader())
            // The first download only has to succeed: 200 ms without a byte stalls it, which a loaded machine
            // (CI's lanes side by side) can reach, so it is tried again, a few times at most.
            for _ in 0..<5 where viewModel.image == nil { await viewModel.download(url: server.url("/image.png")) }
            await viewModel.download(url: server.url("/quiet.png"))
            #expect(viewModel.state == .failed(.stalled))
            #expect(viewModel.networkError == "The server stopped sending the image.")
            #expect(viewModel.image == Fixtures.pngImage)
        }
    }
}
