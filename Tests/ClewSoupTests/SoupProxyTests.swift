import ClewImages
import ClewSoup
import ClewTestSupport
import Testing

/// A configured proxy carries every request; with none, GLib's resolver (GNOME's settings) decides.
@MainActor
@Suite("libsoup loader: proxies")
struct SoupProxyTests {
    @Test func aConfiguredProxyReceivesTheRequestInAbsoluteForm() async throws {
        // The test server plays the proxy: an http proxy is asked for the full URL.
        try await withTestServer(["http://images.example/a.png": .image(Fixtures.png)]) { proxy in
            let loader = SoupImageLoader(configuration: .init(proxy: "http://127.0.0.1:\(proxy.port)"))
            let viewModel = ImageDownloadViewModel(loader: loader)
            await viewModel.download(url: "http://images.example/a.png")
            #expect(viewModel.state == .loaded(Fixtures.pngImage))
            #expect(proxy.requestedPaths == ["http://images.example/a.png"])
        }
    }
}
