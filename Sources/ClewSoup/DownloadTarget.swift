internal import CSoup
import ClewImages

/// A URL checked for what the loader can fetch, with GLib's URI parser: http, https or file.
enum DownloadTarget: Sendable {
    case remote(String)
    case file(String)

    /// Throws ``ImageDownloadError/invalidURL(_:)`` or ``ImageDownloadError/unsupportedScheme(_:)``.
    init(validating text: String) throws(ImageDownloadError) {
        guard !text.isEmpty, let uri = g_uri_parse(text, G_URI_FLAGS_ENCODED, nil) else { throw .invalidURL(text) }
        defer { g_uri_unref(uri) }
        let scheme = String(cString: g_uri_get_scheme(uri)).lowercased()
        switch scheme {
        case "http", "https":
            guard let host = g_uri_get_host(uri), host.pointee != 0 else { throw .invalidURL(text) }
            self = .remote(text)
        case "file":
            guard let path = g_uri_get_path(uri), path.pointee != 0 else { throw .invalidURL(text) }
            self = .file(text)
        default:
            throw .unsupportedScheme(scheme)
        }
    }
}
