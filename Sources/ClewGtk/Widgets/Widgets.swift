import CGtk

// Small constructors for the widgets the renderer builds. Each returns a new floating widget
// (owned by whichever container it is added to), so none of them needs a Swift wrapper.
@MainActor
enum Widgets {
    static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, cssClasses: [String] = [])
        -> UnsafeMutablePointer<GtkWidget>
    {
        let box = gtk_box_new(orientation, spacing)!
        addClasses(cssClasses, to: box)
        return box
    }

    static func append(_ child: UnsafeMutablePointer<GtkWidget>, to box: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(gcast(box, to: GtkBox.self), child)
    }

    static func label(_ text: String, cssClasses: [String] = [], wrap: Bool = false) -> UnsafeMutablePointer<GtkWidget>
    {
        let label = gtk_label_new(text)!
        addClasses(cssClasses, to: label)
        if wrap {
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_label_set_max_width_chars(OpaquePointer(label), 40)
            gtk_label_set_justify(OpaquePointer(label), GTK_JUSTIFY_CENTER)
        }
        return label
    }

    static func addClasses(_ classes: [String], to widget: UnsafeMutablePointer<GtkWidget>) {
        for cssClass in classes {
            gtk_widget_add_css_class(widget, cssClass)
        }
    }

    static func setMargins(_ widget: UnsafeMutablePointer<GtkWidget>, _ margin: Int32) {
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }
}
