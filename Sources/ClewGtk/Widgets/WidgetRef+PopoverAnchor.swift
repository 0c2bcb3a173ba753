import CGtk
import CGtkShim
import Clew

/// Any GTK widget can anchor a popover: `popoverRoute(from: button)`.
///
/// The widget is "available" while it is in a window that is on screen (mapped); a popover route
/// whose anchor has left its window fails with ``NavigationError/anchorUnavailable(_:)``.
extension WidgetRef: PopoverAnchor {
    /// The widget's name when one was set (`gtk_widget_set_name`), else a button's label, else its type.
    public var anchorDescription: String {
        let name = String(cString: gtk_widget_get_name(widget))
        let typeName = String(cString: g_type_name(G_TYPE_FROM_INSTANCE_shim(raw)))
        if name != typeName, !name.isEmpty {
            return name
        }
        if gtk_widget_get_first_child(widget) != nil,
            clew_instance_is_a(raw, gtk_button_get_type()) != 0,
            let label = gtk_button_get_label(gcast(widget, to: GtkButton.self))
        {
            return String(cString: label)
        }
        return typeName
    }

    public var isAvailableAsAnchor: Bool {
        gtk_widget_get_root(widget) != nil && gtk_widget_get_mapped(widget) != 0
    }
}

/// `G_TYPE_FROM_INSTANCE` is a macro: the class pointer's first field is the type.
@MainActor
private func G_TYPE_FROM_INSTANCE_shim(_ instance: UnsafeMutableRawPointer) -> GType {
    instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}
