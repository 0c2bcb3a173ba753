internal import CGtk

/// Which Swift wrapper class stands for which GTK class, for objects a ``UIDefinition`` made: an object
/// gets the wrapper of the most specific class listed here that it is an instance of (a `GtkButton` a
/// ``Button``, a `GtkCalendar` a plain ``Widget``), once, as its one wrapper (see ``GObjectRef``).
///
/// Only wrappers that keep no Swift state of their own beside the GTK object are listed: a builder made
/// the object, not the wrapper's initializer. Generic wrappers (``ItemDropDown``, ``ListView``) are not.
@MainActor
package enum UIObjectTypes {
    /// A wrapper class and its GTK class's `get_type` function.
    package typealias Listing = (wrapper: GObjectRef.Type, gType: () -> UInt)

    /// ClewGtk's wrappers; other modules add theirs with ``register(_:gType:)`` before loading.
    private static var entries: [Listing] = [
        (GObjectRef.self, { g_object_get_type() }),
        (Widget.self, { gtk_widget_get_type() }),
        (Window.self, { gtk_window_get_type() }),
        (ApplicationWindow.self, { gtk_application_window_get_type() }),
        (HeaderBar.self, { gtk_header_bar_get_type() }),
        (Box.self, { gtk_box_get_type() }),
        (Grid.self, { gtk_grid_get_type() }),
        (CenterBox.self, { gtk_center_box_get_type() }),
        (Paned.self, { gtk_paned_get_type() }),
        (Stack.self, { gtk_stack_get_type() }),
        (StackSwitcher.self, { gtk_stack_switcher_get_type() }),
        (StackSidebar.self, { gtk_stack_sidebar_get_type() }),
        (Expander.self, { gtk_expander_get_type() }),
        (Frame.self, { gtk_frame_get_type() }),
        (AspectFrame.self, { gtk_aspect_frame_get_type() }),
        (FlowBox.self, { gtk_flow_box_get_type() }),
        (Separator.self, { gtk_separator_get_type() }),
        (Overlay.self, { gtk_overlay_get_type() }),
        (ScrolledWindow.self, { gtk_scrolled_window_get_type() }),
        (ListBox.self, { gtk_list_box_get_type() }),
        (ListBoxRow.self, { gtk_list_box_row_get_type() }),
        (Label.self, { gtk_label_get_type() }),
        (Image.self, { gtk_image_get_type() }),
        (Picture.self, { gtk_picture_get_type() }),
        (Spinner.self, { gtk_spinner_get_type() }),
        (ProgressBar.self, { gtk_progress_bar_get_type() }),
        (LevelBar.self, { gtk_level_bar_get_type() }),
        (Button.self, { gtk_button_get_type() }),
        (ToggleButton.self, { gtk_toggle_button_get_type() }),
        (CheckButton.self, { gtk_check_button_get_type() }),
        (Switch.self, { gtk_switch_get_type() }),
        (Entry.self, { gtk_entry_get_type() }),
        (PasswordEntry.self, { gtk_password_entry_get_type() }),
        (SearchEntry.self, { gtk_search_entry_get_type() }),
        (SearchBar.self, { gtk_search_bar_get_type() }),
        (SpinButton.self, { gtk_spin_button_get_type() }),
        (Scale.self, { gtk_scale_get_type() }),
        (DropDown.self, { gtk_drop_down_get_type() }),
        (TextView.self, { gtk_text_view_get_type() }),
        (TextBuffer.self, { gtk_text_buffer_get_type() }),
        (Popover.self, { gtk_popover_get_type() }),
        (PopoverMenu.self, { gtk_popover_menu_get_type() }),
        (MenuButton.self, { gtk_menu_button_get_type() }),
        (Menu.self, { g_menu_get_type() }),
    ]

    /// The entries by GType, made at first use (GTypes exist only once GTK has registered them).
    private static var byType: [GType: GObjectRef.Type]?

    /// Lists `wrapper` as the Swift class of `gType` (ClewAdwaita's windows and rows).
    package static func register(_ wrapper: GObjectRef.Type, gType: @escaping () -> UInt) {
        entries.append((wrapper, gType))
        byType = nil
    }

    /// The wrapper class for an instance of `type`: the listed class nearest to it up its ancestry.
    package static func wrapperClass(for type: UInt) -> GObjectRef.Type {
        let table: [GType: GObjectRef.Type]
        if let byType {
            table = byType
        } else {
            table = Dictionary(entries.map { ($0.gType(), $0.wrapper) }, uniquingKeysWith: { _, last in last })
            byType = table
        }
        var current = type
        while current != 0 {
            if let wrapper = table[current] { return wrapper }
            current = g_type_parent(current)
        }
        return GObjectRef.self
    }
}
