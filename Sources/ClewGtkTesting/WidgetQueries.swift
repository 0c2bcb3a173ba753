internal import CGtk
internal import CGtkShim
internal import CGtkTestShim
import ClewGtk

/// Finds widgets the way a person would, by what they show, and acts on them as a person would.
///
/// <!-- doc-test:
/// @_spi(Testing) import ClewGtk
/// -->
/// ```swift
/// let dialog = try #require(renderer.presentedWindows.last)
/// #expect(WidgetQueries.labelTexts(in: dialog).first == "Delete “Groceries”?")
/// WidgetQueries.click(try #require(WidgetQueries.button("Delete", in: dialog)))
/// ```
@MainActor
public enum WidgetQueries {
    /// The widget and everything under it, depth first.
    public static func descendants(of widget: Widget) -> [Widget] {
        collect(widget, onlyShown: false)
    }

    /// The widget and everything under it that a person could see, depth first: hidden widgets
    /// and those their parent keeps out of sight (a list's placeholder, a stack's other pages)
    /// are skipped with everything under them.
    /// The root itself is always included: it is what the caller asked about (a popover that is
    /// still opening is not shown yet, but its buttons are what the test wants).
    public static func shownDescendants(of widget: Widget) -> [Widget] {
        collect(widget, onlyShown: true)
    }

    private static func collect(_ widget: Widget, onlyShown: Bool) -> [Widget] {
        var result = [widget]
        for child in widget.children
        where !onlyShown || (child.isVisible && gtk_widget_get_child_visible(child.gtkWidget) != 0) {
            result += collect(child, onlyShown: onlyShown)
        }
        return result
    }

    /// Whether `widget` is an instance of the GType `type` (e.g. `gtk_entry_get_type()`; a `GType` is a `UInt`).
    public static func isA(_ widget: Widget, _ type: UInt) -> Bool {
        clew_instance_is_a(widget.raw, GType(type)) != 0
    }

    /// The visible buttons under `root` with the title a person would read: the labels inside the
    /// button (a label's text has no mnemonic underscore: “Leave”, not “_Leave”), else its tooltip
    /// (icon buttons).
    public static func buttons(in root: Widget) -> [(title: String, button: Button)] {
        shownDescendants(of: root)
            .filter { isA($0, gtk_button_get_type()) }
            .compactMap { widget in
                let button = Button.wrapper(of: widget.raw)
                let labels = labelTexts(in: button)
                if !labels.isEmpty { return (labels.joined(separator: " "), button) }
                if let label = button.label { return (label, button) }
                return button.tooltipText.map { ($0, button) }
            }
    }

    /// The visible button titled `title` under `root`.
    public static func button(_ title: String, in root: Widget) -> Button? {
        buttons(in: root).first { $0.title == title }?.button
    }

    /// The text of every shown label under `root`, in order: what a person reads there. A text
    /// field's placeholder is a hint, not content, and is left out.
    public static func labelTexts(in root: Widget) -> [String] {
        shownDescendants(of: root)
            .filter { isA($0, gtk_label_get_type()) && !($0.parent.map { isA($0, gtk_text_get_type()) } ?? false) }
            .map { Label.wrapper(of: $0.raw).text }
    }

    /// The text fields (entries and password entries) under `root`, in order.
    public static func fields(in root: Widget) -> [any EditableText] {
        descendants(of: root).compactMap { widget -> (any EditableText)? in
            if isA(widget, gtk_password_entry_get_type()) { return PasswordEntry.wrapper(of: widget.raw) }
            if isA(widget, gtk_entry_get_type()) { return Entry.wrapper(of: widget.raw) }
            if isA(widget, gtk_search_entry_get_type()) { return SearchEntry.wrapper(of: widget.raw) }
            return nil
        }
    }

    /// Clicks a real button: a mouse click's gesture ends by emitting `clicked` (keyboard
    /// activation does the same after a 250 ms press animation).
    public static func click(_ button: Button) {
        clew_signal_emit_void(button.raw, "clicked")
    }

    /// Presses Escape where GTK would deliver it: the window's key controllers. Returns whether
    /// one handled it.
    @discardableResult
    public static func pressEscape(in window: Widget) -> Bool {
        keyControllers(of: window).contains { controller in
            clew_signal_emit_key_pressed(controller, UInt32(GDK_KEY_Escape), 9, GdkModifierType(rawValue: 0)) != 0
        }
    }

    /// The key controllers on `widget`.
    static func keyControllers(of widget: Widget) -> [OpaquePointer] {
        let model = gtk_widget_observe_controllers(widget.gtkWidget)!
        defer { g_object_unref(UnsafeMutableRawPointer(model)) }
        return (0..<g_list_model_get_n_items(model)).compactMap { index in
            let item = g_list_model_get_item(model, index)!
            defer { g_object_unref(item) }
            return clew_instance_is_a(item, gtk_event_controller_key_get_type()) != 0 ? OpaquePointer(item) : nil
        }
    }
}

extension WidgetQueries {
    /// What a person hears a field called: its accessible name, else its placeholder.
    public static func name(of field: any EditableText) -> String {
        if let name = field.accessibleLabel { return name }
        return (field as? Entry)?.placeholder ?? ""
    }

