import ClewImages
import ClewSoup
import ClewTestSupport
import Testing

/// The latest request wins by cancelling the older one's GCancellable: its connection closes at once.
@MainActor
@Suite("libsoup loader: cancellation closes the connection")
struct SoupCancellationTests {
    @Test func aStalledOlderRequestIsClosedWithin100msOfTheNewerOne() async throws {
        let routes: [String: TestResponse] = [
            "/stalled.png": .stalled(
                after: Array(Fixtures.largePNG.prefix(100)), declaredLength: Fixtures.largePNG.count),
            "/image.png": .image(Fixtures.png),
        ]
        try await withTestServer(routes) { server in
            let viewModel = ImageDownloadViewModel(loader: SoupImageLoader())
            viewModel.downloadImage(url: server.url("/stalled.png"))
            #expect(await server.waitForRequest(path: "/stalled.png") != nil)

            await viewModel.download(url: server.url("/image.png"))
            #expect(viewModel.state == .loaded(Fixtures.pngImage))
            let newerStarted = try #require(server.requestTimes("/image.png").first)
            let closed = try #require(await server.waitForClientClose(path: "/stalled.png", timeout: .seconds(2)))
            #expect(
                closed - newerStarted < .milliseconds(100), "closed \(closed - newerStarted) after the newer request")
        }
    }

    @Test func cancellingTheViewModelClosesTheConnectionAndKeepsTheImage() async throws {
        let routes: [String: TestResponse] = [
            "/image.png": .image(Fixtures.png),
            "/stalled.png": .stalled(declaredLength: 10_000),
        ]
        try await withTestServer(routes) { server in
            let viewModel = ImageDownloadViewModel(loader: SoupImageLoader())
            await viewModel.download(url: server.url("/image.png"))
            viewModel.downloadImage(url: server.url("/stalled.png"))
            #expect(await server.waitForRequest(path: "/stalled.png") != nil)
            let cancelledAt = ContinuousClock.now
            viewModel.cancel()
            #expect(viewModel.state == .failed(.cancelled))
            #expect(viewModel.image == Fixtures.pngImage)
            let closed = try #require(await server.waitForClientClose(path: "/stalled.png", timeout: .seconds(2)))
            #expect(closed - cancelledAt < .milliseconds(100))
        }
    }

    @Test func aTaskCancelledBeforeItStartsReadsNothing() async throws {
        try await withTestServer(["/image.png": .image(Fixtures.png)]) { server in
            let loader = SoupImageLoader()
            let download = Task {
                try await loader.loadImage(from: server.url("/image.png"), limits: .default) { _ in }
            }
            download.cancel()
            await #expect(throws: ImageDownloadError.cancelled) { try await download.value }
        }
    }
}
