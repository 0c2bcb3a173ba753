internal import CGtk
import Clew

/// The desktop's clipboard (`GdkClipboard`): put text, files or an image on it, and read them back
/// `async` (another app may take a moment to answer).
///
/// Reads return nil when the clipboard holds nothing of that kind, and throw ``Failure`` when the
/// app that owns it fails to hand it over.
///
/// <!-- doc-test:
/// let address = "1 Main Street"
/// -->
/// ```swift
/// Clipboard.standard.setText(address)                    // Copy
/// if let pasted = try await Clipboard.standard.readText() { print(pasted) }
/// Clipboard.standard.setFiles(["/home/ada/cards/ada.vcf"])
/// let files = try await Clipboard.standard.readFiles()  // ["/home/ada/cards/ada.vcf"]
/// Clipboard.standard.clear()                             // nothing to paste
/// ```
public final class Clipboard: GObjectRef {
    /// Why a clipboard read failed.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The owner of the clipboard could not hand over its content; GDK's message.
        case readFailed(String)

        public var description: String {
            switch self {
            case .readFailed(let message):
                "The clipboard could not be read: \(UntrustedText.escaped(message, limit: UntrustedText.longLimit))"
            }
        }
    }

    /// The clipboard of the default display (Ctrl+C, Ctrl+V).
    public static var standard: Clipboard {
        Clipboard(UnsafeMutableRawPointer(gdk_display_get_clipboard(gdk_display_get_default())!), transfer: .none)
    }

    /// The primary selection of the default display (select, then middle-click).
    public static var primarySelection: Clipboard {
        Clipboard(
            UnsafeMutableRawPointer(gdk_display_get_primary_clipboard(gdk_display_get_default())!), transfer: .none)
    }

    /// Puts `text` on the clipboard.
    public func setText(_ text: String) { gdk_clipboard_set_text(opaque, text) }

    /// Puts local files on the clipboard, by absolute path (file managers paste them).
    public func setFiles(_ paths: [String]) { setContent(.files(paths)) }

    /// Puts an image on the clipboard.
    public func setImage(_ image: Texture) { gdk_clipboard_set_texture(opaque, image.opaque) }

    /// Puts `content` on the clipboard.
    public func setContent(_ content: TransferContent) {
        let provider = content.makeProvider()
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        gdk_clipboard_set_content(opaque, provider)
    }

    /// Empties the clipboard: this app owns it and offers nothing, so a paste anywhere finds nothing and every
    /// read returns nil, until the next copy (here or in another app).
    ///
    /// ```swift
    /// Clipboard.standard.clear()
    /// print(Clipboard.standard.mimeTypes)   // []
    /// ```
    ///
    /// The content is an empty provider (`gdk_content_provider_new_union` of none), not GTK's
    /// `gdk_clipboard_set_content(clipboard, NULL)`: on X11 that gives the selection up, and the display's
    /// notice of it, arriving with the same timestamp after the next copy's claim, made GDK drop that copy (seen:
    /// a copy right after clearing read back as nothing).
    public func clear() {
        let empty = gdk_content_provider_new_union(nil, 0)!
        defer { g_object_unref(UnsafeMutableRawPointer(empty)) }
        gdk_clipboard_set_content(opaque, empty)
    }

    /// The MIME types the clipboard offers now (`text/plain;charset=utf-8`, `text/uri-list`…),
    /// including those GDK converts this app's own content to.
    public var mimeTypes: [String] {
        guard let formats = gdk_clipboard_get_formats(opaque) else { return [] }
        let offered = gdk_content_formats_union_serialize_mime_types(gdk_content_formats_ref(formats))
        defer { gdk_content_formats_unref(offered) }
        var count: gsize = 0
        guard let types = gdk_content_formats_get_mime_types(offered, &count) else { return [] }
        return (0..<Int(count)).compactMap { types[$0].map { String(cString: $0) } }
    }

    /// Whether the clipboard's content can be read as a value of `type`, converting as GDK does.
    private func offers(_ type: GType) -> Bool {
        guard let formats = gdk_clipboard_get_formats(opaque) else { return false }
        let readable = gdk_content_formats_union_deserialize_gtypes(gdk_content_formats_ref(formats))
        defer { gdk_content_formats_unref(readable) }
        return gdk_content_formats_contain_gtype(readable, type) != 0
    }

    /// The text on the clipboard, or nil when it holds none.
    public func readText() async throws(Failure) -> String? {
        guard offers(String.gType) else { return nil }
        let address = UInt(bitPattern: raw)
        return try await read { callback, data in
            gdk_clipboard_read_text_async(OpaquePointer(bitPattern: address), nil, callback, data)
        } finish: { result, error in
            let text = gdk_clipboard_read_text_finish(OpaquePointer(bitPattern: address), result, &error)
            defer { g_free(text) }
            return text.map { String(cString: $0) }
        }
    }

    /// The local files on the clipboard, by path; nil when it holds none, or a file with no local path.
    public func readFiles() async throws(Failure) -> [String]? {
        guard case .files(let paths) = try await readFileList(accepting: [.files]) else { return nil }
        return paths
    }

    /// The URIs on the clipboard (files and links); nil when it holds none.
    public func readURIs() async throws(Failure) -> [String]? {
        guard case .uris(let uris) = try await readFileList(accepting: [.uris]) else { return nil }
        return uris
    }

    /// The image on the clipboard, or nil when it holds none.
    public func readImage() async throws(Failure) -> Texture? {
        guard offers(gdk_texture_get_type()) else { return nil }
        let address = UInt(bitPattern: raw)
        return try await read { callback, data in
            gdk_clipboard_read_texture_async(OpaquePointer(bitPattern: address), nil, callback, data)
        } finish: { result, error in
            let texture = gdk_clipboard_read_texture_finish(OpaquePointer(bitPattern: address), result, &error)
            return texture.map { Texture(UnsafeMutableRawPointer($0), transfer: .full) }
        }
    }

    private func readFileList(accepting kinds: Set<TransferContent.Kind>) async throws(Failure) -> TransferContent? {
        guard offers(gdk_file_list_get_type()) else { return nil }
        let address = UInt(bitPattern: raw)
        return try await read { callback, data in
            gdk_clipboard_read_value_async(
                OpaquePointer(bitPattern: address), gdk_file_list_get_type(), G_PRIORITY_DEFAULT, nil, callback, data)
        } finish: { result, error in
            // GDK owns the value.
            guard let value = gdk_clipboard_read_value_finish(OpaquePointer(bitPattern: address), result, &error),
                let list = g_value_get_boxed(value)
            else { return nil }
            return TransferContent.fromFileList(OpaquePointer(list), accepting: kinds)
        }
    }

    /// Starts an async read and finishes it in GIO's callback (called once, on this thread).
    private func read<Value: Sendable>(
        _ start: (GAsyncReadyCallback, gpointer) -> Void,
        finish: @escaping @MainActor (OpaquePointer?, inout UnsafeMutablePointer<GError>?) -> Value?
    ) async throws(Failure) -> Value? {
        let outcome = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Value?, Failure>, Never>) in
            let data = CallbackThunks.retainedAsyncBox { _, result in
                var error: UnsafeMutablePointer<GError>?
                let value = finish(result, &error)
                if let error {
                    let message = String(cString: error.pointee.message)
                    g_error_free(error)
                    return continuation.resume(returning: .failure(.readFailed(message)))
                }
                continuation.resume(returning: .success(value))
            }
            start(CallbackThunks.asyncReady, data)
        }
        return try outcome.get()
    }
}
