internal import CGtk

/// What is dragged, dropped or copied: files (local paths), URIs, or text.
///
/// A drop target receives one (``DropTarget``), a drag source offers one (``DragSource``), and the
/// clipboard holds one (``Clipboard/setContent(_:)``). Files and URIs travel as GTK's file list
/// (`text/uri-list`, which file managers read and write); text as plain text.
///
/// ```swift
/// let photos = TransferContent.files(["/home/ada/Pictures/cat.png"])
/// let link = TransferContent.uris(["https://gnome.org/"])
/// let address = TransferContent.text("1 Main Street")
/// ```
public enum TransferContent: Sendable, Hashable {
    /// Local files, by absolute path.
    case files([String])
    /// URIs, local (`file://`) or not (`https://`).
    case uris([String])
    /// Plain text.
    case text(String)

    /// The kind of this content.
    public var kind: Kind {
        switch self {
        case .files: .files
        case .uris: .uris
        case .text: .text
        }
    }

    /// The kinds of content a drop target accepts.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// Local files (a file list whose every entry has a path).
        case files
        /// Any URIs (a file list).
        case uris
        /// Plain text.
        case text
    }
}

extension TransferContent {
    /// A new `GdkContentProvider` (transfer full) offering this content.
    @MainActor
    func makeProvider() -> UnsafeMutablePointer<GdkContentProvider> {
        var value = GValue()
        defer { g_value_unset(&value) }
        switch self {
        case .text(let text):
            g_value_init(&value, String.gType)
            g_value_set_string(&value, text)
        case .files(let paths):
            g_value_init(&value, gdk_file_list_get_type())
            g_value_take_boxed(&value, Self.makeFileList(paths.map { g_file_new_for_path($0) }))
        case .uris(let uris):
            g_value_init(&value, gdk_file_list_get_type())
            g_value_take_boxed(&value, Self.makeFileList(uris.map { g_file_new_for_uri($0) }))
        }
        return gdk_content_provider_new_for_value(&value)!
    }

    /// A new `GdkFileList` of `files` (new references, released here).
    private static func makeFileList(_ files: [OpaquePointer?]) -> UnsafeMutableRawPointer {
        var files = files
        defer { for file in files { g_object_unref(UnsafeMutableRawPointer(file)) } }
        return UnsafeMutableRawPointer(gdk_file_list_new_from_array(&files, gsize(files.count)))
    }

    /// The content of a `GValue` holding a file list or a string, in the first of `kinds` it fits:
    /// a file list is ``files(_:)`` when every file has a local path and files are accepted, else
    /// ``uris(_:)`` when URIs are; nil when it fits none.
    @MainActor
    static func from(_ value: UnsafePointer<GValue>, accepting kinds: Set<Kind>) -> TransferContent? {
        let type = value.pointee.g_type
        if type == String.gType {
            guard kinds.contains(.text) else { return nil }
            return .text(g_value_get_string(value).map { String(cString: $0) } ?? "")
        }
        guard type == gdk_file_list_get_type(), let list = g_value_get_boxed(value) else { return nil }
        return fromFileList(OpaquePointer(list), accepting: kinds)
    }

    /// The content of a `GdkFileList` (borrowed), as ``from(_:accepting:)`` says.
    @MainActor
    static func fromFileList(_ list: OpaquePointer, accepting kinds: Set<Kind>) -> TransferContent? {
        var paths: [String] = []
        var uris: [String] = []
        var allLocal = true
        let files = gdk_file_list_get_files(list)
        defer { g_slist_free(files) }
        var node = files
        while let current = node {
            let file = OpaquePointer(current.pointee.data)
            if let uri = g_file_get_uri(file) {
                uris.append(String(cString: uri))
                g_free(uri)
            }
            if let path = g_file_get_path(file) {
                paths.append(String(cString: path))
                g_free(path)
            } else {
                allLocal = false
            }
            node = current.pointee.next
        }
        if kinds.contains(.files), allLocal { return .files(paths) }
        if kinds.contains(.uris) { return .uris(uris) }
        return nil
    }
}

extension TransferContent {
    /// This content put into a real `GdkContentProvider` and read back out of it, as a drop target
    /// or another app would read it: what a drag or a copy really carries. For the GTK test driver.
    @_spi(Testing)
    @MainActor
    public func readBackThroughProvider() -> TransferContent? {
        let provider = makeProvider()
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        var value = GValue()
        defer { g_value_unset(&value) }
        g_value_init(&value, kind == .text ? String.gType : gdk_file_list_get_type())
        guard gdk_content_provider_get_value(provider, &value, nil) != 0 else { return nil }
        return Self.from(&value, accepting: [kind])
    }
}
