internal import CGtk
internal import CGtkShim

/// The rows being bound now (``ListRow/bind(_:)`` runs), innermost last: while a row is bound, the
/// change handlers (`onChange`, any `connect` to a ``VoidSignal``) of the
/// widgets inside it stay quiet, so a value the row sets from its element is not taken for the
/// person's change. Handlers of widgets outside the row run as usual.
@MainActor
enum ListRowBinding {
    /// The `GtkWidget *` of each row being bound (rows nest only when a bind fills another list).
    private static var rows: [UnsafeMutableRawPointer] = []

    /// Runs `body` with `row` being bound.
    static func run(_ row: Widget, _ body: () -> Void) {
        rows.append(row.raw)
        defer { rows.removeLast() }
        body()
    }

    /// Whether a signal of `instance` comes from a row being bound: the row, a widget inside it, or the
    /// buffer of a text view inside it.
    static func isQuiet(_ instance: UnsafeMutableRawPointer) -> Bool {
        guard !rows.isEmpty else { return false }
        if clew_instance_is_a(instance, gtk_text_buffer_get_type()) != 0 {
            return rows.contains { showsBuffer(instance, in: $0.assumingMemoryBound(to: GtkWidget.self)) }
        }
        guard clew_instance_is_a(instance, gtk_widget_get_type()) != 0 else { return false }
        let widget = instance.assumingMemoryBound(to: GtkWidget.self)
        return rows.contains { row in
            row == instance || gtk_widget_is_ancestor(widget, row.assumingMemoryBound(to: GtkWidget.self)) != 0
        }
    }

    /// Whether a text view at or under `widget` edits `buffer`.
    private static func showsBuffer(_ buffer: UnsafeMutableRawPointer, in widget: UnsafeMutablePointer<GtkWidget>)
        -> Bool
    {
        if clew_instance_is_a(UnsafeMutableRawPointer(widget), gtk_text_view_get_type()) != 0,
            UnsafeMutableRawPointer(
                gtk_text_view_get_buffer(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self)))
                == buffer
        {
            return true
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if showsBuffer(buffer, in: current) { return true }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }
}
