/// The encoded formats Clew can identify from an image's first bytes.
///
/// Clew only reads the header; turning the bytes into pixels is the renderer's job.
///
/// ```swift
/// if image.format == .png { print("lossless") }
/// ```
public enum ImageFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Portable Network Graphics (`89 50 4E 47 0D 0A 1A 0A`).
    case png
    /// JPEG / JFIF / Exif (`FF D8`), sized from its SOFn marker.
    case jpeg
    /// GIF87a or GIF89a.
    case gif
    /// WebP in a RIFF container: lossy `VP8 `, lossless `VP8L` or extended `VP8X`.
    case webp

    /// The conventional MIME type, e.g. `"image/png"`.
    ///
    /// ```swift
    /// ImageFormat.webp.mimeType   // "image/webp"
    /// ```
    public var mimeType: String { "image/\(rawValue)" }

    /// A short upper-case name, e.g. `"PNG"`.
    ///
    /// ```swift
    /// print(ImageFormat.jpeg)   // JPEG
    /// ```
    public var description: String { rawValue.uppercased() }
}
