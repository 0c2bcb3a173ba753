import Clew
import ClewImages
import ClewTestSupport
import Testing

@Suite("ViewModelBuilder DSL")
@MainActor
struct ViewModelBuilderTests {
    let good = "stub://good"
    let bad = "stub://bad"

    var loader: StubImageLoader {
        StubImageLoader(answers: [
            good: .init(result: .success(Fixtures.pngImage), progressSteps: [0.5, 1]),
            bad: .init(result: .failure(.serverResponse(statusCode: 404))),
        ])
    }

    @Test(arguments: [true, false])
    func ifElseAndForCompose(_ showDiagnostics: Bool) async {
        let recorder = Recorder()
        let names = ["first", "second", "third"]
        let diagnostics = DownloadLog { _ in }
        let viewModel = ImageDownloadViewModel(loader: loader) {
            BackgroundImage().onDownloaded { recorder.images.append($0) }
            if showDiagnostics { diagnostics }
            if showDiagnostics {
                DownloadLog { recorder.lines.append("either-first: \($0)") }
            } else {
                DownloadLog { recorder.lines.append("either-second: \($0)") }
            }
            for name in names {
                DownloadLog { recorder.lines.append("\(name): \($0)") }
            }
        }
        await viewModel.download(url: good)

        #expect(recorder.images == [Fixtures.pngImage])
        #expect(diagnostics.lines.isEmpty == !showDiagnostics)
        let branch = showDiagnostics ? "either-first" : "either-second"
        let loaded = DownloadLog.line(
            for: ImageDownloadTransition(
                from: .downloading(progress: 1), to: .loaded(Fixtures.pngImage), startsNewDownload: false, url: good))
        #expect(
            recorder.lines.filter { $0.hasSuffix(loaded) }.map { $0.split(separator: ":")[0] }
                == [Substring(branch), "first", "second", "third"])
    }

    @Test func helpersReturningEventListsCompose() async {
        let log = DownloadLog { _ in }
        func standardEvents() -> [any ViewModelEvent] { [log, BackgroundImage()] }
        let viewModel = ImageDownloadViewModel(loader: loader) {
            standardEvents()
        }
        await viewModel.download(url: good)
        // Progress is coalesced (only the newest pending fraction is delivered), so 50% may be skipped.
        #expect(log.lines.first == "start stub://good")
        #expect(log.lines.dropFirst().dropLast().last == "progress 100%")
        #expect(log.lines.last == "loaded PNG 4×3 (\(Fixtures.png.count) bytes)")
    }

    @Test func nothingFiresWhenSubscribing() async {
        let recorder = Recorder()
        func event() -> BackgroundImage {
            BackgroundImage()
                .onDownloaded { recorder.images.append($0) }
                .isDownloading { recorder.starts += 1 }
                .onProgress { recorder.progress.append($0) }
                .onError { recorder.errors.append($0) }
        }
        let viewModel = ImageDownloadViewModel(loader: loader) { event() }
        #expect(recorder.starts == 0 && recorder.images.isEmpty && recorder.errors.isEmpty && recorder.progress.isEmpty)

        // Subscribing to a view model that already has an image and an error fires nothing either.
        await viewModel.download(url: good)
        await viewModel.download(url: bad)
        let before = (recorder.starts, recorder.images.count, recorder.errors.count, recorder.progress.count)
        event().perform(at: viewModel)
        let after = (recorder.starts, recorder.images.count, recorder.errors.count, recorder.progress.count)
        #expect(before == after)
    }

    @Test func isDownloadingFiresOnEachStartNotAtBuild() async {
        let recorder = Recorder()
        let viewModel = ImageDownloadViewModel(loader: loader) {
            BackgroundImage().isDownloading { recorder.starts += 1 }
        }
        #expect(recorder.starts == 0)
        await viewModel.download(url: good)
        #expect(recorder.starts == 1)
        await viewModel.download(url: bad)
        #expect(recorder.starts == 2)
        viewModel.downloadImage(url: good)
        #expect(recorder.starts == 3)  // fires synchronously when the download starts
        await viewModel.download(url: good)
        #expect(recorder.starts == 4)
    }

    @Test func onErrorReportsTheMessageAndThenItsClearing() async {
        let recorder = Recorder()
        let viewModel = ImageDownloadViewModel(loader: loader) {
            BackgroundImage()
                .onError { recorder.errors.append($0) }
                .onDownloaded { recorder.images.append($0) }
        }
        await viewModel.download(url: bad)
        await viewModel.download(url: bad)  // same error again: cleared at start, set at failure
        await viewModel.download(url: good)
        let message = ImageDownloadError.serverResponse(statusCode: 404).description
        #expect(recorder.errors == [message, nil, message, nil])
        #expect(recorder.images == [Fixtures.pngImage])
    }

    @Test func progressIsReportedInOrderAndEndsAtOne() async {
        let recorder = Recorder()
        let viewModel = ImageDownloadViewModel(loader: loader) {
            BackgroundImage().onProgress { recorder.progress.append($0) }
        }
        await viewModel.download(url: good)
        #expect(recorder.progress.last == 1)
        #expect(recorder.progress == recorder.progress.sorted())
    }
}

/// The seed's own spelling still compiles (deprecated, so this helper is too; nothing calls it).
@available(*, deprecated, message: "compiles the seed's spelling on purpose")
@MainActor
func seedStyleViewModel(spinner: @escaping @MainActor () -> Void) -> ImageDownloadViewModel {
    ImageDownloadViewModel {
        BackgroundImage()
            .onDownloaded { _ in }
            .isDowloading(spinner)
            .onError { _ in }
    }
}
