internal import CGtk
import Clew

/// Toasts: a bubble at the bottom of the window, over the pages (in the window's overlay), with
/// the message, the action button and a close button, as libadwaita's `AdwToastOverlay` draws them.
/// The bubble is an alert to assistive technology, so a screen reader announces it; it does not
/// take keyboard focus from what the user is doing, but Tab reaches its buttons.
@MainActor
final class ToastPresenter: ToastPresenting {
    /// The toast on screen.
    private struct Shown {
        let toast: Toast
        let bubble: Widget
        let actionButton: Button?
        let closeButton: Button
        /// The GLib source that ends the toast when its time is up.
        let timer: UInt32?
    }

    private let overlay: Overlay
    private let record: @MainActor (RenderEvent) -> Void
    private let respond: @MainActor (ToastResponse, Toast) -> Void
    private var shown: Shown?

    init(overlay: Overlay, host: ToastHost) {
        self.overlay = overlay
        record = host.record
        respond = host.respond
    }

    /// Puts `toast`'s bubble at the bottom of the window and starts its timeout.
    func show(_ toast: Toast) {
        if let shown { hide(shown.toast) }
        let (respond, record) = (respond, record)
        let actionButton = toast.actionTitle.map { title in
            Button(title) { [weak toast] _ in
                guard let toast else { return }
                record(.chose(title, in: toast.summary))
                respond(.chooseAction, toast)
            }
            .cssClasses("flat", "clew-toast-action")
        }
        let closeButton = Button(iconName: "window-close-symbolic", accessibleLabel: tr("Close", context: "toast")) {
            [weak toast] _ in
            guard let toast else { return }
            respond(.dismiss, toast)
        }
        .cssClasses("flat", "circular")
        let bubble = Box(alertWithSpacing: 6) {
            Label(toast.title).wrapping(maxWidthChars: 50).expanding(horizontally: true)
            if let actionButton { actionButton }
            closeButton
        }
        .cssClasses("clew-toast").aligned(horizontal: .center, vertical: .end)
        overlay.addOverlay(bubble)
        let timer = toast.timeout.map { timeout in
            GLibMainLoop.after(timeout) { [weak self, weak toast] in
                guard let self, let toast, self.shown?.toast === toast else { return }
                // The source is over once this runs: nothing to remove later.
                self.shown = Shown(
                    toast: toast, bubble: bubble, actionButton: actionButton, closeButton: closeButton, timer: nil)
                respond(.timedOut, toast)
            }
        }
        shown = Shown(toast: toast, bubble: bubble, actionButton: actionButton, closeButton: closeButton, timer: timer)
        record(.presented(toast.summary, .toast))
    }

    /// Takes `toast`'s bubble away and stops its timeout.
    func hide(_ toast: Toast) {
        guard let shown, shown.toast === toast else { return }
        self.shown = nil
        if let timer = shown.timer { g_source_remove(timer) }
        overlay.removeOverlay(shown.bubble)
        record(.dismissed(toast.summary))
    }

    /// The bubble on screen, if any.
    var bubble: Widget? { shown?.bubble }
    /// The toast's action button, if it has one.
    var actionButton: Button? { shown?.actionButton }
    /// The toast's close button.
    var closeButton: Button? { shown?.closeButton }

    /// Stops the timeout (the renderer is going away).
    func stopAll() {
        if let timer = shown?.timer { g_source_remove(timer) }
        shown = nil
    }
}

/// What a toast presenter reaches of the renderer: the log, and the router's answer to what the
/// user did with a toast.
@MainActor
package struct ToastHost {
    /// Appends an event to the renderer's log.
    package let record: @MainActor (RenderEvent) -> Void
    /// Tells the router what the user did with a toast.
    package let respond: @MainActor (ToastResponse, Toast) -> Void
}

/// Draws toasts for ``GtkRenderer``: the bubble of ``ToastPresenter`` on plain GTK, or another
/// toolkit's (ClewAdwaita's `AdwToastOverlay`). The router decides which toast is on screen (one
/// at a time) and when it leaves; the presenter shows it, logs it, and reports the user's action,
/// the close button and the timeout.
@MainActor
package protocol ToastPresenting: AnyObject {
    /// Shows `toast` (replacing any other) and starts its timeout.
    func show(_ toast: Toast)
    /// Takes `toast` away, if it is the one on screen, and stops its timeout.
    func hide(_ toast: Toast)
    /// The toast's widget on screen, if any.
    var bubble: Widget? { get }
    /// The toast's action button (“Undo”), if a toast with an action is on screen.
    var actionButton: Button? { get }
    /// The toast's close button, if a toast is on screen.
    var closeButton: Button? { get }
    /// Stops the timeout: the renderer is going away.
    func stopAll()
}
