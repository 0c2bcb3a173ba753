import ClewImages
import ClewSoup
import ClewTestSupport
import Testing

/// https through glib-networking: a certificate authority the test trusts explicitly, and the clear
/// error when nothing vouches for the server.
@MainActor
@Suite("libsoup loader: https")
struct SoupTLSTests {
    @Test func aServerSignedByATrustedAuthorityDelivers() async throws {
        try await withTLSServer(["/secure.png": .image(Fixtures.png)]) { server in
            let loader = SoupImageLoader(configuration: .init(certificateAuthorities: server.caCertificatePath))
            let viewModel = ImageDownloadViewModel(loader: loader)
            await viewModel.download(url: server.url("/secure.png"))
            #expect(viewModel.state == .loaded(Fixtures.pngImage))
        }
    }

    @Test func anUntrustedCertificateIsAClearErrorAndReadsNothing() async throws {
        try await withTLSServer(["/secure.png": .image(Fixtures.png)]) { server in
            let viewModel = ImageDownloadViewModel(loader: SoupImageLoader())  // the system's authorities only
            await viewModel.download(url: server.url("/secure.png"))
            #expect(
                viewModel.state
                    == .failed(.untrustedCertificate(host: "127.0.0.1", reason: "is signed by an unknown authority")))
            #expect(
                viewModel.networkError
                    == "The connection to “127.0.0.1” is not secure: its certificate is signed by an unknown authority."
            )
            #expect(server.requestedPaths.isEmpty)
        }
    }

    @Test func anUnreadableAuthorityFileIsReportedNotIgnored() async {
        let loader = SoupImageLoader(configuration: .init(certificateAuthorities: "/nonexistent/ca.pem"))
        let viewModel = ImageDownloadViewModel(loader: loader)
        await viewModel.download(url: "https://127.0.0.1:9/a.png")
        guard case .failed(.transport(let message)) = viewModel.state else {
            Issue.record("expected a transport error, got \(viewModel.state)")
            return
        }
        #expect(message.contains("/nonexistent/ca.pem"))
    }
}
