internal import CGtk
import Clew

extension PresentationWidgets {
    /// What assistive technology and the keyboard meet in this alert, read back from the widgets
    /// (labels, mnemonics, sensitivity, style classes, widget names), or `nil` when it is not an alert.
    /// Parity tests compare it with the model's ``AlertModel/accessibility``.
    func alertAccessibility(window: Window?) -> AlertAccessibility? {
        guard let alertTitleLabel else { return nil }
        let defaultWidget = window.flatMap { gtk_window_get_default_widget($0.pointer(as: GtkWindow.self)) }
        return AlertAccessibility(
            name: window?.title ?? alertTitleLabel.text,
            accessibleDescription: window?.accessibleDescription ?? root.accessibleDescription,
            actions: buttons.map { button in
                let role: AlertActionStyle =
                    button.hasCSSClass("destructive-action")
                    ? .destructive : button.hasCSSClass("clew-cancel-action") ? .cancel : .default
                // A widget's name is its class name until one is set.
                let name = button.name
                return AlertAccessibility.Action(
                    name: button.descendantLabelTexts.first ?? "",
                    identifier: name == "GtkButton" ? nil : name,
                    mnemonicLabel: button.usesUnderline ? button.label ?? "" : "",
                    role: role,
                    isEnabled: button.isSensitive,
                    isDefault: button.hasCSSClass("suggested-action")
                        && (defaultWidget == nil || defaultWidget == button.gtkWidget))
            })
    }
}
