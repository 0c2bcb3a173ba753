internal import CGtk
import ClewGtk
import ClewImages

/// Decodes encoded image bytes into a `GdkTexture` off the main actor.
///
/// `gdk_texture_new_from_bytes` (GTK 4.6+) decodes PNG, JPEG and TIFF itself and other formats
/// (GIF, WebP when its loader is installed) through gdk-pixbuf. A 4K PNG takes long enough that it
/// must not run on the thread that draws.
enum TextureDecoder {
    /// A decoded texture (a full reference) or GDK's error message.
    struct Decoded: @unchecked Sendable {
        // Safe to send: a GdkTexture is immutable, and this reference is handed over exactly once.
        let texture: OpaquePointer?
        let errorMessage: String?
    }

    /// Decodes `bytes` on a background thread, reading them where they are: the `GBytes` that GDK
    /// gets is a view of the downloaded buffer, which it keeps alive until GDK lets go.
    @concurrent
    static func decode(_ bytes: ImageBytes) async -> Decoded {
        let gbytes = GBytesView.make(bytes)
        defer { g_bytes_unref(gbytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(gbytes, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            return Decoded(texture: nil, errorMessage: message)
        }
        return Decoded(texture: texture, errorMessage: nil)
    }
}

extension TextureDecoder {
    /// The pixel size of a `GdkTexture`.
    @MainActor
    static func size(of texture: GObjectRef) -> (width: Int, height: Int) {
        (Int(gdk_texture_get_width(texture.opaque)), Int(gdk_texture_get_height(texture.opaque)))
    }
}
