internal import CGtk
internal import CGtkShim
internal import ClewGtkCore

/// A button that opens a list to choose one of several strings (`GtkDropDown` over a
/// `GtkStringList`), GNOME's replacement for the combo box.
///
/// ```swift
/// let style = DropDown(["Follow System", "Light", "Dark"], selectedIndex: 0, accessibleLabel: "Style")
/// style.onChange { dropDown in settings.style = dropDown.selectedIndex ?? 0 }
/// print(style.selectedItem ?? "none")   // "Follow System"
/// ```
public final class DropDown: Widget {
    /// A drop-down of `items` with `selectedIndex` chosen, heard as `accessibleLabel`.
    public convenience init(_ items: [String], selectedIndex: Int? = 0, accessibleLabel: String) {
        let list = withCStringArray(items) { gtk_string_list_new($0) }
        // The drop-down takes the model's reference (transfer full); no expression: strings show as they are.
        self.init(new: gtk_drop_down_new(UnsafeMutableRawPointer(list).map { OpaquePointer($0) }, nil))
        self.selectedIndex = selectedIndex
        nameParts(accessibleLabel)
    }

    private var dropDown: OpaquePointer { opaque }
    private var list: OpaquePointer { gtk_drop_down_get_model(dropDown)! }

    /// The strings offered; setting them keeps the choice when its string is still offered.
    public var items: [String] {
        get {
            (0..<g_list_model_get_n_items(list)).map { String(cString: gtk_string_list_get_string(list, $0)) }
        }
        set {
            let kept = selectedItem
            let count = g_list_model_get_n_items(list)
            withCStringArray(newValue) { gtk_string_list_splice(list, 0, count, $0) }
            selectedIndex = kept.flatMap { newValue.firstIndex(of: $0) } ?? (newValue.isEmpty ? nil : 0)
        }
    }

    /// The position of the chosen string, or nil when nothing is chosen; a position outside the
    /// list chooses nothing.
    public var selectedIndex: Int? {
        get {
            let position = gtk_drop_down_get_selected(dropDown)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set {
            let count = Int(g_list_model_get_n_items(list))
            let position = newValue.flatMap { (0..<count).contains($0) ? guint($0) : nil }
            gtk_drop_down_set_selected(dropDown, position ?? GTK_INVALID_LIST_POSITION)
        }
    }

    /// The chosen string.
    public var selectedItem: String? {
        selectedIndex.map { String(cString: gtk_string_list_get_string(list, guint($0))) }
    }

    /// Calls `handler` whenever the choice changes.
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (DropDown) -> Void) -> SignalConnection {
        connectGenerated(as: ClewGtkCore.DropDown.self, handler) { $0.connectSelectedChanged($1) }
    }
}

/// A drop-down over any Swift values, each shown by its title: the choice comes back typed.
///
/// ```swift
/// enum Sort: CaseIterable { case newest, title }
/// let sort = ItemDropDown(Sort.allCases, selectedItem: .newest, accessibleLabel: "Sort") {
///     $0 == .newest ? "Newest" : "Title"
/// }
/// sort.onChange { dropDown in print("sorted by", dropDown.selectedItem ?? .newest) }
/// ```
public final class ItemDropDown<Item: Equatable>: Widget {
    /// The values offered, in order (kept on this object: it lives as long as the widget).
    public private(set) var items: [Item] = []
    private var title: (@MainActor (Item) -> String)?

    /// A drop-down of `items`, each shown as `title(item)`, with `selectedItem` chosen (the first
    /// when nil).
    public convenience init(
        _ items: [Item], selectedItem: Item? = nil, accessibleLabel: String,
        title: @escaping @MainActor (Item) -> String
    ) {
        let list = withCStringArray(items.map(title)) { gtk_string_list_new($0) }
        self.init(new: gtk_drop_down_new(UnsafeMutableRawPointer(list).map { OpaquePointer($0) }, nil))
        self.items = items
        self.title = title
        self.selectedItem = selectedItem ?? items.first
        nameParts(accessibleLabel)
    }

    private var dropDown: OpaquePointer { opaque }

    /// The chosen value.
    public var selectedItem: Item? {
        get {
            let position = gtk_drop_down_get_selected(dropDown)
            return position == GTK_INVALID_LIST_POSITION || Int(position) >= items.count ? nil : items[Int(position)]
        }
        set {
            let position = newValue.flatMap { items.firstIndex(of: $0) }.map { guint($0) }
            gtk_drop_down_set_selected(dropDown, position ?? GTK_INVALID_LIST_POSITION)
        }
    }

    /// The position of the chosen value, or nil when nothing is chosen; a position outside the
    /// list chooses nothing.
    public var selectedIndex: Int? {
        get {
            let position = gtk_drop_down_get_selected(dropDown)
            return position == GTK_INVALID_LIST_POSITION || Int(position) >= items.count ? nil : Int(position)
        }
        set {
            let position = newValue.flatMap { items.indices.contains($0) ? guint($0) : nil }
            gtk_drop_down_set_selected(dropDown, position ?? GTK_INVALID_LIST_POSITION)
        }
    }

    /// Replaces the values offered; the choice is kept when it is still among them.
    public func setItems(_ newItems: [Item]) {
        let kept = selectedItem
        let list = gtk_drop_down_get_model(dropDown)!
        let count = g_list_model_get_n_items(list)
        let titles = newItems.map { title?($0) ?? "\($0)" }
        items = newItems
        withCStringArray(titles) { gtk_string_list_splice(list, 0, count, $0) }
        selectedItem = kept.flatMap { newItems.contains($0) ? $0 : nil } ?? newItems.first
    }

    /// Calls `handler` whenever the choice changes.
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (ItemDropDown<Item>) -> Void) -> SignalConnection {
        connectGenerated(as: ClewGtkCore.DropDown.self, handler) { $0.connectSelectedChanged($1) }
    }
}

extension Widget {
    /// GTK 4.8 names neither a drop-down nor the toggle button inside it that a screen reader
    /// lands on: both get the label.
    fileprivate func nameParts(_ accessibleLabel: String) {
        setAccessibleLabel(accessibleLabel)
        for child in descendants where clew_instance_is_a(child.gtkWidget, gtk_toggle_button_get_type()) != 0 {
            child.setAccessibleLabel(accessibleLabel)
        }
    }
}
