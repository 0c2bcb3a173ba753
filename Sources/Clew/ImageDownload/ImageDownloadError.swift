/// Why an image download failed. Each case has a human ``description``.
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
    /// Any other transport failure (connection refused, DNS, TLS), with the system's message.
    case transport(String)

    /// A sentence suitable for showing to a user.
    ///
    /// ```swift
    /// ImageDownloadError.serverResponse(statusCode: 404).description
    /// // "The server responded with status 404."
    /// ```
    public var description: String {
        switch self {
        case .invalidURL(let text):
            "“\(text)” is not a valid URL."
        case .unsupportedScheme(let scheme):
            "URLs starting with “\(scheme):” are not supported; use http, https or file."
        case .serverResponse(let statusCode):
            "The server responded with status \(statusCode)."
        case .notAnImage:
            "The downloaded file is not an image."
        case .unsupportedFormat(let format):
            "\(format) images are not supported."
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
            "The file “\(path)” cannot be read."
        case .transport(let message):
            "The download failed: \(message)"
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
