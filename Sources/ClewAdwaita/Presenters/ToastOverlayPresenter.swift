import CAdw
import CGtk
import CGtkShim
import Clew
import ClewGtk

/// Toasts on libadwaita: an `AdwToastOverlay` at the bottom of the window shows each toast as an
/// `AdwToast` (its message, the action button, the close button, libadwaita's own animations).
///
/// The router keeps the queue and the priorities and shows one toast at a time, so the overlay
/// never queues. libadwaita 1.2's `dismissed` signal gives no reason, so the presenter tells them
/// apart itself: the timeout is its own timer (the toast's exact ``Toast/timeout`` and
/// ``ToastResponse/timedOut``; the `AdwToast` never times out alone), a click on the action is
/// `button-clicked`, and any other dismissal the user made (the close button, Escape in the toast)
/// is ``ToastResponse/dismiss``.
@MainActor
final class ToastOverlayPresenter: ToastPresenting {
    /// The toast on screen.
    private struct Shown {
        let toast: Toast
        let adwToast: AdwToastObject
        /// The GLib source that ends the toast when its time is up.
        var timer: UInt32?
    }

    private let toastOverlay: Widget
    /// Around the overlay: an alert to assistive technology (libadwaita 1.2's toast has no role
    /// of its own), shown while a toast is, so that a screen reader announces each one.
    private let announcer: Box
    private let host: ToastHost
    private var shown: Shown?
    /// Set while the presenter itself dismisses the `AdwToast`: that is no user's dismissal.
    private var isHiding = false

    init(overlay: Overlay, host: ToastHost) {
        self.host = host
        // With no child, the overlay is as large as its toast: centred at the bottom, it takes no
        // clicks from the pages when no toast is up.
        let toastOverlay = Widget(new: adw_toast_overlay_new())
        self.toastOverlay = toastOverlay
        announcer = Box(accessibleRole: GTK_ACCESSIBLE_ROLE_ALERT, spacing: 0) { toastOverlay }
            .aligned(horizontal: .center, vertical: .end)
        gtk_widget_set_visible(announcer.gtkWidget, 0)
        overlay.addOverlay(announcer)
    }

    func show(_ toast: Toast) {
        if let shown { hide(shown.toast) }
        // A 1.2 toast's title is Pango markup: the app's text shows as typed.
        let adwToast = AdwToastObject(title: Markup.escaped(toast.title))
        adw_toast_set_timeout(adwToast.opaque, 0)
        if let title = toast.actionTitle {
            adw_toast_set_button_label(adwToast.opaque, title)
            adwToast.connect(VoidSignal("button-clicked")) { [weak self, weak toast] _ in
                guard let self, let toast, self.shown?.toast === toast else { return }
                self.host.record(.chose(title, in: toast.summary))
                self.host.respond(.chooseAction, toast)
            }
        }
        adwToast.connect(VoidSignal("dismissed")) { [weak self, weak toast] _ in
            guard let self, !self.isHiding, let toast, self.shown?.toast === toast else { return }
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
        shown = Shown(toast: toast, adwToast: adwToast, timer: timer)
        // The overlay takes the reference it is given (transfer full): give it one of its own.
        adw_toast_overlay_add_toast(toastOverlay.opaque, OpaquePointer(g_object_ref(adwToast.raw)))
        // libadwaita 1.2's close button has only an icon: give it a name screen readers say, and
        // the tooltip GTK's icon buttons have.
        if let closeButton {
            closeButton.setAccessibleLabel("Close")
            closeButton.tooltipText = "Close"
        }
        // Its action button is made with a mnemonic: without the raw label GTK 4.8 adds to the
        // name (“Undo Undo”), the label widget alone names it.
        if let actionButton {
            gtk_accessible_reset_property(OpaquePointer(actionButton.gtkWidget), GTK_ACCESSIBLE_PROPERTY_LABEL)
        }
        gtk_widget_set_visible(announcer.gtkWidget, 1)
        host.record(.presented(toast.summary, .toast))
    }

    func hide(_ toast: Toast) {
        guard let shown, shown.toast === toast else { return }
        self.shown = nil
        if let timer = shown.timer { g_source_remove(timer) }
        isHiding = true
        adw_toast_dismiss(shown.adwToast.opaque)
        isHiding = false
        host.record(.dismissed(toast.summary))
        // Out of the accessible tree once libadwaita's hide animation (250 ms) is over, unless
        // another toast came.
        GLibMainLoop.after(.milliseconds(400)) { [weak self] in
            guard let self, self.shown == nil else { return }
            gtk_widget_set_visible(self.announcer.gtkWidget, 0)
        }
    }

    /// libadwaita's toast widget (`AdwToastWidget`) on screen: it is made when the toast is added.
    var bubble: Widget? {
        guard shown != nil else { return nil }
        return toastOverlay.descendants.last { widget in
            String(cString: g_type_name_from_instance(widget.raw.assumingMemoryBound(to: GTypeInstance.self)))
                == "AdwToastWidget"
        }
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

    var closeButton: Button? { buttons.last }

    func stopAll() {
        if let timer = shown?.timer { g_source_remove(timer) }
        shown = nil
    }
}

/// An `AdwToast` (a plain GObject, not a widget), with its signals.
@MainActor
final class AdwToastObject: GObjectRef {
    convenience init(title: String) {
        // adw_toast_new returns a new reference (transfer full).
        self.init(UnsafeMutableRawPointer(adw_toast_new(title)!), transfer: .full)
    }
}
