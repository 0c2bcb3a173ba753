internal import CGtk
internal import ClewGtkCore

/// Children laid out in lines that reflow with the width (`GtkFlowBox`): a grid of pictures, tags.
///
/// ```swift
/// let gallery = FlowBox(maxChildrenPerLine: 4)
/// for photo in photos {
///     let picture = Picture()
///     picture.setFile(path: photo.path)
///     gallery.append(picture)
/// }
/// gallery.onChildActivated { _, index in open(photos[index]) }
/// ```
public final class FlowBox: Widget {
    /// An empty flow box: from `minChildrenPerLine` to `maxChildrenPerLine` children a line, no selection.
    public convenience init(
        minChildrenPerLine: Int = 1, maxChildrenPerLine: Int = 7, spacing: Int = 6,
        selectionMode: ListBox.SelectionMode = .none
    ) {
        self.init(new: gtk_flow_box_new())
        gtk_flow_box_set_min_children_per_line(box, guint(max(1, minChildrenPerLine)))
        gtk_flow_box_set_max_children_per_line(box, guint(max(1, maxChildrenPerLine)))
        gtk_flow_box_set_row_spacing(box, guint(max(0, spacing)))
        gtk_flow_box_set_column_spacing(box, guint(max(0, spacing)))
        gtk_flow_box_set_selection_mode(box, selectionMode.gtk)
    }

    private var box: OpaquePointer { opaque }

    /// Adds `child` at the end (in a `GtkFlowBoxChild`).
    public func append(_ child: Widget) { gtk_flow_box_insert(box, child.gtkWidget, -1) }

    /// Removes every child.
    public func removeAll() {
        while let child = gtk_flow_box_get_child_at_index(box, 0) {
            gtk_flow_box_remove(box, UnsafeMutableRawPointer(child).assumingMemoryBound(to: GtkWidget.self))
        }
    }

    /// The number of children.
    public var count: Int {
        var count = 0
        while gtk_flow_box_get_child_at_index(box, Int32(count)) != nil { count += 1 }
        return count
    }

    /// Whether every child gets the same size.
    public var isHomogeneous: Bool {
        get { gtk_flow_box_get_homogeneous(box) != 0 }
        set { gtk_flow_box_set_homogeneous(box, newValue ? 1 : 0) }
    }

    /// The positions of the selected children.
    public var selectedIndices: [Int] {
        guard let list = gtk_flow_box_get_selected_children(box) else { return [] }
        defer { g_list_free(list) }
        var indices: [Int] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            indices.append(
                Int(gtk_flow_box_child_get_index(current.pointee.data.assumingMemoryBound(to: GtkFlowBoxChild.self))))
            node = current.pointee.next
        }
        return indices.sorted()
    }

    /// Calls `handler` with the position of a child that was activated (clicked, or Enter on it).
    @discardableResult
    public func onChildActivated(_ handler: @escaping @MainActor (FlowBox, Int) -> Void) -> SignalConnection {
        let activated: @MainActor (FlowBox, Widget) -> Void = { box, child in
            handler(box, Int(gtk_flow_box_child_get_index(child.pointer(as: GtkFlowBoxChild.self))))
        }
        return connectGenerated(as: ClewGtkCore.FlowBox.self, activated) { $0.connectChildActivated($1) }
    }
}
