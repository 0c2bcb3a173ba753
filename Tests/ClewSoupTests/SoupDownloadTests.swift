import Clew
import ClewImages
import ClewTestSupport
import Foundation
import Testing

/// One way a download can fail, against the real test server.
struct FailureCase: Sendable, CustomTestStringConvertible {
    let path: String
    let expected: ImageDownloadError
    var limits = ImageDownloadLimits(timeout: .seconds(10))
    var testDescription: String { "\(path) → \(expected)" }
}

@Suite("Image download over HTTP")
@MainActor
struct ImageDownloadServerTests {
    nonisolated static let failures: [FailureCase] = [
        FailureCase(path: "/missing", expected: .serverResponse(statusCode: 404)),
        FailureCase(path: "/boom", expected: .serverResponse(statusCode: 500)),
        FailureCase(path: "/page.html", expected: .notAnImage),
        FailureCase(path: "/truncated.png", expected: .truncatedImage),
        FailureCase(path: "/short-body.png", expected: .truncatedImage),
        FailureCase(path: "/huge.png", expected: .dimensionsTooLarge(width: 100_000, height: 100_000)),
        FailureCase(path: "/big.png", expected: .tooLarge(limit: 4096), limits: ImageDownloadLimits(maxBytes: 4096)),
        FailureCase(
            path: "/big-unsized.png", expected: .tooLarge(limit: 4096), limits: ImageDownloadLimits(maxBytes: 4096)),
        FailureCase(path: "/slow.png", expected: .timedOut, limits: ImageDownloadLimits(timeout: .seconds(1))),
        FailureCase(path: "/loop", expected: .tooManyRedirects),
    ]

    @Test func downloadsAPNG() async throws {
        try await withTestServer(Fixtures.routes) { server in
            let viewModel = ImageDownloadViewModel()
            await viewModel.download(url: server.url("/image.png"))
            #expect(viewModel.state == .loaded(Fixtures.pngImage))
            #expect(viewModel.image.map { Array($0.bytes) } == Fixtures.png)
            #expect(viewModel.image?.format == .png)
            #expect(viewModel.isDownloadingData == false)
            #expect(viewModel.networkError == nil)
        }
    }

    @Test func downloadsAJPEG() async throws {
        try await withTestServer(Fixtures.routes) { server in
            let viewModel = ImageDownloadViewModel()
            await viewModel.download(url: server.url("/photo.jpg"))
            let image = try #require(viewModel.image)
            #expect(image.header == ImageHeader(format: .jpeg, pixelWidth: 3, pixelHeight: 2))
            #expect(Array(image.bytes) == TestImages.jpeg)
        }
    }

    @Test(arguments: failures)
    func failureKeepsThePreviousImage(_ failure: FailureCase) async throws {
        try await withTestServer(Fixtures.routes) { server in
            let viewModel = ImageDownloadViewModel(limits: failure.limits)
            await viewModel.download(url: server.url("/image.png"))
            #expect(viewModel.image == Fixtures.pngImage)

            await viewModel.download(url: server.url(failure.path))
            #expect(viewModel.state == .failed(failure.expected))
            #expect(viewModel.error == failure.expected)
            #expect(viewModel.networkError == failure.expected.description)
            #expect(viewModel.image == Fixtures.pngImage)
            #expect(viewModel.isDownloadingData == false)
        }
    }

    @Test(arguments: [
        ("not a url", ImageDownloadError.invalidURL("not a url")),
        ("", .invalidURL("")),
        ("http://", .invalidURL("http://")),
        ("ftp://example.org/a.png", .unsupportedScheme("ftp")),
    ])
    func rejectsURLsItCannotFetch(_ text: String, _ expected: ImageDownloadError) async {
        let viewModel = ImageDownloadViewModel()
        await viewModel.download(url: text)
        #expect(viewModel.state == .failed(expected))
    }

    @Test func followsRedirectsToAGoodImage() async throws {
        try await withTestServer(Fixtures.routes) { server in
            let viewModel = ImageDownloadViewModel()
            await viewModel.download(url: server.url("/redirect"))
            #expect(viewModel.state == .loaded(Fixtures.pngImage))
            #expect(server.requestedPaths == ["/redirect", "/hop", "/image.png"])
        }
    }

    @Test func reportsProgressWhenTheSizeIsKnown() async throws {
        try await withTestServer(Fixtures.routes) { server in
            let recorder = Recorder()
            let viewModel = ImageDownloadViewModel {
                BackgroundImage().onProgress { recorder.progress.append($0) }
            }
            await viewModel.download(url: server.url("/large.png"))
            #expect(viewModel.image.map { Array($0.bytes) } == Fixtures.largePNG)
            #expect(!recorder.progress.isEmpty)
            #expect(recorder.progress == recorder.progress.sorted())
            #expect(recorder.progress.allSatisfy { (0...1).contains($0) })
            #expect(recorder.progress.last == 1)
        }
    }

    @Test func theLatestRequestWinsOverASlowerEarlierOne() async throws {
        try await withTestServer(Fixtures.routes) { server in
            let viewModel = ImageDownloadViewModel()
            viewModel.downloadImage(url: server.url("/slow-other.png"))  // answers after 0.5 s
            await viewModel.download(url: server.url("/image.png"))
            #expect(viewModel.state == .loaded(Fixtures.pngImage))
            try await Task.sleep(for: .milliseconds(800))  // long enough for the slow answer
            #expect(viewModel.state == .loaded(Fixtures.pngImage))
            #expect(viewModel.image == Fixtures.pngImage)
        }
    }

    @Test func cancelStopsTheDownloadAndKeepsTheImage() async throws {
        try await withTestServer(Fixtures.routes) { server in
            let viewModel = ImageDownloadViewModel()
            await viewModel.download(url: server.url("/image.png"))
            viewModel.downloadImage(url: server.url("/slow.png"))
            try await Task.sleep(for: .milliseconds(100))
            #expect(viewModel.isDownloadingData)
            viewModel.cancel()
            #expect(viewModel.state == .failed(.cancelled))
            #expect(viewModel.image == Fixtures.pngImage)
        }
    }
}
