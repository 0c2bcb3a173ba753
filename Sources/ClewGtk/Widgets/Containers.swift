internal import CGtk

/// Scrolls a child that can be larger than the space it gets (`GtkScrolledWindow`).
///
/// ```swift
/// ScrolledWindow(child: list)   // scrolls vertically, never horizontally
/// ```
public final class ScrolledWindow: Widget {
    /// When a scroll bar appears.
    public enum Policy: Sendable {
        /// Never scroll that way.
        case never
        /// Scroll when the child is larger.
        case automatic

        var gtk: GtkPolicyType { self == .never ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC }
    }

    /// Scrolls `child`, by default only vertically.
    public convenience init(horizontal: Policy = .never, vertical: Policy = .automatic, child: Widget) {
        self.init(new: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(opaque, horizontal.gtk, vertical.gtk)
        gtk_scrolled_window_set_child(opaque, child.gtkWidget)
    }
}

/// Stacks widgets on top of a main child (`GtkOverlay`): a spinner over a picture, a sheet over a page.
public final class Overlay: Widget {
    /// An overlay around `child`.
    public convenience init(child: Widget) {
        self.init(new: gtk_overlay_new())
        gtk_overlay_set_child(opaque, child.gtkWidget)
    }

    /// Puts `widget` over the child (use ``Widget/aligned(horizontal:vertical:)`` to place it).
    public func addOverlay(_ widget: Widget) { gtk_overlay_add_overlay(opaque, widget.gtkWidget) }

    /// Takes an overlaid widget away again.
    public func removeOverlay(_ widget: Widget) { gtk_overlay_remove_overlay(opaque, widget.gtkWidget) }

    /// The main child, under the overlaid widgets.
    public var child: Widget? {
        get { gtk_overlay_get_child(opaque).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_overlay_set_child(opaque, newValue?.gtkWidget) }
    }
}
