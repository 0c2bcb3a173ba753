import CGtk
import Clew

// Sheets: a card at the bottom of the main window over a scrim, inside the window's overlay.
// GTK 4 cannot place a separate window at the bottom of another (the window manager decides),
// so a bottom-aligned sheet lives in the window it belongs to, as libadwaita's do.

extension GtkRenderer {
    func presentSheet(_ presentation: Presentation, widgets: PresentationWidgets) -> ShownModal {
        let id = presentation.id
        // The scrim covers the window: a click on it closes the sheet, and nothing under it can be reached.
        let scrim = WidgetRef(new: gtk_button_new())
        Widgets.addClasses(["clew-scrim", "flat"], to: scrim.widget)
        gtk_widget_set_tooltip_text(scrim.widget, "Close")
        gtk_widget_set_focusable(scrim.widget, 0)
        scrim.connect(.clicked) { [weak self] in self?.send(.dismiss, for: id) }

        let card = WidgetRef(new: Widgets.box(GTK_ORIENTATION_VERTICAL, cssClasses: ["clew-sheet"]))
        gtk_widget_set_valign(card.widget, GTK_ALIGN_END)
        gtk_widget_set_halign(card.widget, GTK_ALIGN_CENTER)
        Widgets.append(widgets.root, to: card.widget)

        gtk_overlay_add_overlay(overlay.opaque, scrim.widget)
        gtk_overlay_add_overlay(overlay.opaque, card.widget)
        // Nothing under the sheet takes keyboard focus or goes back while it is up; the window's
        // own controls (close, minimise) stay usable.
        gtk_widget_set_sensitive(stack.widget, 0)
        gtk_widget_set_sensitive(backButton.widget, 0)
        return ShownModal(presentation: presentation, root: card, scrim: scrim, widgets: widgets)
    }

    func removeSheet(_ shown: ShownModal) {
        if let scrim = shown.scrim {
            gtk_overlay_remove_overlay(overlay.opaque, scrim.widget)
        }
        gtk_overlay_remove_overlay(overlay.opaque, shown.root.widget)
        if presentedSheet == nil {
            gtk_widget_set_sensitive(stack.widget, 1)
            gtk_widget_set_sensitive(backButton.widget, 1)
        }
    }

    /// Escape in the main window closes the sheet on top (dialogs have their own window and key handling).
    func installSheetEscape() {
        let keys = GObjectRef(UnsafeMutableRawPointer(gtk_event_controller_key_new()!), transfer: .none)
        gtk_event_controller_set_propagation_phase(keys.opaque, GTK_PHASE_CAPTURE)
        keys.onKeyPressed { [weak self] press in
            guard press.keyval == UInt32(GDK_KEY_Escape), let self,
                let sheet = self.modals.values.first(where: \.isSheet)
            else { return false }
            self.send(.dismiss, for: sheet.presentation.id)
            return true
        }
        // gtk_widget_add_controller takes over the controller's initial reference.
        gtk_widget_add_controller(window.widget, keys.opaque)
    }
}

extension PresentationStyle {
    /// Whether this is ``PresentationStyle/sheet``.
    var isSheet: Bool {
        if case .sheet = self { true } else { false }
    }
}
