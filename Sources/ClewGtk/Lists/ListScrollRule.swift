internal import CGtk
internal import CGtkShim

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
            scrollToTop(view, count: model.shownCount, of: model)
        }
    }

    /// Scrolls `view` to its first row: GTK's own `list.scroll-to-item` on row 0 (it moves the view's
    /// anchor, which a bare adjustment value would not: GTK lays the view out from its anchor).
    static func scrollToTop<Element>(_ view: Widget, count: Int, of _: ListModel<Element>) {
        guard count > 0 else { return }
        // A column view scrolls the list view inside it, where the action is.
        let list =
            WidgetQueriesInLists.isA(view, gtk_column_view_get_type())
            ? view.children.first { WidgetQueriesInLists.isA($0, gtk_list_view_get_type()) } : view
        _ = list?.activateAction("list.scroll-to-item", parameter: .uint32(0))
    }
}

/// Type checks for the list views' own widgets.
@MainActor
enum WidgetQueriesInLists {
    static func isA(_ widget: Widget, _ type: GType) -> Bool { clew_instance_is_a(widget.raw, type) != 0 }
}
