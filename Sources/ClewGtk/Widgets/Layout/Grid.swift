internal import CGtk

/// Lays children out in rows and columns (`GtkGrid`): a form's labels and fields.
///
/// ```swift
/// let form = Grid(rowSpacing: 6, columnSpacing: 12)
/// form.attach(Label("Name").leading(), column: 0, row: 0)
/// form.attach(Entry(placeholder: "Ada Lovelace"), column: 1, row: 0)
/// form.attach(Button("Save"), column: 0, row: 1, width: 2)
/// ```
public final class Grid: Widget {
    /// An empty grid with the given spacing between rows and between columns.
    public convenience init(rowSpacing: Int = 0, columnSpacing: Int = 0) {
        self.init(new: gtk_grid_new())
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
    }

    private var grid: UnsafeMutablePointer<GtkGrid> { pointer(as: GtkGrid.self) }

    /// Puts `child` at `column`, `row`, spanning `width` columns and `height` rows.
    public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        gtk_grid_attach(grid, child.gtkWidget, Int32(column), Int32(row), Int32(width), Int32(height))
    }

    /// The child whose area covers `column`, `row`, if any.
    public func child(atColumn column: Int, row: Int) -> Widget? {
        gtk_grid_get_child_at(grid, Int32(column), Int32(row)).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) }
    }

    /// Takes `child` out of the grid.
    public func remove(_ child: Widget) { gtk_grid_remove(grid, child.gtkWidget) }

    /// Pixels between rows.
    public var rowSpacing: Int {
        get { Int(gtk_grid_get_row_spacing(grid)) }
        set { gtk_grid_set_row_spacing(grid, guint(max(0, newValue))) }
    }

    /// Pixels between columns.
    public var columnSpacing: Int {
        get { Int(gtk_grid_get_column_spacing(grid)) }
        set { gtk_grid_set_column_spacing(grid, guint(max(0, newValue))) }
    }

    /// Whether every row has the same height.
    public var rowsAreHomogeneous: Bool {
        get { gtk_grid_get_row_homogeneous(grid) != 0 }
        set { gtk_grid_set_row_homogeneous(grid, newValue ? 1 : 0) }
    }

    /// Whether every column has the same width.
    public var columnsAreHomogeneous: Bool {
        get { gtk_grid_get_column_homogeneous(grid) != 0 }
        set { gtk_grid_set_column_homogeneous(grid, newValue ? 1 : 0) }
    }
}

/// Three slots in a row (or column) with the middle one centred whatever the sides hold
/// (`GtkCenterBox`): a toolbar, a custom title bar.
///
/// ```swift
/// CenterBox(start: Button("Back"), center: Label("Title"), end: Button("Done"))
/// ```
public final class CenterBox: Widget {
    /// A center box with the given widgets (any may be nil).
    public convenience init(
        _ orientation: Box.Orientation = .horizontal, start: Widget? = nil, center: Widget? = nil, end: Widget? = nil
    ) {
        self.init(new: gtk_center_box_new())
        gtk_orientable_set_orientation(opaque, orientation.gtk)
        self.start = start
        self.center = center
        self.end = end
    }

    private var box: OpaquePointer { opaque }

    /// The widget at the start.
    public var start: Widget? {
        get { gtk_center_box_get_start_widget(box).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_center_box_set_start_widget(box, newValue?.gtkWidget) }
    }

    /// The widget in the middle.
    public var center: Widget? {
        get { gtk_center_box_get_center_widget(box).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_center_box_set_center_widget(box, newValue?.gtkWidget) }
    }

    /// The widget at the end.
    public var end: Widget? {
        get { gtk_center_box_get_end_widget(box).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_center_box_set_end_widget(box, newValue?.gtkWidget) }
    }
}

/// A thin line between groups of widgets (`GtkSeparator`).
///
/// ```swift
/// Box(.vertical) { header; Separator(); list }
/// ```
public final class Separator: Widget {
    /// A separator across the given orientation's axis (horizontal: a line from side to side).
    public convenience init(_ orientation: Box.Orientation = .horizontal) {
        self.init(new: gtk_separator_new(orientation.gtk))
    }
}
