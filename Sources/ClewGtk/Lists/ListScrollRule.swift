import CGtk

/// What a change of a ``ListModel`` did to the rows, as far as the scroll position goes.
enum ListChange {
    /// The same rows in the same order (values redrawn in place).
    case inPlace
    /// Rows added after the last one, nothing else (a list that loads more as it is scrolled).
    case appended
    /// Anything else: rows removed, inserted before the end, or put in another order (a search, a
    /// sort, a new list).
    case moved
}

/// The scroll position of a list, grid or column view when its model changes, one rule for all three:
///
/// - A change that moves rows (a search typed or cleared, a sort, rows removed or inserted anywhere
///   but after the last one, a new list) shows the list **from its first row**, scrolled to the top.
/// - Appending rows after the last one, and redrawing rows in place (``ListModel/reload(at:)``,
///   ``ListModel/replace(at:with:)``, an update that keeps every id in its place), **keep the
///   position**: the person reading row 300 of a list that loads more stays on row 300.
///
/// Whatever GTK did with its own anchor before, the top row after a change is then the same on
/// every run: clearing a search shows the first row, not the row that happened to be on top.
@MainActor
enum ListScrollRule {
    /// Makes `view` (a `GtkScrollable`: list, grid or column view) follow the rule for `model`.
    static func follow<Element>(_ model: ListModel<Element>, in view: Widget) {
        model.didChange.append { [weak view, weak model] in
            guard let view, let model, model.lastChange == .moved else { return }
            scrollToTop(view)
        }
    }

    /// Scrolls `view` to its first row (its vertical adjustment to the lowest value).
    static func scrollToTop(_ view: Widget) {
        guard let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(view.raw)) else { return }
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
    }
}
