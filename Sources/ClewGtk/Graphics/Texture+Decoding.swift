internal import CGtk
import Clew

extension Texture {
    /// Decodes PNG, JPEG or TIFF `bytes` off the main thread (`gdk_texture_new_from_bytes`): the
    /// caller waits, the main thread goes on drawing.
    ///
    /// <!-- doc-test:
    /// let pngBytes: [UInt8] = []
    /// let photo = Picture()
    /// -->
    /// ```swift
    /// let texture = try await Texture.decoded(from: pngBytes)
    /// photo.setTexture(texture)
    /// ```
    public static func decoded(from bytes: [UInt8]) async throws(Failure) -> Texture {
        let result = await OffThreadTexture.decode(bytes)
        return try Texture(handingOver: result)
    }

    /// Reads and decodes the image file at `path` off the main thread (`gdk_texture_new_from_filename`).
    ///
    /// <!-- doc-test:
    /// let photo = Picture()
    /// -->
    /// ```swift
    /// do {
    ///     photo.setTexture(try await Texture.loaded(fromFile: "/usr/share/pixmaps/debian-logo.png"))
    /// } catch {
    ///     print(error)   // Texture.Failure.unreadable, naming the file
    /// }
    /// ```
    public static func loaded(fromFile path: String) async throws(Failure) -> Texture {
        let result = await OffThreadTexture.load(path)
        return try Texture(handingOver: result)
    }

    /// Wraps the texture a decode handed over (its one reference becomes the wrapper's), or throws its error.
    private convenience init(handingOver result: OffThreadTexture) throws(Failure) {
        guard let texture = result.texture else { throw result.failure ?? .undecodable("no error given") }
        self.init(UnsafeMutableRawPointer(texture), transfer: .full)
    }
}

/// A `GdkTexture` made off the main thread, on its way back to it.
///
/// `@unchecked Sendable`, honestly: a `GdkTexture` is immutable and GTK documents it as thread-safe,
/// and the one full reference inside is handed over exactly once (``Texture/init(handingOver:)``
/// takes it; nothing else reads it). No other GTK call is made off the main thread.
private struct OffThreadTexture: @unchecked Sendable {
    let texture: OpaquePointer?
    let failure: Texture.Failure?

    /// Decodes `bytes` on the global concurrent executor.
    @concurrent
    static func decode(_ bytes: [UInt8]) async -> OffThreadTexture {
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        let texture = gdk_texture_new_from_bytes(data, &error)
        return OffThreadTexture(texture: texture, failure: texture == nil ? .undecodable(message(of: &error)) : nil)
    }

    /// Reads and decodes the file at `path` on the global concurrent executor.
    @concurrent
    static func load(_ path: String) async -> OffThreadTexture {
        var error: UnsafeMutablePointer<GError>?
        let texture = gdk_texture_new_from_filename(path, &error)
        return OffThreadTexture(texture: texture, failure: texture == nil ? .unreadable(message(of: &error)) : nil)
    }

    /// GLib's message, escaped and capped as any untrusted text, and the error freed.
    private static func message(of error: inout UnsafeMutablePointer<GError>?) -> String {
        defer { g_clear_error(&error) }
        let message = error.map { String(cString: $0.pointee.message) } ?? "no error given"
        return UntrustedText.escaped(message, limit: UntrustedText.longLimit)
    }
}
