internal import CGtk
internal import CGtkShim
internal import ClewGtkCore

// GTK 4.8's shortcuts window leaves its own controls unnamed for screen readers (the audit reads them
// as “GtkSearchEntry”, “GtkImage”, “GtkMenuButton”) and exposes its decorative “no results” image. The
// names given here are GTK's own words, in GTK's own translation (text domain gtk40), as its placeholder
// and header show them.
extension ShortcutsWindow {
    /// Names the window's unnamed controls and hides its decorative images from assistive technology.
    func nameControlsForAssistiveTechnology() {
        // The header bar (the window's titlebar) is one of its children.
        let widgets = [window] + window.descendants
        let search = Self.gtkTranslation("Search")
        for widget in widgets where widget.accessibleLabel == nil {
            if Self.isA(widget, gtk_search_entry_get_type()) {
                let placeholder = widget.generated(as: ClewGtkCore.SearchEntry.self).placeholderText
                widget.setAccessibleLabel(placeholder ?? search)
            } else if Self.isA(widget, gtk_toggle_button_get_type()),
                gtk_button_get_label(widget.pointer(as: GtkButton.self)) == nil
            {
                // The header's magnifier: it shows and hides the search bar.
                widget.setAccessibleLabel(widget.tooltipText ?? search)
            } else if Self.isA(widget, gtk_menu_button_get_type()) {
                // The header's section switcher (shown with several sections); the button inside it is
                // labelled by it.
                widget.setAccessibleLabel(window.title)
            } else if Self.isA(widget, gtk_image_get_type()), !Self.isInsideButton(widget) {
                widget.hiddenFromAccessibility()
            }
        }
    }

    /// `msgid` in GTK's own translation (text domain gtk40). Read while `msgid`'s C string is alive: with no
    /// translation gettext hands back the very pointer it was given, and a literal passed straight to
    /// `g_dgettext` is a temporary freed once the call returns (valgrind saw `String(cString:)` read it freed).
    static func gtkTranslation(_ msgid: String) -> String {
        msgid.withCString { String(cString: g_dgettext("gtk40", $0)) }
    }

    private static func isA(_ widget: Widget, _ type: GType) -> Bool {
        clew_instance_is_a(widget.raw, type) != 0
    }

    private static func isInsideButton(_ widget: Widget) -> Bool {
        var parent = widget.parent
        while let current = parent {
            if isA(current, gtk_button_get_type()) || isA(current, gtk_menu_button_get_type()) { return true }
            parent = current.parent
        }
        return false
    }
}
