import ClewImages
import ClewTestSupport
import ClewURLSession
import Foundation
import Testing

/// The optional Foundation loader still works for platforms without libsoup; the libsoup loader's
/// suites cover the behaviour in depth.
@MainActor
@Suite("URLSession image loader (optional product)")
struct URLSessionImageLoaderTests {
    let loader = URLSessionImageLoader()

    @Test func downloadsAPNGAndFollowsRedirects() async throws {
        try await withTestServer(Fixtures.routes) { server in
            let viewModel = ImageDownloadViewModel(loader: loader)
            await viewModel.download(url: server.url("/redirect"))
            #expect(viewModel.state == .loaded(Fixtures.pngImage))
            #expect(server.requestedPaths == ["/redirect", "/hop", "/image.png"])
        }
    }

    @Test(arguments: [
        ("/missing", ImageDownloadError.serverResponse(statusCode: 404)),
        ("/page.html", .notAnImage),
        ("/short-body.png", .truncatedImage),
    ])
    func failuresKeepTheirTypedErrors(_ path: String, _ expected: ImageDownloadError) async throws {
        try await withTestServer(Fixtures.routes) { server in
            let viewModel = ImageDownloadViewModel(loader: loader)
            await viewModel.download(url: server.url(path))
            #expect(viewModel.state == .failed(expected))
        }
    }

    @Test func readsFileURLsItself() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clew-\(UUID().uuidString).png").path
        try Data(Fixtures.png).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let viewModel = ImageDownloadViewModel(loader: loader)
        await viewModel.download(url: URL(fileURLWithPath: path).absoluteString)
        #expect(viewModel.image == Fixtures.pngImage)
    }

    /// A named pipe with no writer blocked the reader's thread in open(2) for ever; a device never ended.
    @Test(arguments: ["pipe", "device"])
    func aFileURLThatIsNotARegularFileFailsAtOnce(kind: String) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clew-\(UUID().uuidString)").path
        if kind == "pipe" {
            #expect(mkfifo(path, 0o600) == 0)
        } else {
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        }
        defer { unlink(path) }
        let start = ContinuousClock.now
        await #expect(throws: ImageDownloadError.fileNotReadable(path: path)) {
            try await loader.loadImage(from: URL(fileURLWithPath: path).absoluteString, limits: .default) { _ in }
        }
        // Before, it never ended; a generous bound, as the reader waits for a thread of the shared global
        // queue, which a full parallel test run keeps busy for seconds.
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test func errorsReadWellThroughFoundation() {
        let error: any Error = ImageDownloadError.timedOut
        #expect(error.localizedDescription == ImageDownloadError.timedOut.description)
    }
}
