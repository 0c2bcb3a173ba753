import Clew
import ClewImages
import ClewTestSupport
import Foundation
import Observation
import Testing

@Suite("ImageDownloadViewModel")
@MainActor
struct ImageDownloadViewModelTests {
    @Test func startsIdle() {
        let viewModel = ImageDownloadViewModel(loader: StubImageLoader(answers: [:]))
        #expect(viewModel.state == .idle)
        #expect(viewModel.image == nil && viewModel.networkError == nil && !viewModel.isDownloadingData)
    }

    @Test func aStaleResultNeverReplacesANewerOne() async throws {
        // The loader ignores cancellation and answers A after B; the view model must drop A.
        let loader = StubImageLoader(answers: [
            "stub://a": .init(
                result: .success(Fixtures.otherPNGImage), delay: .milliseconds(200), ignoresCancellation: true),
            "stub://b": .init(result: .success(Fixtures.pngImage)),
        ])
        let viewModel = ImageDownloadViewModel(loader: loader)
        viewModel.downloadImage(url: "stub://a")
        await viewModel.download(url: "stub://b")
        #expect(viewModel.state == .loaded(Fixtures.pngImage))
        for _ in 0..<100 where !loader.log.entries.contains("end stub://a") {
            try await Task.sleep(for: .milliseconds(10))
        }
        await Task.yield()
        #expect(loader.log.entries.contains("end stub://a"))
        #expect(viewModel.state == .loaded(Fixtures.pngImage))
        #expect(viewModel.image == Fixtures.pngImage)
    }

    @Test func aNewDownloadCancelsTheOneInFlight() async throws {
        let loader = StubImageLoader(answers: [
            "stub://slow": .init(result: .success(Fixtures.otherPNGImage), delay: .seconds(10)),
            "stub://fast": .init(result: .success(Fixtures.pngImage)),
        ])
        let viewModel = ImageDownloadViewModel(loader: loader)
        viewModel.downloadImage(url: "stub://slow")
        await viewModel.download(url: "stub://fast")
        for _ in 0..<100 where !loader.log.entries.contains("cancelled stub://slow") {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(loader.log.entries.contains("cancelled stub://slow"))
        #expect(viewModel.state == .loaded(Fixtures.pngImage))
    }

    @Test func cancellingTheAwaitingTaskCancelsTheDownload() async {
        let loader = StubImageLoader(answers: [
            "stub://slow": .init(result: .success(Fixtures.pngImage), delay: .seconds(10))
        ])
        let viewModel = ImageDownloadViewModel(loader: loader)
        let waiter = Task { await viewModel.download(url: "stub://slow") }
        try? await Task.sleep(for: .milliseconds(50))
        waiter.cancel()
        await waiter.value
        #expect(viewModel.state == .failed(.cancelled))
    }

    @Test func cancelWithNothingInFlightChangesNothing() async {
        let loader = StubImageLoader(answers: ["stub://a": .init(result: .success(Fixtures.pngImage))])
        let viewModel = ImageDownloadViewModel(loader: loader)
        await viewModel.download(url: "stub://a")
        viewModel.cancel()
        #expect(viewModel.state == .loaded(Fixtures.pngImage))
    }

    @Test func imagesOverThePixelLimitFromACustomLoaderAreRejected() async {
        let loader = StubImageLoader(answers: ["stub://a": .init(result: .success(Fixtures.pngImage))])
        let viewModel = ImageDownloadViewModel(limits: ImageDownloadLimits(maxPixelWidth: 2), loader: loader)
        await viewModel.download(url: "stub://a")
        #expect(viewModel.state == .failed(.dimensionsTooLarge(width: 4, height: 3)))
        #expect(viewModel.image == nil)
    }

    @Test func theViewModelAndItsEventsDeallocateWhenReleased() async {
        weak var weakViewModel: ImageDownloadViewModel?
        weak var weakEvent: BackgroundImage?
        weak var weakLog: DownloadLog?
        let loader = StubImageLoader(answers: ["stub://a": .init(result: .success(Fixtures.pngImage))])
        do {
            let event = BackgroundImage().onDownloaded { _ in }.isDownloading {}.onError { _ in }
            let log = DownloadLog { _ in }
            let viewModel = ImageDownloadViewModel(loader: loader) {
                event
                log
            }
            weakViewModel = viewModel
            weakEvent = event
            weakLog = log
            await viewModel.download(url: "stub://a")
            #expect(viewModel.image != nil)
        }
        #expect(weakViewModel == nil)
        #expect(weakEvent == nil)
        #expect(weakLog == nil)
    }

    @Test func releasingTheViewModelMidDownloadCancelsTheDownload() async throws {
        weak var weakViewModel: ImageDownloadViewModel?
        let loader = StubImageLoader(answers: [
            "stub://slow": .init(result: .success(Fixtures.pngImage), delay: .seconds(10))
        ])
        do {
            let viewModel = ImageDownloadViewModel(loader: loader) { BackgroundImage() }
            weakViewModel = viewModel
            viewModel.downloadImage(url: "stub://slow")
        }
        #expect(weakViewModel == nil)
        for _ in 0..<100 where !loader.log.entries.contains("cancelled stub://slow") {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(loader.log.entries.contains("cancelled stub://slow"))
    }

    @Test func statesStreamStartsWithTheCurrentStateAndFollowsChanges() async {
        let loader = StubImageLoader(answers: [
            "stub://a": .init(result: .success(Fixtures.pngImage), progressSteps: [1])
        ])
        let viewModel = ImageDownloadViewModel(loader: loader)
        let states = viewModel.states()
        await viewModel.download(url: "stub://a")
        var seen: [ImageDownloadState] = []
        for await state in states {
            seen.append(state)
            if case .loaded = state { break }
        }
        #expect(seen == [.idle, .downloading(progress: nil), .downloading(progress: 1), .loaded(Fixtures.pngImage)])
    }

    @Test func observersCanBeRemoved() async {
        let loader = StubImageLoader(answers: ["stub://a": .init(result: .success(Fixtures.pngImage))])
        let viewModel = ImageDownloadViewModel(loader: loader)
        let recorder = Recorder()
        let id = viewModel.observe { _ in recorder.starts += 1 }
        await viewModel.download(url: "stub://a")
        let count = recorder.starts
        viewModel.removeObserver(id)
        await viewModel.download(url: "stub://a")
        #expect(count == 2)
        #expect(recorder.starts == count)
    }

    @Test func stateIsObservableThroughTheObservationModule() async {
        let loader = StubImageLoader(answers: ["stub://a": .init(result: .success(Fixtures.pngImage))])
        let viewModel = ImageDownloadViewModel(loader: loader)
        let changed = ChangeFlag()
        withObservationTracking {
            _ = viewModel.isDownloadingData
        } onChange: {
            changed.set()
        }
        await viewModel.download(url: "stub://a")
        #expect(changed.value)
    }
}

/// A flag set from an observation `onChange` callback (which may run on any thread).
final class ChangeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func set() { lock.withLock { flag = true } }
    var value: Bool { lock.withLock { flag } }
}
