import CGtk
import Clew

/// A modal window on screen.
@MainActor
final class ShownModal {
    let presentation: Presentation
    let window: WidgetRef
    let widgets: PresentationWidgets

    init(presentation: Presentation, window: WidgetRef, widgets: PresentationWidgets) {
        self.presentation = presentation
        self.window = window
        self.widgets = widgets
    }
}

extension GtkRenderer: ModalRendering {
    /// Shows the presentation in a modal window transient for ``window``: alerts and pickers as
    /// GNOME-style message dialogs, screens with their own widget. Escape and the close button
    /// report ``UserResponse/dismiss`` (an alert's cancel action).
    public func presentModal(_ presentation: Presentation) throws {
        let id = presentation.id
        let content = presentation.content
        let summary = content.summary
        let isSheet: Bool
        if case .sheet = presentation.style { isSheet = true } else { isSheet = false }

        let widgets = PresentationWidgets.make(for: content, compact: isSheet, screenWidget: makeWidget(for:)) { [weak self] index in
            self?.userChose(index, in: id)
        }
        let dialog = WidgetRef(new: gtk_window_new())
        let dialogWindow = dialog.pointer(as: GtkWindow.self)
        gtk_window_set_modal(dialogWindow, 1)
        gtk_window_set_transient_for(dialogWindow, gtkWindow)
        gtk_window_set_destroy_with_parent(dialogWindow, 1)
        gtk_window_set_hide_on_close(dialogWindow, 0)
        switch content {
        case .alert, .picker:
            Widgets.addClasses(["dialog", "message"] + (isSheet ? ["clew-sheet"] : []), to: dialog.widget)
            gtk_window_set_resizable(dialogWindow, 0)
            // Message dialogs have an empty title bar; the title is in the content.
            gtk_window_set_titlebar(dialogWindow, Widgets.box(GTK_ORIENTATION_HORIZONTAL, cssClasses: ["titlebar"]))
            gtk_window_set_default_size(dialogWindow, 360, -1)
        case .screen(let screen):
            Widgets.addClasses(["dialog"], to: dialog.widget)
            gtk_window_set_title(dialogWindow, screen.title)
            gtk_window_set_default_size(dialogWindow, 480, 360)
        }
        if case .alert(let alert) = content {
            gtk_window_set_title(dialogWindow, alert.title ?? "")
        }
        gtk_window_set_child(dialogWindow, widgets.root)
        if let preferred = widgets.preferredButton {
            gtk_window_set_default_widget(dialogWindow, preferred.widget)
        }

        // Escape: GtkWindow has no binding for it (GtkDialog did), so a key controller reports it.
        let keys = GObjectRef(UnsafeMutableRawPointer(gtk_event_controller_key_new()!), transfer: .none)
        gtk_event_controller_set_propagation_phase(keys.opaque, GTK_PHASE_CAPTURE)
        keys.onKeyPressed { [weak self] press in
            guard press.keyval == UInt32(GDK_KEY_Escape) else { return false }
            self?.send(.dismiss, for: id)
            return true
        }
        // gtk_widget_add_controller takes over the controller's initial reference.
        gtk_widget_add_controller(dialog.widget, keys.opaque)

        // The window's close button: the router decides; the window closes when it says so.
        dialog.connect(.closeRequest) { [weak self] in
            guard let self, self.modals[id] != nil else { return false }
            self.send(.dismiss, for: id)
            return true
        }

        modals[id] = ShownModal(presentation: presentation, window: dialog, widgets: widgets)
        record(.presented(summary, presentation.style.summary))
        gtk_window_present(dialogWindow)
        if let preferred = widgets.preferredButton, widgets.entries.isEmpty {
            gtk_widget_grab_focus(preferred.widget)
        }
    }

    /// Destroys the presentation's window.
    public func dismissModal(_ presentation: Presentation) {
        guard let shown = modals.removeValue(forKey: presentation.id) else { return }
        if case .screen(let screen) = presentation.content { forgetImageWidget(for: screen) }
        record(.dismissed(presentation.content.summary))
        gtk_window_destroy(shown.window.pointer(as: GtkWindow.self))
    }

    /// The user clicked the action or option at `index` in presentation `id`.
    func userChose(_ index: Int, in id: PresentationID) {
        let shown: (presentation: Presentation, widgets: PresentationWidgets)
        if let modal = modals[id] {
            shown = (modal.presentation, modal.widgets)
        } else if let popover = popovers[id] {
            shown = (popover.presentation, popover.widgets)
        } else {
            return
        }
        let content = shown.presentation.content
        switch content {
        case .alert(let alert):
            record(.chose(alert.actions[index].title ?? "", in: content.summary))
            send(.chooseAction(index: index, textFieldValues: shown.widgets.textFieldValues), for: id)
        case .picker(let picker):
            record(.chose(picker.options[index], in: content.summary))
            send(.chooseOption(index: index), for: id)
        case .screen:
            break
        }
    }

    /// The modal windows on screen, oldest first (for tests and screenshots).
    public var presentedWindows: [WidgetRef] {
        modals.values.sorted { $0.presentation.id.rawValue < $1.presentation.id.rawValue }.map(\.window)
    }
}
