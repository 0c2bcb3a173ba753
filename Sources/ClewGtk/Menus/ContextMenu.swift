internal import CGtk
internal import ClewGtkCore

extension Widget {
    /// Opens `menu` where the user right-clicks or long-presses the widget, or at the widget
    /// when the keyboard focus is in it and Menu or Shift+F10 is pressed, as GNOME apps do.
    ///
    /// ```swift
    /// row.contextMenu(Menu {
    ///     MenuItem("Pin", action: "row.pin")
    ///     MenuItem("Delete", action: "row.delete")
    /// })
    /// ```
    ///
    /// The popover lives as long as the widget (it is taken off when the widget is destroyed).
    @discardableResult
    public func contextMenu(_ menu: Menu) -> Self {
        let popover = PopoverMenu(menu: menu)
        popover.isContextMenu = true
        gtk_popover_set_has_arrow(popover.popover, 0)
        popover.aligned(horizontal: .start)
        gtk_widget_set_parent(popover.gtkWidget, gtkWidget)
        // A popover parented by hand must be unparented before its parent goes (GTK's rule).
        connect(.destroy) { _ in popover.detach() }

        let clicks = ClickGesture(button: UInt32(GDK_BUTTON_SECONDARY))
        clicks.onPressed { press in popover.open(at: (press.x, press.y)) }
        addController(clicks)

        let longPress = LongPressGesture()
        longPress.onPressed { x, y in popover.open(at: (x, y)) }
        addController(longPress)

        addShortcut("Menu") { _ in
            popover.open(at: nil)
            return true
        }
        addShortcut("<Shift>F10") { _ in
            popover.open(at: nil)
            return true
        }
        return self
    }
}

extension Widget {
    /// The menu ``contextMenu(_:)`` gave this widget, if it has one. For the GTK test driver.
    @_spi(Testing)
    public var contextMenuPopover: PopoverMenu? {
        children.lazy.compactMap { $0 as? PopoverMenu }.first { $0.isContextMenu }
    }

    /// Opens this widget's context menu at the widget, as Menu and Shift+F10 do (a right click opens the same
    /// menu at the pointer): the test driver's seam, since a pointer's click cannot be made reliably on every
    /// display. Returns the open menu, or nil when the widget has none.
    @_spi(Testing)
    @discardableResult
    public func openContextMenu() -> PopoverMenu? {
        guard let popover = contextMenuPopover else { return nil }
        popover.open(at: nil)
        return popover
    }
}

extension PopoverMenu {
    /// Opens the menu pointing at `point` in its parent's coordinates, or at the whole parent.
    func open(at point: (x: Double, y: Double)?) {
        if let point {
            var rectangle = GdkRectangle(x: Int32(point.x), y: Int32(point.y), width: 1, height: 1)
            gtk_popover_set_pointing_to(popover, &rectangle)
        } else {
            gtk_popover_set_pointing_to(popover, nil)
        }
        popup()
    }
}

/// Reports a press held still on a touch screen (`GtkGestureLongPress`), where a right-click
/// is not possible.
///
/// <!-- doc-test:
/// let widget = row
/// func showMenu(at x: Double, _ y: Double) {}
/// -->
/// ```swift
/// let hold = LongPressGesture()
/// hold.onPressed { x, y in showMenu(at: x, y) }
/// widget.addController(hold)
/// ```
public final class LongPressGesture: GObjectRef {
    /// A gesture for touch screens only (a held mouse button is a drag, not a long press).
    public convenience init(touchOnly: Bool = true) {
        self.init(UnsafeMutableRawPointer(gtk_gesture_long_press_new()!), transfer: .full)
        gtk_gesture_single_set_touch_only(OpaquePointer(raw), touchOnly ? 1 : 0)
    }

    /// Calls `handler` with where the press is, in the widget's coordinates.
    @discardableResult
    public func onPressed(_ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.GestureLongPress.self).connectPressed(counted { _, x, y in handler(x, y) })
    }
}

extension Widget {
    /// Adds a long-press gesture (`gtk_widget_add_controller`, which takes its own reference).
    public func addController(_ gesture: LongPressGesture) {
        gtk_widget_add_controller(gtkWidget, OpaquePointer(g_object_ref(gesture.raw)))
    }
}
