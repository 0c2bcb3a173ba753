import CGtk
import CGtkShim

extension GtkRenderer {
    /// The texts of the labels drawn now in the window and its dialogs (popovers, toasts and the header bar
    /// included), in order: what a person reads. Hidden pages and closed popovers are left out. For tools:
    /// `clew-demo --list-texts` shows translators and tests what is on screen.
    package var drawnTexts: [String] {
        ([window] + presentedWindows).flatMap { toplevel in
            ([toplevel] + toplevel.descendants).compactMap { widget -> String? in
                guard clew_instance_is_a(widget.gtkWidget, gtk_label_get_type()) != 0,
                    gtk_widget_is_drawable(widget.gtkWidget) != 0,
                    let text = gtk_label_get_text(OpaquePointer(widget.gtkWidget))
                else { return nil }
                let string = String(cString: text)
                return string.isEmpty ? nil : string
            }
        }
    }
}
