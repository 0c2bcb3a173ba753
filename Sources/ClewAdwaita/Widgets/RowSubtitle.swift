internal import CAdw
internal import CGtk
internal import CGtkShim
import ClewGtk

/// A row's subtitle shown exactly as the app typed it. Which libadwaita 1.2 release runs decides how a
/// subtitle is read: 1.2.0 parses it as markup whatever the row says, while 1.2.2 binds the subtitle
/// label's `use-markup` to the row's (which Clew turns off), so escaping it there shows `&lt;b&gt;`. The
/// subtitle is set as typed, and escaped only when the label that shows it does parse markup.
@MainActor
enum RowSubtitle {
    /// Sets `subtitle` on `row` through `set` (`adw_action_row_set_subtitle`, `adw_expander_row_set_subtitle`).
    static func set(_ subtitle: String, on row: Widget, with set: (String) -> Void) {
        set(subtitle)
        let parsesMarkup = row.descendants.contains { widget in
            clew_instance_is_a(widget.gtkWidget, gtk_label_get_type()) != 0 && widget.hasCSSClass("subtitle")
                && gtk_label_get_use_markup(OpaquePointer(widget.gtkWidget)) != 0
        }
        if parsesMarkup { set(Markup.escaped(subtitle)) }
    }
}
