import CSoup
import ClewImages
import ClewTestSupport
import Foundation
import Testing

@testable import ClewSoup

/// libsoup is not linked but loaded at the first http(s) download; when it cannot be, downloads
/// fail with a message instead of the process crashing.
@Suite("libsoup loader: loading libsoup at the first download")
struct SoupLibraryLoadingTests {
    @Test func theInstalledLibsoupLoads() {
        #expect(clew_soup_load_error() == nil)
        #expect(clew_soup_session_get_type() != 0)
    }

    @Test func aMissingLibraryIsAnErrorMessage() throws {
        let reason = try #require(clew_soup_check_library("libclew-no-such-soup.so.0"))
        defer { g_free(reason) }
        let message = String(cString: reason)
        #expect(message.hasPrefix("libsoup 3 is not installed (libclew-no-such-soup.so.0 could not be loaded: "))
        #expect(message.contains("cannot open shared object file"))
    }

    @Test func aLibraryWithoutLibsoupsFunctionsIsRefused() throws {
        let reason = try #require(clew_soup_check_library("libglib-2.0.so.0"))
        defer { g_free(reason) }
        #expect(
            String(cString: reason) == "libglib-2.0.so.0 is not a usable libsoup 3: it has no soup_session_get_type")
    }
}

@Suite("libsoup loader: downloads where libsoup cannot be loaded")
struct SoupWithoutLibsoupTests {
    static let reason = "libsoup 3 is not installed (libsoup-3.0.so.0 could not be loaded: no such file)"
    let loader = SoupImageLoader(configuration: .init(), loadLibsoup: { Self.reason })

    @Test func anHTTPDownloadFailsWithTheReason() async {
        await #expect(throws: ImageDownloadError.transport(Self.reason)) {
            try await loader.loadImage(from: "http://127.0.0.1:9/image.png", limits: .default) { _ in }
        }
        // Asked again, the session gives the same answer rather than trying again.
        await #expect(throws: ImageDownloadError.transport(Self.reason)) {
            try await loader.loadImage(from: "https://127.0.0.1:9/image.png", limits: .default) { _ in }
        }
    }

    @Test func aFileDownloadNeedsNoLibsoup() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clew-\(UUID().uuidString).png").path
        try Data(Fixtures.png).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try await loader.loadImage(from: "file://\(path)", limits: .default) { _ in }
        #expect(Array(image.bytes) == Fixtures.png)
    }
}
