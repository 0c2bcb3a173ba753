import Clew

/// Why an image download failed. Each case has a human ``description``, one line: what it
/// quotes from the URL, the server or the system (the URL, a scheme, a host, a path, a header's
/// value, a transport message) is escaped with ``UntrustedText``, so a hostile server or link
/// cannot put control characters, bidi overrides or a megabyte of text into it.
///
/// ```swift
/// if viewModel.error == .serverResponse(statusCode: 404) { showPlaceholder() }
/// print(ImageDownloadError.timedOut)   // The download took too long and was stopped.
/// ```
public enum ImageDownloadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not a URL (empty, spaces, no scheme, no host).
    case invalidURL(String)
    /// The URL's scheme is not http, https or file.
    case unsupportedScheme(String)
    /// The server answered with a status other than 2xx.
    case serverResponse(statusCode: Int)
    /// The body is not an image Clew recognises (an HTML page, for instance).
    case notAnImage
    /// The body is an image in a format Clew does not handle, e.g. `"TIFF"`.
    case unsupportedFormat(String)
    /// The body is, or announced it would be, larger than the byte limit.
    case tooLarge(limit: Int)
    /// The header declares more pixels than allowed; found before any decoding.
    case dimensionsTooLarge(width: Int, height: Int)
    /// The body ended before the image header did, or before the declared Content-Length.
    case truncatedImage
    /// The header has the right signature but impossible contents.
    case corruptImage(ImageFormat)
    /// Redirects went round in a loop or exceeded the redirect limit.
    case tooManyRedirects
    /// The download took longer than the configured time limit.
    case timedOut
    /// The download was cancelled (by ``ImageDownloadViewModel/cancel()`` or task cancellation).
    case cancelled
    /// A local file URL names a file that does not exist or cannot be read.
    case fileNotReadable(path: String)
    /// Any other transport failure (connection refused, DNS), with the system's message.
    case transport(String)
    /// No connection to `host` could be made within ``ImageDownloadLimits/connectTimeout``.
    case connectTimedOut(host: String)
    /// The server sent nothing for ``ImageDownloadLimits/idleTimeout`` in the middle of a download.
    case stalled
    /// A redirect pointed at a URL that is not http or https; nothing was read from it.
    case redirectToUnsupportedScheme(String)
    /// The server's TLS certificate for `host` is not trusted; `reason` says why.
    case untrustedCertificate(host: String, reason: String)
    /// A compressed body (`gzip`, `deflate`…) could not be decoded.
    case corruptEncoding(String)
    /// No ``ImageLoader`` was passed and none is installed as ``DefaultImageLoader``.
    case noImageLoader

    /// A sentence suitable for showing to a user.
    ///
    /// ```swift
    /// ImageDownloadError.serverResponse(statusCode: 404).description
    /// // "The server responded with status 404."
    /// ```
    public var description: String {
        switch self {
        case .invalidURL(let text):
            "\(UntrustedText.quoted(text)) is not a valid URL."
        case .unsupportedScheme(let scheme):
            "URLs starting with “\(UntrustedText.escaped(scheme)):” are not supported; use http, https or file."
        case .serverResponse(let statusCode):
            "The server responded with status \(statusCode)."
        case .notAnImage:
            "The downloaded file is not an image."
        case .unsupportedFormat(let format):
            "\(UntrustedText.escaped(format)) images are not supported."
        case .tooLarge(let limit):
            "The image is larger than the \(ByteCountText.text(for: limit)) limit."
        case .dimensionsTooLarge(let width, let height):
            "The image is \(width) × \(height) pixels, which is too large to display."
        case .truncatedImage:
            "The image file is incomplete."
        case .corruptImage(let format):
            "The \(format) image is damaged."
        case .tooManyRedirects:
            "The server redirected too many times."
        case .timedOut:
            "The download took too long and was stopped."
        case .cancelled:
            "The download was cancelled."
        case .fileNotReadable(let path):
            "The file \(UntrustedText.quoted(path, limit: UntrustedText.longLimit)) cannot be read."
        case .transport(let message):
            "The download failed: \(UntrustedText.escaped(message, limit: UntrustedText.longLimit))"
        case .connectTimedOut(let host):
            "Could not connect to \(UntrustedText.quoted(host)) in time."
        case .stalled:
            "The server stopped sending the image."
        case .redirectToUnsupportedScheme(let scheme):
            "The server redirected to a “\(UntrustedText.escaped(scheme)):” URL; only http and https redirects are followed."
        case .untrustedCertificate(let host, let reason):
            "The connection to \(UntrustedText.quoted(host)) is not secure: its certificate \(UntrustedText.escaped(reason))."
        case .corruptEncoding(let encoding):
            "The server sent a damaged \(UntrustedText.escaped(encoding))-compressed image."
        case .noImageLoader:
            "No image loader is installed: link ClewSoup (libsoup 3), or pass a loader to ImageDownloadViewModel(loader:)."
        }
    }
}

/// Formats byte counts as "50 MB", "1000 bytes"… for error messages (binary multiples).
enum ByteCountText {
    static func text(for bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        if bytes >= mebibyte, bytes % mebibyte == 0 { return "\(bytes / mebibyte) MB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
        return "\(bytes)-byte"
    }
}

extension ImageDownloadError {
    /// Turns whatever a loader threw into an ``ImageDownloadError``.
    init(loading error: any Error) {
        switch error {
        case let error as ImageDownloadError: self = error
        case is CancellationError: self = .cancelled
        default: self = .transport(String(describing: error))
        }
    }
}
