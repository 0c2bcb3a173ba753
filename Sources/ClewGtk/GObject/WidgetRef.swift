import CGtk

/// A ``GObjectRef`` to a `GtkWidget`, with the handful of calls the interop
/// layer and tests need. Follows the same ownership rule.
@MainActor
open class WidgetRef: GObjectRef {
    /// Wraps a newly created widget (floating ref, or a window owned by GTK).
    public convenience init(new pointer: UnsafeMutablePointer<GtkWidget>) {
        self.init(UnsafeMutableRawPointer(pointer), transfer: .floating)
    }

    /// The `GtkWidget *`.
    public var widget: UnsafeMutablePointer<GtkWidget> { pointer(as: GtkWidget.self) }

    /// `gtk_widget_set_visible`.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// True once the widget is mapped (shown on screen).
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Allocated size in logical pixels (0 before the first layout).
    public var size: (width: Int, height: Int) {
        (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
    }
}
