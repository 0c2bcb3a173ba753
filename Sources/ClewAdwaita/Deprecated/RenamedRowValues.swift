// Spellings renamed by the naming rule (README, "Writing a GTK app"), kept for at least one minor
// version. CHANGELOG.md lists each.

extension ComboRow {
    /// Renamed ``init(title:subtitle:items:selectedIndex:)``, as ``DropDown``'s items.
    ///
    /// ```swift
    /// let style = ComboRow(title: "Style", items: ["Light", "Dark"], selectedIndex: 0)
    /// ```
    @available(*, deprecated, renamed: "init(title:subtitle:items:selectedIndex:)")
    public convenience init(title: String, subtitle: String? = nil, options: [String], selectedIndex: Int? = 0) {
        self.init(title: title, subtitle: subtitle, items: options, selectedIndex: selectedIndex)
    }

    /// Renamed ``items``.
    ///
    /// <!-- doc-test:
    /// let style = ComboRow(title: "Style", items: ["Light", "Dark"], selectedIndex: 0)
    /// -->
    /// ```swift
    /// print(style.items)   // was: style.options
    /// ```
    @available(*, deprecated, renamed: "items")
    public var options: [String] { items }
}
