internal import CGtk
import Clew

/// Gives keyboard focus back to the control that opened a dialog, sheet or popover when it closes,
/// as GNOME apps do: a keyboard user continues where they were, and a screen reader says where
/// that is. GTK does not do it by itself for sheets and popovers (focus is left nowhere).
@MainActor
final class FocusReturn {
    private let window: Window
    /// Decides whether a remembered control is still somewhere the user can be (not on a page
    /// that has gone, nor under a sheet).
    private let isReachable: @MainActor (Widget) -> Bool
    private var opener: [PresentationID: Widget] = [:]

    init(window: Window, isReachable: @escaping @MainActor (Widget) -> Bool) {
        self.window = window
        self.isReachable = isReachable
    }

    /// Remembers what has focus in the main window as `id` opens (`anchor`, for a popover, when
    /// focus is nowhere: a click on it need not focus it).
    func remember(for id: PresentationID, anchor: Widget? = nil) {
        let focus = gtk_window_get_focus(window.pointer(as: GtkWindow.self)).map {
            Widget.wrapper(of: UnsafeMutableRawPointer($0))
        }
        opener[id] = focus ?? anchor
    }

    /// Focuses the control that opened `id`, if it is still where the user can reach it; a
    /// presentation that closes because the user went elsewhere (a pop) leaves focus to that.
    func restore(for id: PresentationID) {
        guard let widget = opener.removeValue(forKey: id) else { return }
        guard gtk_widget_get_root(widget.gtkWidget).map({ UnsafeMutableRawPointer($0) }) == window.raw,
            widget.isVisible, widget.isSensitive, isReachable(widget)
        else { return }
        widget.grabFocus()
        // A dialog was a window of its own: the main window gets the keyboard back (a window
        // manager usually does this; without one, as under Xvfb, nobody would).
        if gtk_window_is_active(window.pointer(as: GtkWindow.self)) == 0 { window.present() }
    }

    /// Forgets the opener of `id`, which never showed.
    func forget(_ id: PresentationID) { opener[id] = nil }

    /// Forgets everything (the renderer is going away).
    func forgetAll() { opener.removeAll() }
}
