internal import CGtk
internal import CGtkShim
internal import CGtkTestShim
@_spi(Testing) import ClewGtk

/// Driving what is on the page, as a person would: typing into a field found by its name,
/// activating a list row by its text, scrolling to it, choosing from a menu, pressing keys.
///
/// ```swift
/// try app.renderer.enterText("milk", intoFieldNamed: "Search notes")
/// try app.renderer.scrollToRow(containing: "Groceries")
/// try app.renderer.activateRow(containing: "Groceries")
/// try app.renderer.chooseMenuItem("Sort by Title", fromMenuNamed: "Main Menu")
/// try app.renderer.pressKeys("<Control>q")
/// ```
extension GtkRenderer {
    /// Where the person can act now: the presentation on top, else the page and the header bar.
    private var actionablePlaces: [Widget] {
        if let popover = presentedPopovers.last { return [popover] }
        if let dialog = presentedWindows.last { return [dialog] }
        if let sheet = presentedSheet { return [sheet] }
        return [visiblePage, headerBar].compactMap { $0 }
    }

    /// Types `text` into the field named `name` (its accessible name, else its placeholder) on
    /// the page, in the header bar, or in the presentation on top, replacing what was there.
    public func enterText(_ text: String, intoFieldNamed name: String) throws(GtkDriverError) {
        try actionScope.enterText(text, intoFieldNamed: name)
    }

    /// The list rows (of list boxes and list views) on the page or on top, with the texts a
    /// person reads in them.
    public var visibleRows: [(texts: [String], row: Widget)] {
        actionablePlaces.flatMap { WidgetQueries.listRows(in: $0) }
    }

    /// Activates the list row that shows `text`, as a click or Enter on it does.
    public func activateRow(containing text: String) throws(GtkDriverError) {
        let row = try row(containing: text)
        guard row.isSensitive else { throw GtkDriverError(description: "The row “\(text)” is disabled.") }
        if let position = WidgetQueries.listViewPosition(of: row), let view = WidgetQueries.listView(of: row) {
            _ = view.activateAction("list.activate-item", parameter: .uint32(UInt32(position)))
        } else if let list = row.parent {
            clew_signal_emit_row_activated(list.raw, row.raw)
        }
        GtkTestHost.drainPending()
    }

    /// Selects the list row that shows `text` (in a list that allows selection), as a click does.
    public func selectRow(containing text: String) throws(GtkDriverError) {
        let row = try row(containing: text)
        if let position = WidgetQueries.listViewPosition(of: row), let view = WidgetQueries.listView(of: row) {
            // list.select-item (position, modify, extend): a plain click.
            _ = view.activateAction(
                "list.select-item", parameter: .tuple([.uint32(UInt32(position)), .bool(false), .bool(false)]))
        } else if let list = row.parent {
            gtk_list_box_select_row(list.opaque, row.pointer(as: GtkListBoxRow.self))
        } else {
            throw GtkDriverError(description: "The row “\(text)” is in no list.")
        }
        GtkTestHost.drainPending()
    }

    /// Scrolls the first list view on the page until its row at `position` is on screen, as a
    /// person scrolling there would (its rows are made as they come into view).
    public func scrollList(toRowAt position: Int) throws(GtkDriverError) {
        let views = actionablePlaces.flatMap { WidgetQueries.shownDescendants(of: $0) }
            .filter { WidgetQueries.isA($0, gtk_list_view_get_type()) }
        guard let view = views.first else { throw GtkDriverError(description: "There is no list view on the page.") }
        guard view.activateAction("list.scroll-to-item", parameter: .uint32(UInt32(position))) else {
            throw GtkDriverError(description: "The list view could not scroll to row \(position).")
        }
        GtkTestHost.drain(until: { false }, timeout: .milliseconds(50))
    }

    /// Scrolls the row that shows `text` into view, as a person scrolling to it would.
    public func scrollToRow(containing text: String) throws(GtkDriverError) {
        let row = try row(containing: text)
        try WidgetQueries.scrollIntoView(row)
        GtkTestHost.drainPending()
    }

    /// Opens the menu button named `menu` (its label or accessible name) and clicks its item
    /// titled `item`, as a person would; a greyed item (its action disabled) is an error.
    public func chooseMenuItem(_ item: String, fromMenuNamed menu: String) throws(GtkDriverError) {
        let buttons = actionablePlaces.flatMap { WidgetQueries.menuButtons(in: $0) }
        guard let button = buttons.first(where: { $0.name == menu })?.button else {
            throw GtkDriverError(description: "No menu named “\(menu)”; the menus are: \(buttons.map(\.name)).")
        }
        guard let popover = button.popover else { throw GtkDriverError(description: "The menu “\(menu)” is empty.") }
        // As a person does: the menu is open before an item is clicked, and closed before the
        // next thing happens. GTK 4.8 never frees a popover reopened within a few milliseconds of
        // closing (seen here: a menu chosen from twice in a row leaked its popover), so the
        // driver lets a closed menu rest as a person's hand would (100 ms).
        button.popup()
        GtkTestHost.drain(until: { popover.isMapped })
        defer {
            button.popdown()
            // Closed means the X server has hidden its surface too, not only GTK's widget.
            GtkTestHost.drain(until: { !popover.isMapped && !WidgetQueries.surfaceIsMapped(of: popover) })
            GtkTestHost.drain(until: { false }, timeout: .milliseconds(100))
        }
        try WidgetQueries.clickMenuItem(item, in: popover, menuName: menu)
    }

    /// Switches the check button, toggle button or switch named `name` (its label, or accessible
    /// name), as a click does; returns its new state.
    @discardableResult
    public func toggle(_ name: String) throws(GtkDriverError) -> Bool {
        try actionScope.toggle(name)
    }

    /// Chooses `option` in the drop-down named `name` (its accessible name), as picking it from the
    /// list does.
    public func choose(_ option: String, inDropDownNamed name: String) throws(GtkDriverError) {
        try actionScope.choose(option, inDropDownNamed: name)
    }

    /// Presses `accelerator` (`"<Control>f"`, `"Escape"`, `"<Alt>Left"`) in the window on top,
    /// as real keys.
    public func pressKeys(_ accelerator: String) throws(GtkDriverError) {
        try GtkTestKeyboard.press(accelerator, in: presentedWindows.last ?? window)
    }

    private func row(containing text: String) throws(GtkDriverError) -> Widget {
        try actionScope.row(containing: text)
    }
}
