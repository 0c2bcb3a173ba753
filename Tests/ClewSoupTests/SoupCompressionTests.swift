import ClewImages
import ClewSoup
import ClewTestSupport
import Testing

/// Compressed bodies are decoded, and every limit applies to the decoded bytes.
@MainActor
@Suite("libsoup loader: gzip and deflate bodies")
struct SoupCompressionTests {
    /// A PNG header then zeros: 4 MiB decoded, a few KiB on the wire.
    nonisolated static let bomb = TestResponse.compressionBomb(
        decompressedSize: 4 << 20, after: TestImages.pngHeader(width: 64, height: 64)
    )

    @Test(arguments: TestContentCoding.allCases)
    func aCompressedImageArrivesDecoded(_ coding: TestContentCoding) async throws {
        // A PNG header and zeros compress well: the decoded size is far larger than Content-Length.
        let png = TestImages.pngHeader(width: 256, height: 256, padding: 200_000)
        let response = TestResponse.compressed(png, as: coding)
        #expect(response.body.count < png.count)
        try await withTestServer(["/flat.png": response]) { server in
            let recorder = Recorder()
            let viewModel = ImageDownloadViewModel(loader: SoupImageLoader()) {
                BackgroundImage().onProgress { recorder.progress.append($0) }
            }
            await viewModel.download(url: server.url("/flat.png"))
            let expected = try DownloadedImage(bytes: png)
            #expect(viewModel.state == .loaded(expected))
            #expect(recorder.progress.last == 1)
            #expect(server.requests("/flat.png").first?.headers["accept-encoding"]?.contains("gzip") == true)
        }
    }

    @Test func theByteCapAppliesToDecodedBytes() async throws {
        try await withTestServer(["/bomb.png": Self.bomb]) { server in
            #expect(Self.bomb.body.count < 64 * 1024)
            let viewModel = ImageDownloadViewModel(
                limits: ImageDownloadLimits(maxBytes: 1 << 20), loader: SoupImageLoader())
            await viewModel.download(url: server.url("/bomb.png"))
            #expect(viewModel.state == .failed(.tooLarge(limit: 1 << 20)))
        }
    }

    @Test func aDamagedGzipBodyIsNamed() async throws {
        // The image decodes, but the gzip trailer's checksum does not match it.
        var body = TestCompression.compress(TestImages.png(width: 32, height: 32), as: .gzip)
        body[body.count - 8] ^= 0xFF
        let damaged = TestResponse(headers: ["Content-Type": "image/png", "Content-Encoding": "gzip"], body: body)
        try await withTestServer(["/damaged.png": damaged]) { server in
            let viewModel = ImageDownloadViewModel(loader: SoupImageLoader())
            await viewModel.download(url: server.url("/damaged.png"))
            #expect(viewModel.state == .failed(.corruptEncoding("gzip")))
            #expect(viewModel.networkError == "The server sent a damaged gzip-compressed image.")
        }
    }
}
