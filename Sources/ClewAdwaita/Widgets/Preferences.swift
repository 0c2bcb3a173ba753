internal import CAdw
internal import CGtk
import ClewGtk

/// A row of a boxed list with a title, a subtitle and widgets at its start and end
/// (`AdwActionRow`): the building block of GNOME's settings pages.
///
/// <!-- doc-test:
/// let light = CheckButton("Light")
/// -->
/// ```swift
/// let row = ActionRow(title: "Follow the System Style", subtitle: "Light or dark, as GNOME is set")
/// let check = CheckButton(group: light)   // no label of its own: the row names it
/// row.addPrefix(check)
/// row.setActivatableWidget(check)        // a click on the row checks it
/// ```
public final class ActionRow: Widget {
    /// A row titled `title` (shown as typed; `subtitle` too).
    public convenience init(title: String, subtitle: String? = nil) {
        Adwaita.startOnce()
        self.init(new: adw_action_row_new())
        // libadwaita 1.2 reads titles as Pango markup: the app's text is shown as typed.
        adw_preferences_row_set_use_markup(pointer(as: AdwPreferencesRow.self), 0)
        adw_preferences_row_set_title(pointer(as: AdwPreferencesRow.self), title)
        if let subtitle {
            RowSubtitle.set(subtitle, on: self) { adw_action_row_set_subtitle(pointer(as: AdwActionRow.self), $0) }
        }
    }

    /// The title.
    public var title: String {
        get { adw_preferences_row_get_title(pointer(as: AdwPreferencesRow.self)).map { String(cString: $0) } ?? "" }
        set { adw_preferences_row_set_title(pointer(as: AdwPreferencesRow.self), newValue) }
    }

    /// Adds `widget` at the row's end (a switch, a check button, a chevron).
    public func addSuffix(_ widget: Widget) {
        adw_action_row_add_suffix(pointer(as: AdwActionRow.self), widget.gtkWidget)
    }

    /// Adds `widget` at the row's start (an icon).
    public func addPrefix(_ widget: Widget) {
        adw_action_row_add_prefix(pointer(as: AdwActionRow.self), widget.gtkWidget)
    }

    /// Makes a click anywhere on the row (or Enter on it) activate `widget`: a row with a check
    /// button or a switch toggles it.
    public func setActivatableWidget(_ widget: Widget) {
        adw_action_row_set_activatable_widget(pointer(as: AdwActionRow.self), widget.gtkWidget)
    }

    /// Calls `handler` when the row is activated (it must be activatable: give it an activatable
    /// widget, or set ``isActivatable``).
    @discardableResult
    public func onActivated(_ handler: @escaping @MainActor (ActionRow) -> Void) -> SignalConnection {
        AdwaitaSignals.onActivated(of: self, handler)
    }

    /// Whether the row can be activated (clicked) itself.
    public var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(pointer(as: GtkListBoxRow.self)) != 0 }
        set { gtk_list_box_row_set_activatable(pointer(as: GtkListBoxRow.self), newValue ? 1 : 0) }
    }
}

/// A titled group of rows on a settings page (`AdwPreferencesGroup`): the rows in a boxed list.
///
/// ```swift
/// PreferencesGroup(title: "Appearance", description: "How Clew Demo looks") {
///     ActionRow(title: "Follow the System Style")
/// }
/// ```
public final class PreferencesGroup: Widget {
    /// A group titled `title` with `rows` (shown as typed, as is `description`).
    public convenience init(title: String, description: String? = nil, @WidgetList rows: () -> [Widget]) {
        Adwaita.startOnce()
        self.init(new: adw_preferences_group_new())
        adw_preferences_group_set_title(pointer(as: AdwPreferencesGroup.self), Markup.escaped(title))
        if let description {
            adw_preferences_group_set_description(pointer(as: AdwPreferencesGroup.self), Markup.escaped(description))
        }
        for row in rows() { add(row) }
    }

    /// Adds `row` at the end of the group.
    public func add(_ row: Widget) { adw_preferences_group_add(pointer(as: AdwPreferencesGroup.self), row.gtkWidget) }
}

/// One page of a settings window (`AdwPreferencesPage`): groups of rows, scrolled and clamped.
public final class PreferencesPage: Widget {
    /// A page titled `title` (its tab in the window's view switcher) with `groups`.
    public convenience init(title: String, iconName: String? = nil, @WidgetList groups: () -> [Widget]) {
        Adwaita.startOnce()
        self.init(new: adw_preferences_page_new())
        adw_preferences_page_set_title(pointer(as: AdwPreferencesPage.self), title)
        if let iconName { adw_preferences_page_set_icon_name(pointer(as: AdwPreferencesPage.self), iconName) }
        for group in groups() {
            // Only groups go on a page; libadwaita would reject anything else with a critical.
            guard adw_is_preferences_group(group.gtkWidget) else { continue }
            adw_preferences_page_add(pointer(as: AdwPreferencesPage.self), group.pointer(as: AdwPreferencesGroup.self))
        }
    }
}

/// GNOME's settings window (`AdwPreferencesWindow`): pages of grouped rows, with search, transient
/// for the app's window.
///
/// <!-- doc-test:
/// let appearanceGroup = PreferencesGroup(title: "Appearance") {}
/// -->
/// ```swift
/// let preferences = PreferencesWindow(parent: window) {
///     PreferencesPage(title: "General", iconName: "emblem-system-symbolic") { appearanceGroup }
/// }
/// preferences.present()
/// ```
public final class PreferencesWindow: Window {
    /// A settings window over `parent` (modal) with `pages`.
    public convenience init(parent: Window? = nil, @WidgetList pages: () -> [Widget]) {
        Adwaita.startOnce()
        self.init(new: adw_preferences_window_new())
        if let parent { makeModal(over: parent) }
        for page in pages() {
            guard adw_is_preferences_page(page.gtkWidget) else { continue }
            adw_preferences_window_add(
                pointer(as: AdwPreferencesWindow.self), page.pointer(as: AdwPreferencesPage.self))
        }
    }
}

@MainActor private func adw_is_preferences_group(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), adw_preferences_group_get_type()) != 0
}

@MainActor private func adw_is_preferences_page(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), adw_preferences_page_get_type()) != 0
}
