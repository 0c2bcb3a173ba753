import ClewImages
import Foundation

/// Lets `error.localizedDescription` show Clew's message instead of a generic one.
///
/// ```swift
/// let error: any Error = ImageDownloadError.notAnImage
/// print(error.localizedDescription)   // The downloaded file is not an image.
/// ```
extension ImageDownloadError: LocalizedError {
    /// The same text as ``description``.
    ///
    /// ```swift
    /// ImageDownloadError.timedOut.errorDescription   // "The download took too long and was stopped."
    /// ```
    public var errorDescription: String? { description }
}
