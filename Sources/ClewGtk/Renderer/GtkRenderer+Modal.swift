import CGtk
import Clew

/// A modal presentation on screen: a dialog window, or a sheet inside the main window.
@MainActor
final class ShownModal {
    let presentation: Presentation
    /// The dialog window, or the sheet's card.
    let root: WidgetRef
    /// The sheet's scrim, for sheets.
    let scrim: WidgetRef?
    let widgets: PresentationWidgets

    init(presentation: Presentation, root: WidgetRef, scrim: WidgetRef? = nil, widgets: PresentationWidgets) {
        self.presentation = presentation
        self.root = root
        self.scrim = scrim
        self.widgets = widgets
    }

    var isSheet: Bool { scrim != nil }
}

extension GtkRenderer: ModalRendering {
    /// Shows the presentation modally. ``PresentationStyle/dialog``: a window transient for
    /// ``window`` — alerts and pickers as GNOME-style message dialogs, screens with their own
    /// widget. ``PresentationStyle/sheet``: a card at the bottom of ``window`` over a scrim.
    /// Escape, the close button and a click on the scrim report ``UserResponse/dismiss``.
    public func presentModal(_ presentation: Presentation) throws {
        let id = presentation.id
        let widgets = PresentationWidgets.make(
            for: presentation.content, compact: presentation.style.isSheet, screenWidget: makeWidget(for:)
        ) { [weak self] index in
            self?.userChose(index, in: id)
        }
        let shown =
            presentation.style.isSheet
            ? presentSheet(presentation, widgets: widgets)
            : presentDialog(presentation, widgets: widgets)
        modals[id] = shown
        record(.presented(presentation.content.summary, presentation.style.summary))
        if let preferred = widgets.preferredButton, widgets.entries.isEmpty {
            gtk_widget_grab_focus(preferred.widget)
        } else if let first = widgets.entries.first ?? widgets.buttons.first {
            gtk_widget_grab_focus(first.widget)
        }
    }

    /// Closes the presentation: destroys its window, or takes the sheet out of the main window.
    public func dismissModal(_ presentation: Presentation) {
        guard let shown = modals.removeValue(forKey: presentation.id) else { return }
        if case .screen(let screen) = presentation.content { forgetImageWidget(for: screen) }
        record(.dismissed(presentation.content.summary))
        if shown.isSheet {
            removeSheet(shown)
        } else {
            gtk_window_destroy(shown.root.pointer(as: GtkWindow.self))
        }
    }

    private func presentDialog(_ presentation: Presentation, widgets: PresentationWidgets) -> ShownModal {
        let id = presentation.id
        let content = presentation.content
        let dialog = WidgetRef(new: gtk_window_new())
        let dialogWindow = dialog.pointer(as: GtkWindow.self)
        gtk_window_set_modal(dialogWindow, 1)
        gtk_window_set_transient_for(dialogWindow, gtkWindow)
        gtk_window_set_destroy_with_parent(dialogWindow, 1)
        gtk_window_set_hide_on_close(dialogWindow, 0)
        switch content {
        case .alert, .picker:
            Widgets.addClasses(["dialog", "message"], to: dialog.widget)
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

        gtk_window_present(dialogWindow)
        return ShownModal(presentation: presentation, root: dialog, widgets: widgets)
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
        modals.values.filter { !$0.isSheet }.sorted { $0.presentation.id.rawValue < $1.presentation.id.rawValue }.map(
            \.root)
    }

    /// The sheet on screen (a card inside ``window``), if any.
    public var presentedSheet: WidgetRef? {
        modals.values.first { $0.isSheet }?.root
    }
}
