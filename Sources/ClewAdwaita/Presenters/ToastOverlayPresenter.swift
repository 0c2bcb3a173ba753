internal import CAdw
internal import CGtk
internal import CGtkShim
import Clew
import ClewGtk

/// Toasts on libadwaita: each toast is an `AdwToast` in an `AdwToastOverlay` at the bottom of the
/// window (its message, the action button, the close button, libadwaita's slide-in).
///
/// The router keeps the queue and the priorities and shows one toast at a time. libadwaita 1.2's
/// `dismissed` signal gives no reason, so the presenter tells them apart itself: the timeout is
/// its own timer (the toast's exact ``Toast/timeout`` and ``ToastResponse/timedOut``; the
/// `AdwToast` never times out alone), a click on the action is `button-clicked`, and any other
/// dismissal the user made (the close button, Escape in the toast) is ``ToastResponse/dismiss``.
///
/// Each toast gets an overlay of its own, which slides it in and is taken out of the window when
/// the toast ends: libadwaita 1.2 frees a toast whose slide-out ends in the frame its slide-in
/// ends, then ends the slide-in with it (a crash the leak check found, and a use after free
/// valgrind found when the window closed mid-slide). So the toast never slides out: the overlay's
/// `dismissed` handler, which would start that, is stopped, and the toast leaves at once, as on
/// plain GTK. The overlay sits in a box that is an alert to assistive technology (1.2's toast has
/// no role of its own), so a screen reader announces each toast.
@MainActor
final class ToastOverlayPresenter: ToastPresenting {
    /// The toast on screen.
    private struct Shown {
        let toast: Toast
        let adwToast: GObjectRef
        let place: Place
        /// The GLib source that ends the toast when its time is up.
        var timer: UInt32?
        /// The window's focus watch while the toast is up (see ``keepFocusOutOfToast(in:)``).
        var focusWatch: (window: Window, connection: SignalConnection)?
    }

    /// A toast's overlay and the alert box around it, on the window's overlay.
    private struct Place {
        let toastOverlay: Widget
        let announcer: Box
    }

    private let overlay: Overlay
    private let host: ToastHost
    private var shown: Shown?

    init(overlay: Overlay, host: ToastHost) {
        self.overlay = overlay
        self.host = host
    }

    func show(_ toast: Toast) {
        if let shown { hide(shown.toast) }
        // A 1.2 toast's title is Pango markup: the app's text shows as typed.
        let adwToast = AdwaitaSignals.makeToast(title: Markup.escaped(toast.title))
        if let title = toast.actionTitle {
            // libadwaita 1.2 makes the button with a mnemonic, which cannot be turned off: `_` is doubled.
            AdwaitaSignals.setButtonLabel(Mnemonic.escaped(title), of: adwToast)
            AdwaitaSignals.onButtonClicked(of: adwToast) { [weak self, weak toast] in
                guard let self, let toast, self.shown?.toast === toast else { return }
                self.host.record(.chose(title, in: toast.summary))
                self.host.respond(.chooseAction, toast)
            }
        }
        // Connected before the overlay's own handler, which would slide the toast out: the
        // presenter removes the toast itself (see the type's doc), so the emission stops here.
        AdwaitaSignals.onDismissed(of: adwToast) { [weak self, weak toast] adwToast in
            // This emission, from its handler (by the signal's id, not its name).
            adwToast.stopCurrentEmission()
            guard let self, let toast, self.shown?.toast === toast else { return }
            self.host.respond(.dismiss, toast)
        }
        let timer = toast.timeout.map { timeout in
            GLibMainLoop.after(timeout) { [weak self, weak toast] in
                guard let self, let toast, self.shown?.toast === toast else { return }
                // The source is over once this runs: nothing to remove later.
                self.shown?.timer = nil
                self.host.respond(.timedOut, toast)
            }
        }
        // With no child, the overlay is as large as its toast: centred at the bottom, it takes no
        // clicks from the pages around it.
        let toastOverlay = Widget(new: adw_toast_overlay_new())
        let announcer = Box(alertWithSpacing: 0) { toastOverlay }
            .aligned(horizontal: .center, vertical: .end)
        announcer.setAccessibleLabel(toast.title)
        overlay.addOverlay(announcer)
        shown = Shown(
            toast: toast, adwToast: adwToast, place: Place(toastOverlay: toastOverlay, announcer: announcer),
            timer: timer)
        // The overlay takes the reference it is given (transfer full): give it one of its own.
        adw_toast_overlay_add_toast(toastOverlay.opaque, OpaquePointer(g_object_ref(adwToast.raw)))
        // libadwaita 1.2's close button has only an icon: give it a name screen readers say, and
        // the tooltip GTK's icon buttons have.
        if let closeButton {
            closeButton.setAccessibleLabel(tr("Close", context: "toast"))
            closeButton.tooltipText = tr("Close", context: "toast")
        }
        // Its action button is made with a mnemonic: named by its label widget alone, not “Undo Undo”.
        actionButton?.nameByLabelWidget()
        self.shown?.focusWatch = keepFocusOutOfToast(in: toastOverlay)
        host.record(.presented(toast.summary, .toast))
    }

