internal import CGtk
internal import CGtkShim
internal import ClewGtkCore

/// A search field (`GtkSearchEntry`): a magnifier, a clear icon, and ``VoidSignal/searchChanged``
/// a moment after the user stops typing (not at every key). Put it in a ``SearchBar``.
///
/// ```swift
/// let search = SearchEntry(placeholder: "Search notes")
/// search.onSearchChanged { entry in store.filter(entry.text) }
/// ```
public final class SearchEntry: Widget, EditableText {
    /// A search field with `placeholder` while it is empty, heard by `accessibleLabel` or else its
    /// placeholder.
    public convenience init(placeholder: String? = nil, accessibleLabel: String? = nil) {
        self.init(new: gtk_search_entry_new())
        if let placeholder { generated(as: ClewGtkCore.SearchEntry.self).placeholderText = placeholder }
        if let name = accessibleLabel ?? placeholder, !name.isEmpty { setAccessibleLabel(name) }
    }

    /// Calls `handler` when the search text has changed and the user paused (GTK's debounce).
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor (SearchEntry) -> Void) -> SignalConnection {
        connect(.searchChanged, handler)
    }
}

extension VoidSignal where Sender == SearchEntry {
    /// `GtkSearchEntry::search-changed`: the text changed and the user paused typing.
    public static var searchChanged: Self {
        .generated("search-changed", ClewGtkCore.SearchEntry.self) { $0.connectSearchChanged($1) }
    }
    /// `GtkSearchEntry::stop-search`: Escape was pressed in the field.
    public static var stopSearch: Self {
        .generated("stop-search", ClewGtkCore.SearchEntry.self) { $0.connectStopSearch($1) }
    }
}

/// The bar that slides in above a list to search it (`GtkSearchBar`), as in GNOME apps: it opens
/// when the user starts typing in the window (type to search) or presses Ctrl+F (point an action's
/// shortcut at ``isSearchModeEnabled``), and closes on Escape.
///
/// ```swift
/// let search = SearchEntry(placeholder: "Search notes")
/// let bar = SearchBar(entry: search)
/// bar.setKeyCaptureWidget(window)            // typing anywhere in the window searches
/// window.add(Action("search") { _ in bar.isSearchModeEnabled = true }, accelerators: ["<Control>f"])
/// ```
public final class SearchBar: Widget {
    /// A search bar around `entry`, connected to it (Escape in the entry closes the bar).
    public convenience init(entry: SearchEntry, showsCloseButton: Bool = false) {
        self.init(new: gtk_search_bar_new())
        // Held until GTK has taken its own reference: a temporary's last use is `.gtkWidget`.
        let row = Box(.horizontal) { entry.expanding(horizontally: true) }
        withExtendedLifetime(row) { gtk_search_bar_set_child(bar, row.gtkWidget) }
        gtk_search_bar_connect_entry(bar, OpaquePointer(entry.raw))
        gtk_search_bar_set_show_close_button(bar, showsCloseButton ? 1 : 0)
    }

    private var bar: OpaquePointer { opaque }

    /// Whether the bar is shown (search mode).
    public var isSearchModeEnabled: Bool {
        get { gtk_search_bar_get_search_mode(bar) != 0 }
        set { gtk_search_bar_set_search_mode(bar, newValue ? 1 : 0) }
    }

    /// Typing in `widget` (usually the window) opens the bar and sends the keys to its entry.
    public func setKeyCaptureWidget(_ widget: Widget?) {
        gtk_search_bar_set_key_capture_widget(bar, widget?.gtkWidget)
    }

    /// Calls `handler` when the bar opens or closes.
    @discardableResult
    public func onSearchModeChange(_ handler: @escaping @MainActor (SearchBar) -> Void) -> SignalConnection {
        connectGenerated(as: ClewGtkCore.SearchBar.self, handler) { $0.connectIsSearchModeEnabledChanged($1) }
    }
}
