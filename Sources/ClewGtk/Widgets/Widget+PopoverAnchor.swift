internal import CGtk
internal import CGtkShim
import Clew

/// Any GTK widget can anchor a popover: `popoverRoute(from: button)`.
///
/// The widget is "available" while it is in a window that is on screen (mapped); a popover route
/// whose anchor has left its window fails with ``NavigationError/anchorUnavailable(_:)``. While the
/// popover is up, the renderer keeps the anchor's handle alive.
extension Widget: PopoverAnchor {
    /// The widget's ``name`` when one was set, else a button's label, else its GTK type name.
    public var anchorDescription: String {
        let typeName = String(cString: g_type_name(typeOfInstance))
        if name != typeName, !name.isEmpty {
            return name
        }
        if clew_instance_is_a(raw, gtk_button_get_type()) != 0,
            let label = gtk_button_get_label(pointer(as: GtkButton.self))
        {
            return String(cString: label)
        }
        return typeName
    }

    public var isAvailableAsAnchor: Bool {
        gtk_widget_get_root(gtkWidget) != nil && isMapped
    }

    /// `G_TYPE_FROM_INSTANCE` is a macro: the class pointer's first field is the type.
    private var typeOfInstance: GType {
        raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    }
}
