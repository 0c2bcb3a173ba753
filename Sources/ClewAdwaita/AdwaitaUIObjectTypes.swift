internal import CAdw
import ClewGtk

/// ClewAdwaita's wrappers for objects a `UIDefinition` makes: an `AdwActionRow` in a `.ui` file comes back
/// as an ``ActionRow``. Listed when libadwaita starts (``Adwaita/startOnce()``).
@MainActor
enum AdwaitaUIObjectTypes {
    static func register() {
        let listings: [(GObjectRef.Type, () -> GType)] = [
            (AboutWindow.self, { adw_about_window_get_type() }),
            (PreferencesWindow.self, { adw_preferences_window_get_type() }),
            (PreferencesPage.self, { adw_preferences_page_get_type() }),
            (PreferencesGroup.self, { adw_preferences_group_get_type() }),
            (ActionRow.self, { adw_action_row_get_type() }),
            (EntryRow.self, { adw_entry_row_get_type() }),
            (PasswordEntryRow.self, { adw_password_entry_row_get_type() }),
            (ComboRow.self, { adw_combo_row_get_type() }),
            (ExpanderRow.self, { adw_expander_row_get_type() }),
            (ButtonContent.self, { adw_button_content_get_type() }),
            (SplitButton.self, { adw_split_button_get_type() }),
            (Avatar.self, { adw_avatar_get_type() }),
            (StatusPage.self, { adw_status_page_get_type() }),
            (Clamp.self, { adw_clamp_get_type() }),
        ]
        for (wrapper, gType) in listings { UIObjectTypes.register(wrapper, gType: gType) }
    }
}
