import CGtk
import CGtkShim

/// What assistive technology (Orca, over AT-SPI) is told about a widget, beyond what GTK works
/// out by itself.
extension Widget {
    /// A longer explanation a screen reader reads after the name (`GTK_ACCESSIBLE_PROPERTY_DESCRIPTION`),
    /// e.g. an alert's message.
    public func setAccessibleDescription(_ description: String) {
        clew_accessible_set_description(gtkWidget, description)
    }

    /// Hides the widget from assistive technology: for decoration that says nothing a neighbour
    /// does not (a chevron, a check mark next to a checked item).
    @discardableResult
    public func hiddenFromAccessibility(_ hidden: Bool = true) -> Self {
        clew_accessible_set_hidden(gtkWidget, hidden ? 1 : 0)
        return self
    }

    /// Exposes the checked state of a checkable widget (a radio or check item).
    public func setAccessibleChecked(_ checked: Bool) {
        clew_accessible_set_checked(gtkWidget, checked ? 1 : 0)
    }

    /// The texts of the labels inside the widget, in order: what a row says, to name it.
    var descendantLabelTexts: [String] {
        var texts: [String] = []
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if clew_instance_is_a(widget, gtk_label_get_type()) != 0,
                let text = gtk_label_get_text(OpaquePointer(widget))
            {
                let string = String(cString: text)
                if !string.isEmpty { texts.append(string) }
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(gtkWidget)
        return texts
    }
}
