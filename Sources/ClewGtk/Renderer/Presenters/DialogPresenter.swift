internal import CGtk
import Clew

/// Modal dialogs: a window transient for the main window per presentation. Alerts and pickers
/// look like GNOME's message dialogs; screens get their own widget (and header items).
@MainActor
package final class DialogPresenter: DialogPresenting {
    /// A dialog on screen.
    private struct Shown {
        let presentation: Presentation
        let window: Window
        let widgets: PresentationWidgets
    }

    private let parent: Window
    private let host: PresenterHost
    private var shown: [PresentationID: Shown] = [:]

    package init(parent: Window, host: PresenterHost) {
        self.parent = parent
        self.host = host
    }

    /// Opens a dialog for `presentation`. Escape and the close button report ``UserResponse/dismiss``;
    /// the router decides whether it closes.
    package func present(_ presentation: Presentation) {
        let id = presentation.id
        let widgets = host.widgets(for: presentation, compact: false) { [weak self] index in
            self?.choose(index, in: id)
        }
        // Orca announces an alert's window as an alert, with its title and message.
        let role: GtkAccessibleRole
        if case .alert = presentation.content {
            role = GTK_ACCESSIBLE_ROLE_ALERT_DIALOG
        } else {
            role = GTK_ACCESSIBLE_ROLE_DIALOG
        }
        let dialog = Window(title: "", accessibleRole: role)
        dialog.makeModal(over: parent)
        gtk_window_set_hide_on_close(dialog.pointer(as: GtkWindow.self), 0)
        switch presentation.content {
        case .alert(let alert):
            styleAsMessage(dialog)
            dialog.title = alert.title ?? ""
            if let description = alert.effectiveAccessibleDescription { dialog.setAccessibleDescription(description) }
        case .picker(let picker):
            styleAsMessage(dialog)
            dialog.title = picker.title ?? ""
        case .custom(let content):
            styleAsMessage(dialog)
            dialog.title = content.title ?? ""
        case .screen(let screen):
            dialog.addCSSClass("dialog")
            dialog.title = screen.title
            dialog.setDefaultSize(width: 480, height: 360)
            if let items = (screen as? any GtkScreen)?.headerItems, !items.isEmpty {
                let bar = GtkHeaderBarView()
                bar.pack(items)
                dialog.setTitlebar(bar.widget)
            }
        }
        dialog.child = widgets.root
        if let preferred = widgets.preferredButton { dialog.defaultWidget = preferred }

        // Escape: GtkWindow has no binding for it (GtkDialog had), so a key controller reports it.
        let keys = KeyController(phase: .capture)
        keys.onKeyPressed { [weak self] press in
            guard press.isEscape, let self else { return false }
            _ = self.host.respond(.dismiss, id)
            return true
        }
        dialog.addController(keys)
        // The window's close button: the router decides; the window closes when it says so.
        dialog.connect(.closeRequest) { [weak self] _ in
            guard let self, self.shown[id] != nil else { return false }
            _ = self.host.respond(.dismiss, id)
            return true
        }
        shown[id] = Shown(presentation: presentation, window: dialog, widgets: widgets)
        host.record(.presented(presentation.content.summary, presentation.style.summary))
        widgets.initialFocus?.grabFocus()
        dialog.present()
    }

    /// Closes the dialog of `presentation`; false if it has none.
    @discardableResult
    package func dismiss(_ presentation: Presentation) -> Bool {
        guard let dialog = shown.removeValue(forKey: presentation.id) else { return false }
        if case .screen(let screen) = presentation.content { host.screens.forget(screen) }
        host.record(.dismissed(presentation.content.summary))
        dialog.widgets.stopFollowingModel()
        dialog.window.destroy()
        return true
    }

    /// The dialog windows on screen, oldest first.
    package var windows: [Window] {
        shown.values.sorted { $0.presentation.id.rawValue < $1.presentation.id.rawValue }.map(\.window)
    }

    /// What assistive technology is told about the newest dialog's alert, if it shows one.
    package var topAlertAccessibility: AlertAccessibility? {
        guard let top = shown.values.max(by: { $0.presentation.id.rawValue < $1.presentation.id.rawValue }) else {
            return nil
        }
        return top.widgets.alertAccessibility(window: top.window)
    }

    /// Destroys every dialog (the renderer is going away); a dialog finalized after its transient
    /// parent makes GTK disconnect signals from a freed object.
    package func destroyAll() {
        for dialog in shown.values {
            dialog.widgets.stopFollowingModel()
            dialog.window.destroy()
        }
        shown.removeAll()
    }

    private func choose(_ index: Int, in id: PresentationID) {
        guard let dialog = shown[id] else { return }
        host.choose(index, in: dialog.presentation, widgets: dialog.widgets)
    }

    private func styleAsMessage(_ dialog: Window) {
        dialog.cssClasses("dialog", "message")
        dialog.isResizable = false
        // Message dialogs have an empty title bar; the title is in the content.
        dialog.setTitlebar(Box(.horizontal).cssClasses("titlebar"))
        dialog.setDefaultSize(width: 360, height: -1)
    }
}

/// What shows ``PresentationStyle/dialog`` presentations in their own windows: ``DialogPresenter``
/// for plain GTK; another toolkit's renderer (ClewAdwaita's message dialogs) swaps in its own.
@MainActor
package protocol DialogPresenting: AnyObject {
    /// Opens a window for `presentation`; Escape and closing report ``UserResponse/dismiss``.
    func present(_ presentation: Presentation)
    /// Closes the window of `presentation`; false if it has none.
    @discardableResult func dismiss(_ presentation: Presentation) -> Bool
    /// The dialog windows on screen, oldest first.
    var windows: [Window] { get }
    /// What assistive technology is told about the newest dialog's alert, if it shows one.
    var topAlertAccessibility: AlertAccessibility? { get }
    /// Destroys every dialog: the renderer is going away.
    func destroyAll()
}
