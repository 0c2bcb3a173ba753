import ClewImages
import Foundation

/// A URL string checked for what ``URLSessionImageLoader`` can fetch: http, https or file.
enum ImageURL: Sendable {
    case remote(URL)
    case file(path: String)

    /// Throws ``ImageDownloadError/invalidURL(_:)`` or ``ImageDownloadError/unsupportedScheme(_:)``.
    init(validating text: String) throws(ImageDownloadError) {
        guard !text.isEmpty, let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            throw .invalidURL(text)
        }
        switch scheme {
        case "http", "https":
            guard let host = url.host, !host.isEmpty else { throw .invalidURL(text) }
            self = .remote(url)
        case "file":
            let path = url.path
            guard !path.isEmpty else { throw .invalidURL(text) }
            self = .file(path: path)
        default:
            throw .unsupportedScheme(scheme)
        }
    }
}
