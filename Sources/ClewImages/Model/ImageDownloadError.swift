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
        // Users read these under the picture's place: translated (the `clew` domain). Only `noImageLoader`,
        // which tells the app's developer what to link, stays English.
        switch self {
        case .invalidURL(let text):
            // TRANSLATORS: %s is the text given as a URL, quoted.
            tr("%s is not a valid URL.").substituting(UntrustedText.quoted(text))
        case .unsupportedScheme(let scheme):
            // TRANSLATORS: %s is the start of the URL before the colon ("ftp").
            tr("URLs starting with “%s:” are not supported; use http, https or file.")
                .substituting(UntrustedText.escaped(scheme))
        case .serverResponse(let statusCode):
            // TRANSLATORS: %d is an HTTP status code such as 404.
            tr("The server responded with status %d.").substituting(statusCode)
        case .notAnImage:
            tr("The downloaded file is not an image.")
        case .unsupportedFormat(let format):
            // TRANSLATORS: %s is an image format's name ("TIFF").
            tr("%s images are not supported.").substituting(UntrustedText.escaped(format))
        case .tooLarge(let limit):
            // TRANSLATORS: %s is a size ("50 MB").
            tr("The image is larger than the %s limit.").substituting(ByteCountText.text(for: limit))
        case .dimensionsTooLarge(let width, let height):
            tr("The image is %d × %d pixels, which is too large to display.").substituting(width, height)
        case .truncatedImage:
            tr("The image file is incomplete.")
        case .corruptImage(let format):
            // TRANSLATORS: %s is an image format's name ("PNG").
            tr("The %s image is damaged.").substituting(format)
        case .tooManyRedirects:
            tr("The server redirected too many times.")
        case .timedOut:
            tr("The download took too long and was stopped.")
        case .cancelled:
            tr("The download was cancelled.")
        case .fileNotReadable(let path):
            // TRANSLATORS: %s is the file's path, quoted.
            tr("The file %s cannot be read.").substituting(UntrustedText.quoted(path, limit: UntrustedText.longLimit))
        case .transport(let message):
            // TRANSLATORS: %s is the system's own message (often English).
            tr("The download failed: %s")
                .substituting(UntrustedText.escaped(message, limit: UntrustedText.longLimit))
        case .connectTimedOut(let host):
            // TRANSLATORS: %s is the server's name, quoted.
            tr("Could not connect to %s in time.").substituting(UntrustedText.quoted(host))
        case .stalled:
            tr("The server stopped sending the image.")
        case .redirectToUnsupportedScheme(let scheme):
            tr("The server redirected to a “%s:” URL; only http and https redirects are followed.")
                .substituting(UntrustedText.escaped(scheme))
        case .untrustedCertificate(let host, let reason):
            // TRANSLATORS: %1$s is the server's name, quoted; %2$s the system's reason, in English
            // ("has expired"), which follows "its certificate".
            tr("The connection to %1$s is not secure: its certificate %2$s.")
                .substituting(UntrustedText.quoted(host), UntrustedText.escaped(reason))
        case .corruptEncoding(let encoding):
            // TRANSLATORS: %s is a compression's name ("gzip").
            tr("The server sent a damaged %s-compressed image.").substituting(UntrustedText.escaped(encoding))
        case .noImageLoader:
            "No image loader is installed: link ClewSoup (libsoup 3), or pass a loader to ImageDownloadViewModel(loader:)."
        }
    }
}

/// Formats byte counts as "50 MB", "1000 bytes"… for error messages (binary multiples).
enum ByteCountText {
    static func text(for bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        // TRANSLATORS: sizes in "The image is larger than the %s limit."
        if bytes >= mebibyte, bytes % mebibyte == 0 { return tr("%d MB").substituting(bytes / mebibyte) }
        if bytes >= 1024, bytes % 1024 == 0 { return tr("%d KB").substituting(bytes / 1024) }
        return tr("%d-byte", "%d-byte", count: bytes).substituting(bytes)
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
