import ClewImages
import ClewSoup
import ClewTestSupport
import Testing

/// Redirects are followed by the loader itself: bounded, relative ones resolved, http(s) only.
@MainActor
@Suite("libsoup loader: redirects")
struct SoupRedirectTests {
    nonisolated static let routes: [String: TestResponse] = [
        "/img/a.png": .image(Fixtures.png),
        "/absolute": .redirect(to: "/img/a.png"),
        "/img/relative": .redirect(to: "a.png"),
        "/img/deep/up": .redirect(to: "../a.png", status: 307),
        "/to-ftp": .redirect(to: "ftp://127.0.0.1/a.png"),
        "/to-file": .redirect(to: "file:///etc/passwd"),
        "/one": .redirect(to: "/two"),
        "/two": .redirect(to: "/img/a.png"),
    ]

    @Test(arguments: ["/absolute", "/img/relative", "/img/deep/up"])
    func relativeLocationsAreResolvedAgainstTheRequest(_ path: String) async throws {
        try await withTestServer(Self.routes) { server in
            let viewModel = ImageDownloadViewModel(loader: SoupImageLoader())
            await viewModel.download(url: server.url(path))
            #expect(viewModel.state == .loaded(Fixtures.pngImage))
            #expect(server.requestedPaths == [path, "/img/a.png"])
        }
    }

    @Test(arguments: [("/to-ftp", "ftp"), ("/to-file", "file")])
    func aRedirectToAnotherSchemeIsRefusedAndNothingIsRead(_ path: String, _ scheme: String) async throws {
        try await withTestServer(Self.routes) { server in
            let viewModel = ImageDownloadViewModel(loader: SoupImageLoader())
            await viewModel.download(url: server.url(path))
            #expect(viewModel.state == .failed(.redirectToUnsupportedScheme(scheme)))
            #expect(viewModel.networkError?.contains("“\(scheme):”") == true)
            #expect(server.requestedPaths == [path])
        }
    }

    @Test func theRedirectLimitIsConfigurable() async throws {
        try await withTestServer(Self.routes) { server in
            let strict = ImageDownloadViewModel(loader: SoupImageLoader(configuration: .init(maxRedirects: 1)))
            await strict.download(url: server.url("/one"))
            #expect(strict.state == .failed(.tooManyRedirects))
            let lenient = ImageDownloadViewModel(loader: SoupImageLoader(configuration: .init(maxRedirects: 2)))
            await lenient.download(url: server.url("/one"))
            #expect(lenient.state == .loaded(Fixtures.pngImage))
        }
    }
}
