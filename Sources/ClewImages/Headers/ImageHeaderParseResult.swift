/// The outcome of looking at the first bytes of a possibly incomplete image.
///
/// Streaming loaders call ``ImageHeaderParser/parse(_:)`` after each chunk until the result is
/// no longer ``needMoreData``.
///
/// ```swift
/// switch ImageHeaderParser.parse(bytesSoFar) {
/// case .header(let header): check(header)
/// case .needMoreData: break            // wait for the next chunk
/// case .failure(let error): throw error
/// }
/// ```
public enum ImageHeaderParseResult: Sendable, Hashable {
    /// The header is complete and well formed.
    case header(ImageHeader)
    /// The bytes so far are a valid beginning, but the header continues past them.
    case needMoreData
    /// The bytes cannot be the beginning of a supported image.
    case failure(ImageDownloadError)
}
