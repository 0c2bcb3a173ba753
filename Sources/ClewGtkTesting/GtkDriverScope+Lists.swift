internal import CGtk
internal import CGtkShim
internal import CGtkTestShim
@_spi(Testing) import ClewGtk

/// A row's context menu and several selected rows, as a person reaches them: the menu opened as Menu or
/// Shift+F10 opens it (a right click opens the same menu at the pointer, which a test cannot aim reliably on
/// every display) and its item clicked; rows selected as Ctrl+clicks select them, in list, grid and column
/// views that take several (`selection: .multiple`).
///
/// <!-- doc-test:
/// let app = await GtkTestWindow()
/// -->
/// ```swift
/// try app.renderer.chooseContextMenuItem("Copy Address", onRowContaining: "Ada Lovelace")
/// try app.renderer.selectRows(containing: ["Ada Lovelace", "Grace Hopper"])
/// #expect(app.renderer.selectedRows.map(\.texts) == [["Ada Lovelace"], ["Grace Hopper"]])
/// ```
extension GtkDriverScope {
    /// Opens the context menu of the row under the scope that shows `text` (the menu of a widget in that row)
    /// and clicks its item titled `item`. Throws when the row has no context menu, the menu has no such item or
    /// more than one, or the item is greyed out.
    public func chooseContextMenuItem(_ item: String, onRowContaining text: String) throws(GtkDriverError) {
        let row = try row(containing: text)
        guard let owner = try Self.contextMenuOwner(around: row, text: text) else {
            throw GtkDriverError(description: "The row “\(text)” \(place) has no context menu.")
        }
        try Self.chooseContextMenuItem(item, on: owner, named: "the context menu of “\(text)”")
    }

    /// Selects exactly the rows under the scope that show `texts` (the first as a click, the others as
    /// Ctrl+clicks), in one list, grid or column view that takes several. Throws when a text matches no row or
    /// several, the rows are in different views, or the view takes one selected row at most.
    public func selectRows(containing texts: [String]) throws(GtkDriverError) {
        guard !texts.isEmpty else {
            throw GtkDriverError(description: "selectRows(containing:) needs one text or more.")
        }
        var positions: [Int] = []
        var view: Widget?
        for text in texts {
            let row = try row(containing: text)
            guard let position = WidgetQueries.listViewPosition(of: row), let rowView = WidgetQueries.listView(of: row)
            else {
                throw GtkDriverError(
                    description: "The row “\(text)” \(place) is not in a list, grid or column view (a list box "
                        + "takes one selected row: selectRow(containing:)).")
            }
            if let view, view.raw != rowView.raw {
                throw GtkDriverError(description: "The rows \(texts) \(place) are not all in one list.")
            }
            view = rowView
            positions.append(position)
        }
        guard let view, let model = WidgetQueries.selectionModel(of: view) else {
            throw GtkDriverError(description: "The list of \(texts) has no selection model.")
        }
        guard clew_instance_is_a(model.raw, gtk_multi_selection_get_type()) != 0 else {
            throw GtkDriverError(
                description: "The list of \(texts) \(place) takes one selected row at most (selection: .single or "
                    + ".none): select one with selectRow(containing:).")
        }
        for (index, position) in positions.enumerated() {
            // list.select-item (position, modify, extend): a click, then Ctrl+clicks.
            _ = view.activateAction(
                "list.select-item", parameter: .tuple([.uint32(UInt32(position)), .bool(index > 0), .bool(false)]))
        }
        GtkTestHost.drainPending()
    }

    /// The selected rows of the list, grid and column views under the scope, by position (in the view's order),
    /// with the texts of their cells on screen (none for a selected row scrolled out of view).
    public var selectedRows: [(position: Int, texts: [String])] {
        let views = roots.flatMap { WidgetQueries.shownDescendants(of: $0) }
            .filter {
                WidgetQueries.isA($0, gtk_list_view_get_type()) || WidgetQueries.isA($0, gtk_grid_view_get_type())
            }
        return views.flatMap { view -> [(position: Int, texts: [String])] in
            guard let model = WidgetQueries.selectionModel(of: view) else { return [] }
            let selection = OpaquePointer(model.raw)
            let count = g_list_model_get_n_items(selection)
            let cells = WidgetQueries.listRows(in: view)
            return (0..<count).filter { gtk_selection_model_is_selected(selection, $0) != 0 }.map { position in
                let texts = cells.filter { WidgetQueries.listViewPosition(of: $0.row) == Int(position) }
                    .flatMap(\.texts)
                return (Int(position), texts)
            }
        }
    }

    /// The widget in `row`, or around it up to its list, that has a context menu: the nearest one.
    static func contextMenuOwner(around row: Widget, text: String) throws(GtkDriverError) -> Widget? {
        var candidate: Widget? = row
        while let current = candidate, !isList(current) {
            let owners = ([current] + WidgetQueries.shownDescendants(of: current)).filter {
                $0.contextMenuPopover != nil
            }
            if !owners.isEmpty {
                return try one(
                    owners, named: text, kind: "context menus are in the row", place: "",
                    else: "The row “\(text)” has no context menu.")
            }
            candidate = current.parent
        }
        return nil
    }

