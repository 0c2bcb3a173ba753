internal import CGtk

/// A bubble pointing at a widget (`GtkPopover`). Apps show popovers with a route
/// (`popoverRoute(from:permittedArrowDirections:)`); this type is what the renderer builds.
public class Popover: Widget {
    /// A popover showing `child`, closed by Escape and by clicks outside it.
    public convenience init(child: Widget) {
        self.init(new: gtk_popover_new())
        gtk_popover_set_child(popover, child.gtkWidget)
        gtk_popover_set_autohide(popover, 1)
        forwardsApplicationShortcuts()
    }

    final var popover: UnsafeMutablePointer<GtkPopover> { pointer(as: GtkPopover.self) }

    /// Which side of the anchor it appears on (the presenter sets it from the route's arrow directions).
    final var position: GtkPositionType {
        get { gtk_popover_get_position(popover) }
        set { gtk_popover_set_position(popover, newValue) }
    }

    /// Attaches the popover to `anchor` (its parent); call ``detach()`` when done.
    public final func attach(to anchor: Widget) {
        gtk_widget_set_parent(gtkWidget, anchor.gtkWidget)
        // Point at the anchor's bounds; before its first layout GTK's default (the whole parent) is right.
        let (width, height) = anchor.size
        if width > 0, height > 0 {
            var bounds = GdkRectangle(x: 0, y: 0, width: Int32(width), height: Int32(height))
            gtk_popover_set_pointing_to(popover, &bounds)
        }
    }

    /// Whether it is attached to an anchor.
    public final var isAttached: Bool { gtk_widget_get_parent(gtkWidget) != nil }

    /// Takes the popover off its anchor.
    public final func detach() {
        if isAttached { gtk_widget_unparent(gtkWidget) }
    }

    /// Whether a click outside closes it (`autohide`: the popover grabs the seat's input while up).
    final var closesOnClickOutside: Bool {
        get { gtk_popover_get_autohide(popover) != 0 }
        set { gtk_popover_set_autohide(popover, newValue ? 1 : 0) }
    }

    /// Shows it.
    public final func popup() { gtk_popover_popup(popover) }

    /// Hides it (emits ``VoidSignal/closed``).
    public final func popdown() { gtk_popover_popdown(popover) }
}
