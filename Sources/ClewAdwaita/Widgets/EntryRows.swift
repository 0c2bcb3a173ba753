internal import CAdw
internal import CGtk
import ClewGtk

/// A row of a boxed list that is a text field with its title inside (`AdwEntryRow`, 1.2): the
/// settings page's way to edit a name or an address. Its text is ``EditableText/text``.
///
/// <!-- doc-test:
/// let profile = EditableProfile()
/// -->
/// ```swift
/// let name = EntryRow(title: "Name", text: profile.name)
/// name.onApply { row in profile.rename(to: row.text) }   // the ✓ button or Enter
/// ```
public final class EntryRow: Widget, EditableText {
    /// A field titled `title` holding `text`. With `showsApplyButton`, edits are confirmed with a
    /// ✓ button (or Enter) and reported by ``onApply(_:)``.
    public convenience init(title: String, text: String = "", showsApplyButton: Bool = false) {
        Adwaita.startOnce()
        self.init(new: adw_entry_row_new())
        adw_preferences_row_set_use_markup(pointer(as: AdwPreferencesRow.self), 0)
        adw_preferences_row_set_title(pointer(as: AdwPreferencesRow.self), title)
        self.text = text
        adw_entry_row_set_show_apply_button(pointer(as: AdwEntryRow.self), showsApplyButton ? 1 : 0)
    }

    /// Calls `handler` when the user confirms an edit (the ✓ button, or Enter; `apply`).
    @discardableResult
    public func onApply(_ handler: @escaping @MainActor (EntryRow) -> Void) -> SignalConnection {
        AdwaitaSignals.onApply(of: self, handler)
    }

    /// Calls `handler` after every change of the text (`changed`).
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (EntryRow) -> Void) -> SignalConnection {
        connect(.changed, handler)
    }
}

/// An ``EntryRow`` for a password (`AdwPasswordEntryRow`, 1.2): the text is hidden, with a button
/// to show it.
public final class PasswordEntryRow: Widget, EditableText {
    /// A password field titled `title`.
    public convenience init(title: String) {
        Adwaita.startOnce()
        self.init(new: adw_password_entry_row_new())
        adw_preferences_row_set_use_markup(pointer(as: AdwPreferencesRow.self), 0)
        adw_preferences_row_set_title(pointer(as: AdwPreferencesRow.self), title)
    }

    /// Calls `handler` after every change of the text (`changed`).
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (PasswordEntryRow) -> Void) -> SignalConnection {
        connect(.changed, handler)
    }
}

/// A row that chooses one of several strings from a list that drops down (`AdwComboRow`): a
/// setting with a few named values.
///
/// ```swift
/// let theme = ComboRow(title: "Style", items: ["Follow System", "Light", "Dark"], selectedIndex: 0)
/// theme.onChange { row in settings.style = row.selectedIndex ?? 0 }
/// ```
public final class ComboRow: Widget {
    /// A row titled `title` offering `items`, with `selectedIndex` chosen.
    public convenience init(title: String, subtitle: String? = nil, items: [String], selectedIndex: Int? = 0) {
        Adwaita.startOnce()
        self.init(new: adw_combo_row_new())
        adw_preferences_row_set_use_markup(pointer(as: AdwPreferencesRow.self), 0)
        adw_preferences_row_set_title(pointer(as: AdwPreferencesRow.self), title)
        if let subtitle {
            RowSubtitle.set(subtitle, on: self) { adw_action_row_set_subtitle(pointer(as: AdwActionRow.self), $0) }
        }
        let list = withCStringArray(items) { gtk_string_list_new($0) }
        // The row takes its own reference to the model: drop ours.
        adw_combo_row_set_model(pointer(as: AdwComboRow.self), list)
        g_object_unref(UnsafeMutableRawPointer(list))
        self.selectedIndex = selectedIndex
    }

    private var combo: UnsafeMutablePointer<AdwComboRow> { pointer(as: AdwComboRow.self) }

    /// The strings offered.
    public var items: [String] {
        guard let model = adw_combo_row_get_model(combo) else { return [] }
        return (0..<g_list_model_get_n_items(model)).map {
            String(cString: gtk_string_list_get_string(model, $0))
        }
    }

    /// The position of the chosen string, or nil when nothing is chosen; a position outside the
    /// list chooses nothing.
    public var selectedIndex: Int? {
        get {
            let position = adw_combo_row_get_selected(combo)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set {
            let position = newValue.flatMap { items.indices.contains($0) ? guint($0) : nil }
            adw_combo_row_set_selected(combo, position ?? GTK_INVALID_LIST_POSITION)
        }
    }

    /// The chosen string, or nil when nothing is chosen.
    public var selectedItem: String? {
        guard let index = selectedIndex else { return nil }
        let items = items
        return index < items.count ? items[index] : nil
    }

    /// Calls `handler` whenever the choice changes.
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (ComboRow) -> Void) -> SignalConnection {
        AdwaitaSignals.onSelectedChange(of: self, handler)
    }
}

/// A row that opens to show more rows (`AdwExpanderRow`): advanced settings kept out of the way.
public final class ExpanderRow: Widget {
    /// A row titled `title` holding `rows`, closed unless `isExpanded`.
    public convenience init(
        title: String, subtitle: String? = nil, isExpanded: Bool = false, @WidgetList rows: () -> [Widget]
    ) {
        Adwaita.startOnce()
        self.init(new: adw_expander_row_new())
        adw_preferences_row_set_use_markup(pointer(as: AdwPreferencesRow.self), 0)
        adw_preferences_row_set_title(pointer(as: AdwPreferencesRow.self), title)
        if let subtitle {
            RowSubtitle.set(subtitle, on: self) { adw_expander_row_set_subtitle(pointer(as: AdwExpanderRow.self), $0) }
        }
        for row in rows() { adw_expander_row_add_row(pointer(as: AdwExpanderRow.self), row.gtkWidget) }
        self.isExpanded = isExpanded
    }

    /// Whether its rows show.
    public var isExpanded: Bool {
        get { adw_expander_row_get_expanded(pointer(as: AdwExpanderRow.self)) != 0 }
        set { adw_expander_row_set_expanded(pointer(as: AdwExpanderRow.self), newValue ? 1 : 0) }
    }
}