    private static func isList(_ widget: Widget) -> Bool {
        WidgetQueries.isA(widget, gtk_list_view_get_type()) || WidgetQueries.isA(widget, gtk_grid_view_get_type())
            || WidgetQueries.isA(widget, gtk_list_box_get_type())
    }

    /// Opens `owner`'s context menu, clicks its item `item`, and closes it as a person's hand would.
    static func chooseContextMenuItem(_ item: String, on owner: Widget, named menuName: String)
        throws(GtkDriverError)
    {
        guard owner.isMapped else {
            throw GtkDriverError(description: "Cannot open \(menuName): its widget is not on screen.")
        }
        guard let popover = owner.openContextMenu() else {
            throw GtkDriverError(description: "\(owner.name) has no context menu.")
        }
        GtkTestHost.drain(until: { popover.isMapped })
        defer {
            popover.popdown()
            // As chooseMenuItem: closed on the display too, then a rest before the next menu (GTK 4.8 leaks a
            // popover reopened within milliseconds of closing).
            GtkTestHost.drain(until: { !popover.isMapped && !WidgetQueries.surfaceIsMapped(of: popover) })
            GtkTestHost.drain(until: { false }, timeout: .milliseconds(100))
        }
        let titled = WidgetQueries.menuItems(in: popover)
        let matches = titled.filter { $0.title == item }.map(\.item)
        let found = try one(
            matches, named: item, kind: "items are titled", place: "in \(menuName)",
            else: "\(menuName) has no item “\(item)”; its items are: \(titled.map(\.title)).")
        guard found.isSensitive else {
            throw GtkDriverError(
                description: "The item “\(item)” of \(menuName) is greyed out (its action is disabled).")
        }
        clew_signal_emit_void(found.raw, "clicked")
        GtkTestHost.drainPending()
    }
}

extension GtkRenderer {
    /// Opens the context menu of the row that shows `text` (on the page or on top) and clicks its item `item`,
    /// as Menu or Shift+F10 on the row and a click on the item do.
    ///
    /// <!-- doc-test:
    /// let app = await GtkTestWindow()
    /// -->
    /// ```swift
    /// try app.renderer.chooseContextMenuItem("Copy Address", onRowContaining: "Ada Lovelace")
    /// ```
    public func chooseContextMenuItem(_ item: String, onRowContaining text: String) throws(GtkDriverError) {
        try actionScope.chooseContextMenuItem(item, onRowContaining: text)
    }

    /// Opens `widget`'s context menu (``Widget/contextMenu(_:)``) and clicks its item `item`.
    ///
    /// <!-- doc-test:
    /// let app = await GtkTestWindow()
    /// let avatar = Label("Ada")
    /// -->
    /// ```swift
    /// try app.renderer.chooseContextMenuItem("Copy Email", on: avatar)
    /// ```
    public func chooseContextMenuItem(_ item: String, on widget: Widget) throws(GtkDriverError) {
        try GtkDriverScope.chooseContextMenuItem(item, on: widget, named: "the context menu of \(widget.name)")
    }

    /// Selects exactly the rows that show `texts`, in one list, grid or column view taking several.
    ///
    /// <!-- doc-test:
    /// let app = await GtkTestWindow()
    /// -->
    /// ```swift
    /// try app.renderer.selectRows(containing: ["Ada Lovelace", "Grace Hopper"])
    /// ```
    public func selectRows(containing texts: [String]) throws(GtkDriverError) {
        try actionScope.selectRows(containing: texts)
    }

    /// The selected rows of the list, grid and column views on the page or on top (``GtkDriverScope/selectedRows``).
    public var selectedRows: [(position: Int, texts: [String])] { actionScope.selectedRows }
}

extension WidgetQueries {
    /// The selection model of a list or grid view (a column view's inner list view has its column view's).
    static func selectionModel(of view: Widget) -> GObjectRef? {
        let model: OpaquePointer? =
            isA(view, gtk_grid_view_get_type())
            ? gtk_grid_view_get_model(view.opaque) : gtk_list_view_get_model(view.opaque)
        return model.map { GObjectRef(UnsafeMutableRawPointer($0), transfer: .none) }
    }

    /// The items of an open popover menu (GTK's model buttons), by their title.
    static func menuItems(in popover: Popover) -> [(title: String, item: Widget)] {
        descendants(of: popover).filter { widget in
            String(cString: g_type_name_from_instance(widget.raw.assumingMemoryBound(to: GTypeInstance.self)))
                == "GtkModelButton"
        }
        .map { item in
            (labelTexts(in: item).joined(separator: " "), item)
        }
    }
}
