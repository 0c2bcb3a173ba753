internal import CGtk
internal import CGtkShim

/// Lays children out in a row or a column (`GtkBox`).
///
/// ```swift
/// Box(.horizontal, spacing: 12) {
///     Label("Difficulty").expanding(horizontally: true)
///     Button("Normal")
/// }
/// ```
public final class Box: Widget {
    /// Which way the children go.
    public enum Orientation: Sendable {
        /// Side by side.
        case horizontal
        /// One above the other.
        case vertical

        var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
    }

    /// A box with `children`, `spacing` pixels apart.
    public convenience init(
        _ orientation: Orientation, spacing: Int = 0, @WidgetList _ children: () -> [Widget] = { [] }
    ) {
        self.init(new: gtk_box_new(orientation.gtk, Int32(spacing)))
        for child in children() { append(child) }
    }

    /// A row that assistive technology sees as an alert (a toast, a download's error) rather than as a
    /// generic container.
    package convenience init(alertWithSpacing spacing: Int, @WidgetList _ children: () -> [Widget]) {
        self.init(new: clew_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_ALERT))
        gtk_box_set_spacing(box, Int32(spacing))
        for child in children() { append(child) }
    }

    private var box: UnsafeMutablePointer<GtkBox> { pointer(as: GtkBox.self) }

    /// Adds `child` at the end.
    public func append(_ child: Widget) { gtk_box_append(box, child.gtkWidget) }

    /// Adds `child` at the start.
    public func prepend(_ child: Widget) { gtk_box_prepend(box, child.gtkWidget) }

    /// Takes `child` out of the box.
    public func remove(_ child: Widget) { gtk_box_remove(box, child.gtkWidget) }

    /// Whether every child gets the same size.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(box) != 0 }
        set { gtk_box_set_homogeneous(box, newValue ? 1 : 0) }
    }
}
