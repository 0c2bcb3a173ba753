internal import CAdw
internal import CGtk
import Clew
import ClewGtk

/// Dialogs on libadwaita: alerts become `AdwMessageDialog`s; pickers, screens and other kinds go
/// to plain GTK's ``DialogPresenter``.
///
/// The router decides whether an alert closes (an Escape on an alert with no cancel action is
/// refused), but `AdwMessageDialog` closes itself on every response: so Escape is caught before
/// the dialog sees it, and the dialog's own close is refused until the router dismisses it.
@MainActor
final class MessageDialogPresenter: DialogPresenting {
    /// An alert's dialog on screen.
    private struct Shown {
        let presentation: Presentation
        let alert: AlertModel
        let dialog: Window
        let fields: [any EditableText]
        let stopFollowingModel: @MainActor () -> Void
    }

    private let parent: Window
    private let host: PresenterHost
    private let others: DialogPresenter
    private var shown: [PresentationID: Shown] = [:]
    /// A close the dialog asked for with no response after it: the window manager's close.
    private var unansweredClose: Set<PresentationID> = []

    init(parent: Window, host: PresenterHost) {
        self.parent = parent
        self.host = host
        others = DialogPresenter(parent: parent, host: host)
    }

    func present(_ presentation: Presentation) {
        guard case .alert(let alert) = presentation.content else { return others.present(presentation) }
        let id = presentation.id
        let dialog = Window(
            new: adw_message_dialog_new(parent.window, alert.title, alert.message))
        let messageDialog = dialog.pointer(as: AdwMessageDialog.self)
        dialog.makeModal(over: parent)

        var observers: [(AlertActionModel, AlertActionObserverID)] = []
        let labels = alert.mnemonicLabels
        let preferred = alert.preferredAction
        for (index, action) in alert.actions.enumerated() {
            let response = String(index)
            // “_Leave”: Alt+L chooses it, as GNOME's own dialogs do.
            adw_message_dialog_add_response(messageDialog, response, labels[index])
            switch action.style {
            case .destructive:
                adw_message_dialog_set_response_appearance(messageDialog, response, ADW_RESPONSE_DESTRUCTIVE)
            case .default where action === preferred:
                adw_message_dialog_set_response_appearance(messageDialog, response, ADW_RESPONSE_SUGGESTED)
            case .cancel, .default: break
            }
            adw_message_dialog_set_response_enabled(messageDialog, response, action.isEnabled ? 1 : 0)
            observers.append(
                (
                    action,
                    action.observeEnabled { [weak dialog] enabled in
                        guard let dialog else { return }
                        adw_message_dialog_set_response_enabled(
                            dialog.pointer(as: AdwMessageDialog.self), response, enabled ? 1 : 0)
                    }
                ))
        }
        if let preferred, let index = alert.actions.firstIndex(where: { $0 === preferred }) {
            adw_message_dialog_set_default_response(messageDialog, String(index))
        }
        if let cancel = alert.actions.firstIndex(where: { $0.style == .cancel }) {
            adw_message_dialog_set_close_response(messageDialog, String(cancel))
        }
        let fields = alert.textFields.map(PresentationWidgets.makeField)
        if !fields.isEmpty {
            let box = Box(.vertical, spacing: 6) { fields.map { $0 as Widget } }
            adw_message_dialog_set_extra_child(messageDialog, box.gtkWidget)
        }
        if let description = alert.effectiveAccessibleDescription { dialog.setAccessibleDescription(description) }
        Self.prepareResponseButtons(of: alert, labels: labels, in: dialog)

        // Escape: the router decides (an alert with no cancel action stays up).
        let keys = KeyController(phase: .capture)
        keys.onKeyPressed { [weak self] press in
            guard press.isEscape, let self, self.shown[id] != nil else { return false }
            _ = self.host.respond(.dismiss, id)
            return true
        }
        dialog.addController(keys)
        // Every close waits for the router. A response follows the close at once when a button was
        // clicked; a close with none after it is the window manager's, a dismissal.
        dialog.connect(.closeRequest) { [weak self] _ in
            guard let self, self.shown[id] != nil else { return false }
            self.unansweredClose.insert(id)
            GLibMainLoop.whenIdle { [weak self] in
                guard let self, self.unansweredClose.remove(id) != nil, self.shown[id] != nil else { return }
                _ = self.host.respond(.dismiss, id)
            }
            return true
        }
        AdwaitaSignals.onResponse(of: dialog) { [weak self] response in
            self?.unansweredClose.remove(id)
            self?.answer(response, in: id)
        }
        shown[id] = Shown(
            presentation: presentation, alert: alert, dialog: dialog, fields: fields,
            stopFollowingModel: { for (action, observer) in observers { action.removeEnabledObserver(observer) } })
        host.record(.presented(presentation.content.summary, presentation.style.summary))
        dialog.present()
    }