    /// While the window is inactive (a dialog over it has just closed), GTK 4.8 moves the focus
    /// of a window whose focused page went away into a new toast, where a keyboard user would not
    /// expect it and Return would press Undo (the a11y audit's keyboard drive found it). Focus
    /// moved into the toast while the window is inactive goes back to where it was; Tab in an
    /// active window still reaches the toast's buttons.
    private func keepFocusOutOfToast(in toastOverlay: Widget) -> (window: Window, connection: SignalConnection)? {
        guard let root = gtk_widget_get_root(toastOverlay.gtkWidget) else { return nil }
        let window = Window.wrapper(of: UnsafeMutableRawPointer(root))
        var outside = gtk_window_get_focus(window.pointer(as: GtkWindow.self))
            .map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) }
        let connection = window.onFocusWidgetChange { [weak toastOverlay] window in
            guard let toastOverlay else { return }
            let gtkWindow = window.pointer(as: GtkWindow.self)
            guard let focus = gtk_window_get_focus(gtkWindow) else { return }
            guard gtk_widget_is_ancestor(focus, toastOverlay.gtkWidget) != 0 else {
                outside = Widget.wrapper(of: UnsafeMutableRawPointer(focus))
                return
            }
            guard gtk_window_is_active(gtkWindow) == 0, let previous = outside,
                gtk_widget_get_root(previous.gtkWidget).map({ UnsafeMutableRawPointer($0) }) == window.raw,
                previous.isSensitive, previous.isVisible
            else { return }
            gtk_window_set_focus(gtkWindow, previous.gtkWidget)
        }
        return (window, connection)
    }

    func hide(_ toast: Toast) {
        guard let shown, shown.toast === toast else { return }
        self.shown = nil
        if let timer = shown.timer { g_source_remove(timer) }
        if let watch = shown.focusWatch { watch.window.disconnect(watch.connection) }
        host.record(.dismissed(toast.summary))
        // Out of the window once the signal that asked for it (the toast's own button) is over.
        let place = shown.place
        GLibMainLoop.whenIdle { [weak self] in self?.overlay.removeOverlay(place.announcer) }
    }

    /// libadwaita's toast widget (`AdwToastWidget`) on screen: it is made when the toast is added.
    var bubble: Widget? {
        shown?.place.toastOverlay.children.last
    }

    /// The toast widget's buttons: the action (only when the toast has one), then close.
    private var buttons: [Button] {
        guard let bubble else { return [] }
        return bubble.children
            .filter { clew_instance_is_a($0.gtkWidget, gtk_button_get_type()) != 0 && $0.isVisible }
            .map { Button.wrapper(of: $0.raw) }
    }

    var actionButton: Button? {
        shown?.toast.actionTitle == nil ? nil : buttons.first
    }

    var closeButton: Button? { shown == nil ? nil : buttons.last }

    func stopAll() {
        if let timer = shown?.timer { g_source_remove(timer) }
        if let watch = shown?.focusWatch { watch.window.disconnect(watch.connection) }
        shown = nil
    }
}
