internal import CGtk
internal import CGtkShim

/// What assistive technology (Orca, over AT-SPI) is told about a widget, beyond what GTK works
/// out by itself.
extension Widget {
    /// A longer explanation a screen reader reads after the name (`GTK_ACCESSIBLE_PROPERTY_DESCRIPTION`),
    /// e.g. an alert's message.
    public func setAccessibleDescription(_ description: String) {
        clew_accessible_set_description(gtkWidget, description)
    }

    /// The description given by ``setAccessibleDescription(_:)``, if any (GTK 4.8 cannot read it back).
    public var accessibleDescription: String? {
        clew_accessible_get_description(gtkWidget).map { String(cString: $0) }
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

    /// Names a button made with a mnemonic (“_Leave”) by its label widget alone. GTK 4.8 names it
    /// by its raw label and then its label widget (“_Leave Leave”), which a screen reader reads out.
    package func nameByLabelWidget() {
        gtk_accessible_reset_property(OpaquePointer(gtkWidget), GTK_ACCESSIBLE_PROPERTY_LABEL)
    }

    /// The widgets under this one that are `type` (or a subclass), in order.
    package func descendants(ofType type: UInt) -> [Widget] {
        // The raw tree is walked and only the matches get wrappers: a wrapper costs a toggle
        // reference, and a message dialog has dozens of widgets (measured in the alert latency).
        var found: [Widget] = []
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if clew_instance_is_a(current, type) != 0 {
                    found.append(Widget.wrapper(of: UnsafeMutableRawPointer(current)))
                }
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(gtkWidget)
        return found
    }

    /// The texts of the labels inside the widget, in order: what a row says, to name it.
    package var descendantLabelTexts: [String] { labelTexts(drawnOnly: false) }

    /// The texts of the labels in the widget (itself included), in order; with `drawnOnly`, only of
    /// those drawn now (not on a hidden page or in a closed popover).
    package func labelTexts(drawnOnly: Bool) -> [String] {
        let labelType = gtk_label_get_type()
        let labels = (clew_instance_is_a(gtkWidget, labelType) != 0 ? [self] : []) + descendants(ofType: labelType)
        return labels.compactMap { label in
            guard !drawnOnly || gtk_widget_is_drawable(label.gtkWidget) != 0,
                let text = gtk_label_get_text(OpaquePointer(label.gtkWidget))
            else { return nil }
            let string = String(cString: text)
            return string.isEmpty ? nil : string
        }
    }
}