    /// The shown controls under `root` that a person switches on and off, by the name they are
    /// known by: check buttons and toggle buttons by their label (else accessible name), switches
    /// by their accessible name.
    public static func toggles(in root: Widget) -> [(name: String, widget: Widget, isOn: Bool)] {
        shownDescendants(of: root).compactMap { widget in
            if isA(widget, gtk_check_button_get_type()) {
                let check = CheckButton.wrapper(of: widget.raw)
                return (check.label ?? check.accessibleLabel ?? "", check, check.isActive)
            }
            if isA(widget, gtk_switch_get_type()) {
                let toggle = Switch.wrapper(of: widget.raw)
                return (toggle.accessibleLabel ?? "", toggle, toggle.isActive)
            }
            if isA(widget, gtk_toggle_button_get_type()) && !isA(widget.parent ?? widget, gtk_stack_switcher_get_type())
                && !isA(widget.parent ?? widget, gtk_menu_button_get_type())
            {
                let toggle = ToggleButton.wrapper(of: widget.raw)
                let name = labelTexts(in: toggle).joined(separator: " ")
                return (name.isEmpty ? toggle.accessibleLabel ?? "" : name, toggle, toggle.isActive)
            }
            return nil
        }
    }

    /// The shown drop-downs under `root`, by accessible name, with the strings they offer.
    public static func dropDowns(in root: Widget) -> [(name: String, widget: Widget, options: [String])] {
        shownDescendants(of: root).filter { isA($0, gtk_drop_down_get_type()) }.map { widget in
            let model = gtk_drop_down_get_model(OpaquePointer(widget.raw))
            var options: [String] = []
            if let model, clew_instance_is_a(UnsafeMutableRawPointer(model), gtk_string_list_get_type()) != 0 {
                for index in 0..<g_list_model_get_n_items(model) {
                    options.append(String(cString: gtk_string_list_get_string(model, index)))
                }
            }
            return (widget.accessibleLabel ?? "", widget, options)
        }
    }

    /// The shown text views under `root`, by accessible name.
    public static func textViews(in root: Widget) -> [(name: String, view: TextView)] {
        shownDescendants(of: root).filter { isA($0, gtk_text_view_get_type()) }.map { widget in
            (widget.accessibleLabel ?? "", TextView.wrapper(of: widget.raw))
        }
    }

    /// The shown rows under `root`, with the texts in each: the rows of list boxes and the cells of
    /// list views (only those GTK has made: the ones on screen and a few around them).
    public static func listRows(in root: Widget) -> [(texts: [String], row: Widget)] {
        shownDescendants(of: root)
            .filter { isA($0, gtk_list_box_row_get_type()) || listViewPosition(of: $0) != nil }
            .map { widget in (labelTexts(in: widget), widget) }
    }

    /// The position of a list view's cell, which the view keeps on it when it binds the cell.
    static func listViewPosition(of cell: Widget) -> Int? {
        guard let stored = g_object_get_data(cell.object, "clew-list-position") else { return nil }
        return Int(bitPattern: UInt(bitPattern: stored)) - 1
    }

    /// The list view a cell belongs to.
    static func listView(of cell: Widget) -> Widget? {
        var ancestor = cell.parent
        while let current = ancestor, !isA(current, gtk_list_view_get_type()), !isA(current, gtk_grid_view_get_type()) {
            ancestor = current.parent
        }
        return ancestor
    }

    /// The shown menu buttons under `root`, by the name a person knows them by: their accessible
    /// name, else their label.
    public static func menuButtons(in root: Widget) -> [(name: String, button: MenuButton)] {
        shownDescendants(of: root)
            .filter { isA($0, gtk_menu_button_get_type()) }
            .map { widget in
                let button = MenuButton.wrapper(of: widget.raw)
                let name = button.accessibleLabel ?? labelTexts(in: button).joined(separator: " ")
                return (name, button)
            }
    }

    /// Clicks the item titled `title` of an open popover menu (GTK's model buttons emit `clicked`).
    static func clickMenuItem(_ title: String, in popover: Popover, menuName: String) throws(GtkDriverError) {
        let items = descendants(of: popover).filter { widget in
            String(cString: g_type_name(gType(of: widget))) == "GtkModelButton"
        }
        let titled = items.map { (labelTexts(in: $0).joined(separator: " "), $0) }
        guard let item = titled.first(where: { $0.0 == title })?.1 else {
            throw GtkDriverError(
                description: "The menu “\(menuName)” has no item “\(title)”; its items are: \(titled.map(\.0)).")
        }
        guard item.isSensitive else {
            throw GtkDriverError(
                description: "The item “\(title)” of “\(menuName)” is greyed out (its action is disabled).")
        }
        clew_signal_emit_void(item.raw, "clicked")
        GtkTestHost.drainPending()
    }

    /// Scrolls the nearest scrolled window around `widget` so that the widget is in view.
    static func scrollIntoView(_ widget: Widget) throws(GtkDriverError) {
        var ancestor = widget.parent
        while let current = ancestor, !isA(current, gtk_scrolled_window_get_type()) { ancestor = current.parent }
        guard let scrolled = ancestor,
            let content = scrolled.children.first(where: {
                !isA($0, gtk_scrollbar_get_type())
            })
        else { throw GtkDriverError(description: "The row is not in a scrolled list.") }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget.gtkWidget, content.gtkWidget, &bounds) != 0 else {
            throw GtkDriverError(description: "The row has not been laid out yet.")
        }
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.opaque)
        let visible = gtk_adjustment_get_page_size(adjustment)
        let top = gtk_adjustment_get_value(adjustment)
        let (rowTop, rowBottom) = (Double(bounds.origin.y), Double(bounds.origin.y + bounds.size.height))
        if rowTop < top {
            gtk_adjustment_set_value(adjustment, rowTop)
        } else if rowBottom > top + visible {
            gtk_adjustment_set_value(adjustment, rowBottom - visible)
        }
    }

    /// Whether the GDK surface of a popover or window is mapped (what the display shows).
    static func surfaceIsMapped(of widget: Widget) -> Bool {
        guard let surface = gtk_native_get_surface(OpaquePointer(widget.raw)) else { return false }
        return gdk_surface_get_mapped(surface) != 0
    }

    private static func gType(of widget: Widget) -> GType {
        widget.raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    }
}
