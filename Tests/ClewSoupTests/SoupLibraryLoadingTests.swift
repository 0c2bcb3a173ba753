import CSoup
import Testing

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
