internal import CGtk
import Clew

/// An image in memory (`GdkTexture`): decoded from PNG, JPEG or TIFF bytes or a file, shown in a
/// ``Picture`` or a ``ZoomablePicture``, put on the clipboard or read from it.
///
/// Decoding a photo takes milliseconds: a list or grid of pictures decodes with
/// ``decoded(from:)`` and ``loaded(fromFile:)``, which decode off the main thread (see “Threads”
/// below), never with ``init(encoded:)`` or ``Picture/setFile(path:)`` while it scrolls.
///
/// <!-- doc-test:
/// let pngBytes: [UInt8] = []
/// -->
/// ```swift
/// let photo = try Texture(encoded: pngBytes)
/// print(photo.width, photo.height)
/// Clipboard.standard.setImage(photo)
/// ```
///
/// ## Threads
/// A `Texture` is a main-actor wrapper like every ClewGtk type, and is not `Sendable`. The
/// `GdkTexture` inside is immutable, and GTK documents it as thread-safe: it is the one GTK object
/// Clew makes off the main thread. ``decoded(from:)`` and ``loaded(fromFile:)`` run
/// `gdk_texture_new_from_bytes` / `gdk_texture_new_from_filename` on the global concurrent executor
/// (no other GTK call runs there), hand the new texture's one reference back across the `await`, and
/// wrap it on the main actor.
public final class Texture: GObjectRef {
    /// Why bytes or a file are not an image.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// GTK could not decode them; its message.
        case undecodable(String)
        /// The file could not be read (missing, a folder, no permission) or decoded; GIO's or
        /// GTK's message, which names the file.
        case unreadable(String)

        public var description: String {
            switch self {
            case .undecodable(let message): "The image could not be decoded: \(message)"
            case .unreadable(let message): "The image file could not be read: \(message)"
            }
        }
    }

    /// Decodes PNG, JPEG or TIFF `bytes` (`gdk_texture_new_from_bytes`), on this thread.
    public convenience init(encoded bytes: [UInt8]) throws(Failure) {
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(data, &error) else {
            defer { g_error_free(error) }
            let message = error.map { String(cString: $0.pointee.message) } ?? "no error given"
            throw .undecodable(UntrustedText.escaped(message, limit: UntrustedText.longLimit))
        }
        self.init(UnsafeMutableRawPointer(texture), transfer: .full)
    }

    /// The width in pixels.
    public var width: Int { Int(gdk_texture_get_width(opaque)) }

    /// The height in pixels.
    public var height: Int { Int(gdk_texture_get_height(opaque)) }

    /// The image encoded as PNG (`gdk_texture_save_to_png_bytes`).
    public var pngBytes: [UInt8] {
        guard let bytes = gdk_texture_save_to_png_bytes(opaque) else { return [] }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
    }
}