    /// libadwaita 1.2 makes two buttons per response (wide and narrow layouts), with mnemonics:
    /// each is named by its label widget alone (``Widget/nameByLabelWidget()``) and carries its
    /// action's ``AlertActionModel/identifier`` as its widget name, as on plain GTK (tests and CSS
    /// find them by it).
    private static func prepareResponseButtons(of alert: AlertModel, labels: [String], in dialog: Window) {
        for widget in dialog.descendants(ofType: gtk_button_get_type()) {
            let button = widget.pointer(as: GtkButton.self)
            if gtk_button_get_use_underline(button) != 0 { widget.nameByLabelWidget() }
            guard let label = gtk_button_get_label(button).map({ String(cString: $0) }),
                let index = labels.firstIndex(of: label), let identifier = alert.actions[index].identifier
            else { continue }
            widget.name = identifier
        }
    }

    /// What assistive technology and the keyboard meet in the newest alert, read back from the
    /// dialog: its heading, description, and each response's label, mnemonic, appearance,
    /// enabled state, and whether it is the default or the close response.
    private var topMessageAccessibility: AlertAccessibility? {
        guard let top = shown.values.max(by: { $0.presentation.id.rawValue < $1.presentation.id.rawValue }) else {
            return nil
        }
        let dialog = top.dialog.pointer(as: AdwMessageDialog.self)
        func string(_ value: UnsafePointer<CChar>?) -> String? { value.map { String(cString: $0) } }
        let defaultResponse = string(adw_message_dialog_get_default_response(dialog))
        let closeResponse = string(adw_message_dialog_get_close_response(dialog))
        let buttons = top.dialog.descendants(ofType: gtk_button_get_type())
        return AlertAccessibility(
            name: string(adw_message_dialog_get_heading(dialog)) ?? "",
            accessibleDescription: top.dialog.accessibleDescription,
            actions: top.alert.actions.indices.map { index in
                let response = String(index)
                let label = string(adw_message_dialog_get_response_label(dialog, response)) ?? ""
                let button = buttons.first {
                    string(gtk_button_get_label($0.pointer(as: GtkButton.self))) == label
                }
                let name = button?.name
                let role: AlertActionStyle =
                    adw_message_dialog_get_response_appearance(dialog, response) == ADW_RESPONSE_DESTRUCTIVE
                    ? .destructive : response == closeResponse ? .cancel : .default
                return AlertAccessibility.Action(
                    name: button?.descendantLabelTexts.first ?? "",
                    identifier: name == nil || name == "GtkButton" ? nil : name,
                    mnemonicLabel: label, role: role,
                    isEnabled: adw_message_dialog_get_response_enabled(dialog, response) != 0,
                    isDefault: response == defaultResponse)
            })
    }

    /// The dialog's `response`: an action's index, or its close response.
    private func answer(_ response: String, in id: PresentationID) {
        guard let shown = shown[id] else { return }
        guard let index = Int(response), shown.alert.actions.indices.contains(index) else {
            _ = host.respond(.dismiss, id)
            return
        }
        let values = shown.fields.map(\.text)
        host.record(.chose(shown.alert.choices[index], in: shown.presentation.content.summary))
        _ = host.respond(.chooseAction(index: index, textFieldValues: values), id)
    }

    @discardableResult
    func dismiss(_ presentation: Presentation) -> Bool {
        guard let shown = shown.removeValue(forKey: presentation.id) else { return others.dismiss(presentation) }
        unansweredClose.remove(presentation.id)
        host.record(.dismissed(presentation.content.summary))
        shown.stopFollowingModel()
        shown.dialog.destroy()
        return true
    }

    var windows: [Window] {
        (shown.values.map { ($0.presentation.id.rawValue, $0.dialog) }
            + others.windows.map { (Int.max, $0) })
            .sorted { $0.0 < $1.0 }.map(\.1)
    }

    var topAlertAccessibility: AlertAccessibility? {
        topMessageAccessibility ?? others.topAlertAccessibility
    }

    func destroyAll() {
        for dialog in shown.values {
            dialog.stopFollowingModel()
            dialog.dialog.destroy()
        }
        shown.removeAll()
        others.destroyAll()
    }
}
