internal import CGtk
internal import CGtkShim

/// A vertical list of rows (`GtkListBox`), the GNOME way to show a short list of items.
///
/// ```swift
/// let list = ListBox()
/// for note in notes { list.append(Label(note.title).leading().margins(12)) }
/// list.connect(.rowActivated) { _, row in open(notes[row.index]) }
/// ```
public final class ListBox: Widget {
    /// How rows can be selected.
    public enum SelectionMode: Sendable {
        /// Rows are activated, never selected (lists of actions or links).
        case none
        /// At most one row is selected.
        case single

        var gtk: GtkSelectionMode { self == .none ? GTK_SELECTION_NONE : GTK_SELECTION_SINGLE }
    }

    /// An empty list; `rows` fills it.
    public convenience init(selectionMode: SelectionMode = .none, @WidgetList rows: () -> [Widget] = { [] }) {
        self.init(new: gtk_list_box_new())
        gtk_list_box_set_selection_mode(opaque, selectionMode.gtk)
        for row in rows() { append(row) }
    }

    /// Adds a row; a widget that is not a ``ListBoxRow`` is put in one. Screen readers hear the
    /// row by `accessibleLabel`, or by default by the first label inside it, with the other labels
    /// as its description (a row's title and subtitle), since GTK names a row by nothing.
    public func append(_ child: Widget, accessibleLabel: String? = nil) {
        gtk_list_box_append(opaque, child.gtkWidget)
        guard let row = child.parent, clew_instance_is_a(row.gtkWidget, gtk_list_box_row_get_type()) != 0 else {
            return
        }
        let texts = child.descendantLabelTexts
        if let name = accessibleLabel ?? texts.first { row.setAccessibleLabel(name) }
        let rest = accessibleLabel == nil ? texts.dropFirst() : texts[...]
        if !rest.isEmpty { row.setAccessibleDescription(rest.joined(separator: ". ")) }
    }

    /// The row at `index`, if there is one.
    public func row(at index: Int) -> ListBoxRow? {
        gtk_list_box_get_row_at_index(opaque, Int32(index)).map {
            ListBoxRow.wrapper(of: UnsafeMutableRawPointer($0))
        }
    }

    /// The number of rows.
    public var rowCount: Int {
        var count = 0
        while gtk_list_box_get_row_at_index(opaque, Int32(count)) != nil { count += 1 }
        return count
    }

    /// Removes every row.
    public func removeAll() {
        while let row = gtk_list_box_get_row_at_index(opaque, 0) {
            gtk_list_box_remove(opaque, gcast(row, to: GtkWidget.self))
        }
    }

    /// The widget shown while the list has no rows.
    public func setPlaceholder(_ placeholder: Widget?) {
        gtk_list_box_set_placeholder(opaque, placeholder?.gtkWidget)
    }
}

/// One row of a ``ListBox``.
public final class ListBoxRow: Widget {
    /// A row around `child`.
    public convenience init(_ child: Widget) {
        self.init(new: gtk_list_box_row_new())
        gtk_list_box_row_set_child(pointer(as: GtkListBoxRow.self), child.gtkWidget)
    }

    /// The row's position in its list (-1 when it is in none).
    public var index: Int { Int(gtk_list_box_row_get_index(pointer(as: GtkListBoxRow.self))) }
}
