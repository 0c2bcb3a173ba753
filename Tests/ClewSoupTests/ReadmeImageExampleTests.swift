import Clew
import ClewImages
import ClewImagesTesting
import ClewSoup
import ClewTestSupport
import ClewTesting
import Testing

/// The README's image example, line for line but for the URL (a loopback server stands in for
/// example.org) and the prints, which a test collects instead.
@MainActor
@Suite("README image example")
struct ReadmeImageExampleTests {
    @Test func theImageExampleDownloadsWithTheLinkedLoader() async throws {
        try await withTestServer(Fixtures.routes) { server in
            let router = Router(renderer: RecordingRenderer())
            var printed: [String] = []
            func print(_ line: String) { printed.append(line) }

            let viewModel = ImageDownloadViewModel {
                BackgroundImage()
                    .onDownloaded { image in print("\(image?.pixelWidth ?? 0) px wide") }
                    .isDownloading { print("spinner on") }
                    .onError { text in print(text ?? "no error") }
            }
            router.navigate(
                to: ScreenBuilder(
                    ImageScreen(
                        title: "Background", url: server.url("/image.png"),
                        viewModel: viewModel)
                ).pushRoute())
            for await state in viewModel.states() where !state.isDownloading && state != .idle { break }
            #expect(printed == ["spinner on", "4 px wide"])
            #expect(DefaultImageLoader.installed is SoupImageLoader)
        }
    }

    @Test func theScriptedLoaderExampleNeedsNoNetwork() async {
        let pngBytes = Fixtures.png
        let loader = ScriptedImageLoader([
            "https://example.org/bg.png": .image(pngBytes, progress: [0.5, 1]),
            "https://example.org/gone.png": .failure(.serverResponse(statusCode: 404)),
        ])
        let viewModel = ImageDownloadViewModel(loader: loader)
        await viewModel.download(url: "https://example.org/gone.png")
        #expect(viewModel.networkError == "The server responded with status 404.")
    }
}
