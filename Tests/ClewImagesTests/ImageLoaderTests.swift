import ClewImagesTesting
import ClewTestSupport
import ClewTesting
import Testing

@testable import ClewImages

@MainActor
@Suite("Default and scripted loaders")
struct ImageLoaderTests {
    @Test func withNoLoaderInstalledADownloadSaysWhatToLink() async {
        // A slot of its own: the process's slot holds ClewSoup's loader in this test bundle.
        let viewModel = ImageDownloadViewModel(loader: DefaultImageLoader(slot: LoaderSlot()))
        await viewModel.download(url: "https://example.org/a.png")
        #expect(viewModel.state == .failed(.noImageLoader))
        #expect(viewModel.networkError?.contains("link ClewSoup") == true)
    }

    @Test func theFirstInstalledLoaderStaysUnlessReplacedOnPurpose() async {
        let slot = LoaderSlot()
        let first = ScriptedImageLoader(["a": .image(Fixtures.png)])
        let second = ScriptedImageLoader(["a": .failure(.timedOut)])
        #expect(slot.installIfNone(first))
        #expect(!slot.installIfNone(second))
        let viewModel = ImageDownloadViewModel(loader: DefaultImageLoader(slot: slot))
        await viewModel.download(url: "a")
        #expect(viewModel.state == .loaded(Fixtures.pngImage))
        slot.install(second)
        await viewModel.download(url: "a")
        #expect(viewModel.state == .failed(.timedOut))
    }

    @Test func theScriptedLoaderAnswersPerURLAndRecordsRequests() async {
        let loader = ScriptedImageLoader([
            "https://example.org/a.png": .image(Fixtures.png, progress: [0.5, 1]),
            "https://example.org/b.png": .failure(.serverResponse(statusCode: 503)),
        ])
        let recorder = Recorder()
        let viewModel = ImageDownloadViewModel(loader: loader) {
            BackgroundImage().onProgress { recorder.progress.append($0) }
        }
        await viewModel.download(url: "https://example.org/a.png")
        #expect(viewModel.image == Fixtures.pngImage)
        #expect(recorder.progress.last == 1)  // coalesced: 50% may be overtaken by 100%
        await viewModel.download(url: "https://example.org/b.png")
        #expect(viewModel.state == .failed(.serverResponse(statusCode: 503)))
        await viewModel.download(url: "https://example.org/unscripted.png")
        #expect(viewModel.state == .failed(.serverResponse(statusCode: 404)))
        #expect(
            loader.requests == [
                "https://example.org/a.png", "https://example.org/b.png", "https://example.org/unscripted.png",
            ])
        #expect(viewModel.image == Fixtures.pngImage)
    }

    @Test func aDelayedScriptedAnswerIsCancelledByANewerRequest() async {
        let loader = ScriptedImageLoader([
            "slow": .image(Fixtures.otherPNG, after: .seconds(120)),
            "fast": .image(Fixtures.png),
        ])
        let viewModel = ImageDownloadViewModel(loader: loader)
        viewModel.downloadImage(url: "slow")
        let clock = ContinuousClock()
        let elapsed = await clock.measure { await viewModel.download(url: "fast") }
        #expect(viewModel.state == .loaded(Fixtures.pngImage))
        // Not the slow answer's 120 s: it was cancelled. (21 s was seen under a load of 20 on 2 cores.)
        #expect(elapsed < .seconds(90))
    }

    @Test func theScriptedLoaderAppliesTheLimits() async {
        let loader = ScriptedImageLoader(["big": .image(Fixtures.largePNG)])
        let viewModel = ImageDownloadViewModel(limits: ImageDownloadLimits(maxBytes: 100), loader: loader)
        await viewModel.download(url: "big")
        #expect(viewModel.state == .failed(.tooLarge(limit: 100)))
    }
}
