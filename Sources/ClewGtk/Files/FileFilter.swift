internal import CGtk

/// One choice in a file dialog's filter menu (`GtkFileFilter`): a name and the files it shows,
/// by glob pattern or MIME type.
///
/// ```swift
/// let cards = FileFilter("Contact cards", patterns: ["*.vcf", "*.vcard"], mimeTypes: ["text/vcard"])
/// let anything = FileFilter("All files", patterns: ["*"])
/// ```
public struct FileFilter: Sendable, Hashable {
    /// The name in the dialog's filter menu, shown as typed.
    public var name: String
    /// Glob patterns matched against file names (`"*.vcf"`).
    public var patterns: [String]
    /// MIME types, with wildcards (`"image/*"`).
    public var mimeTypes: [String]

    /// A filter named `name` showing the files that match any pattern or MIME type.
    public init(_ name: String, patterns: [String] = [], mimeTypes: [String] = []) {
        self.name = name
        self.patterns = patterns
        self.mimeTypes = mimeTypes
    }

    /// A new `GtkFileFilter` (transfer full).
    @MainActor
    func makeGtkFilter() -> OpaquePointer {
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, name)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        for mimeType in mimeTypes { gtk_file_filter_add_mime_type(filter, mimeType) }
        return filter
    }
}

extension [FileFilter] {
    /// A `GListModel` of new `GtkFileFilter`s (transfer full), or nil for no filter.
    @MainActor
    func makeGtkFilterModel() -> OpaquePointer? {
        guard !isEmpty else { return nil }
        let store = g_list_store_new(gtk_file_filter_get_type())!
        for filter in self {
            let gtkFilter = filter.makeGtkFilter()
            g_list_store_append(store, UnsafeMutableRawPointer(gtkFilter))
            g_object_unref(UnsafeMutableRawPointer(gtkFilter))
        }
        return store
    }
}
