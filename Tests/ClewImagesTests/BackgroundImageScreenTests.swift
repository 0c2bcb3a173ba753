import Clew
import ClewImages
import ClewImagesTesting
import ClewTestSupport
import ClewTesting
import Testing

/// Seed 002's background-image screen, routed and shown headlessly.
@MainActor
@Suite("Background-image screen through the router (seed 002)")
struct BackgroundImageScreenTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
    }

    func screen(_ answers: [String: StubImageLoader.Answer]) -> ImageScreen {
        ImageScreen(
            title: "Background", url: "good", showsURLEntry: true,
            viewModel: ImageDownloadViewModel(loader: StubImageLoader(answers: answers)))
    }

    func waitUntilSettled(_ screen: ImageScreen) async {
        for _ in 0..<500 where screen.viewModel.isDownloadingData {
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    @Test func pushingTheScreenDownloadsItsURLAndShowsTheImage() async throws {
        let screen = screen(["good": .init(result: .success(.testPNG(width: 64, height: 32)))])
        router.navigate(to: ScreenBuilder(screen).pushRoute())
        #expect(renderer.imageDisplay(on: screen)?.isDownloading == true)
        await waitUntilSettled(screen)

        let display = try #require(renderer.imageDisplay(on: screen))
        #expect(display.image?.pixelWidth == 64)
        #expect(!display.isDownloading)
        #expect(display.errorText == nil)
        #expect(
            renderer.events == [
                .pushed("Background"),
                .image(.downloading, on: "Background"),
                .image(.loaded(width: 64, height: 32, format: "png"), on: "Background"),
            ])
    }

    @Test func aFailureKeepsTheImageAndRetryLoadsAgain() async throws {
        let screen = screen([
            "good": .init(result: .success(.testPNG(width: 8, height: 8))),
            "missing": .init(result: .failure(.serverResponse(statusCode: 404))),
        ])
        router.navigate(to: ScreenBuilder(screen).pushRoute())
        await waitUntilSettled(screen)
        screen.load(url: "missing")
        await waitUntilSettled(screen)

        let display = try #require(renderer.imageDisplay(on: screen))
        #expect(display.image?.pixelWidth == 8)
        #expect(display.showsRetry)
        #expect(
            display.summary == .failed(ImageDownloadError.serverResponse(statusCode: 404).description, keepsImage: true)
        )

        try renderer.tapRetry(on: screen)
        #expect(renderer.imageDisplay(on: screen)?.isDownloading == true)
        await waitUntilSettled(screen)
        #expect(renderer.imageDisplay(on: screen)?.errorText != nil)
    }

    @Test func retryWithoutAnErrorThrows() async throws {
        let screen = screen(["good": .init(result: .success(.testPNG(width: 8, height: 8)))])
        router.navigate(to: ScreenBuilder(screen).pushRoute())
        await waitUntilSettled(screen)
        #expect(throws: RecordingRendererError.noRetryButton) { try renderer.tapRetry(on: screen) }
    }

    @Test func afterThePopTheScreenIsNoLongerFollowed() async throws {
        router.navigate(to: ScreenBuilder(PlainScreen("Home")).pushRoute())
        let screen = screen(["good": .init(result: .success(.testPNG(width: 8, height: 8)), delay: .milliseconds(30))])
        router.navigate(to: ScreenBuilder(screen).pushRoute())
        router.navigate(to: router.popRoute())
        await waitUntilSettled(screen)
        #expect(!renderer.events.contains(.image(.loaded(width: 8, height: 8, format: "png"), on: "Background")))
    }

    @Test func aRendererWithoutImagesRejectsTheScreen() {
        let router = Router(renderer: DialogOnlyRenderer())
        var result: NavigationResult?
        router.navigate(to: ScreenBuilder(screen([:])).presentRoute()) { result = $0 }
        guard case .failure(let error)? = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(
            error.description
                == "DialogOnlyRenderer cannot show images (ImageRendering): it does not implement that capability.")
    }
}
