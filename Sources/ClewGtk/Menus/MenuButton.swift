internal import CGtk
internal import CGtkShim

/// A button that opens a menu or a popover (`GtkMenuButton`): the header bar's primary menu
/// (“hamburger”), or any drop-down menu.
///
/// <!-- doc-test:
/// let appMenu = Menu { MenuItem("About Notes", action: "app.about") }
/// -->
/// ```swift
/// let primary = MenuButton(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu", menu: appMenu)
/// primary.isPrimary = true     // F10 opens it, as in GNOME apps
/// headerBar.packEnd(primary)
/// ```
public final class MenuButton: Widget {
    /// An icon button opening `menu`; `accessibleLabel` is what a screen reader says and the tooltip.
    public convenience init(iconName: String, accessibleLabel: String, menu: Menu) {
        self.init(new: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button, iconName)
        gtk_menu_button_set_menu_model(button, menu.model)
        popover?.forwardsApplicationShortcuts()
        name(accessibleLabel)
    }

    /// A button labelled `label` opening `menu`.
    public convenience init(_ label: String, menu: Menu) {
        self.init(new: gtk_menu_button_new())
        gtk_menu_button_set_label(button, label)
        gtk_menu_button_set_menu_model(button, menu.model)
        popover?.forwardsApplicationShortcuts()
    }

    /// An icon button opening a popover of your own (a sort picker, a form).
    public convenience init(iconName: String, accessibleLabel: String, popover: Popover) {
        self.init(new: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button, iconName)
        gtk_menu_button_set_popover(button, popover.gtkWidget)
        name(accessibleLabel)
    }

    private var button: OpaquePointer { opaque }

    /// Whether this is the window's primary menu: F10 opens it (GNOME's convention).
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(button) != 0 }
        set { gtk_menu_button_set_primary(button, newValue ? 1 : 0) }
    }

    /// Whether the menu is open.
    public var isOpen: Bool {
        // GtkMenuButton:active is GTK 4.10; in 4.8 the popover's visibility says it.
        get {
            gtk_menu_button_get_popover(button).map { gtk_widget_get_visible(gcast($0, to: GtkWidget.self)) != 0 }
                ?? false
        }
        set { newValue ? gtk_menu_button_popup(button) : gtk_menu_button_popdown(button) }
    }

    /// Opens the menu.
    public func popup() { gtk_menu_button_popup(button) }

    /// Closes the menu.
    public func popdown() { gtk_menu_button_popdown(button) }

    /// The popover the button opens (a ``PopoverMenu`` for a menu model), once it has one.
    public var popover: Popover? {
        gtk_menu_button_get_popover(button).map { Popover.wrapper(of: UnsafeMutableRawPointer($0)) }
    }

    /// GTK 4.8 does not name an icon menu button: it gets the label, and the toggle button inside
    /// it, which GTK has labelled by it, takes its name from it (a label of its own as well was
    /// read twice: “Options Options”).
    private func name(_ accessibleLabel: String) {
        tooltipText = accessibleLabel
        setAccessibleLabel(accessibleLabel)
    }
}

/// A popover showing a menu model as GNOME menus look (`GtkPopoverMenu`), with submenus sliding in.
///
/// ```swift
/// let menu = PopoverMenu(menu: Menu { MenuItem("Delete", action: "row.delete") })
/// ```
public final class PopoverMenu: Popover {
    /// A popover menu of `menu`.
    public convenience init(menu: Menu) {
        self.init(new: gtk_popover_menu_new_from_model(menu.model))
        forwardsApplicationShortcuts()
    }

    /// Whether it is open.
    public var isOpen: Bool { isVisible }

    /// Whether ``Widget/contextMenu(_:)`` made it (the driver finds a widget's context menu by it).
    var isContextMenu = false
}
