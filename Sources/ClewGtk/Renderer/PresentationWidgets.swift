internal import CGtk
import Clew

/// The widgets made for one presentation's content, with what the presenters need to read back.
@MainActor
package struct PresentationWidgets {
    /// The content's root widget.
    package let root: Widget
    /// One field per alert text field, in order.
    let fields: [any EditableText]
    /// One button per alert action or picker option, in order.
    let buttons: [Button]
    /// The preferred action's button, if any.
    let preferredButton: Button?
    /// Stops what keeps these widgets in step with their model (an action's `isEnabled`): the
    /// presenter calls it when the presentation closes.
    package var stopFollowingModel: @MainActor () -> Void = {}
    /// For an alert, the label that shows its title (empty when it has none); `nil` for other content.
    var alertTitleLabel: Label?

    /// What the user typed, per text field.
    package var textFieldValues: [String] { fields.map(\.text) }

    /// A picker's current choice: where focus starts in a group of radio items.
    var selectedButton: Button?

    /// The control that should have focus when the presentation appears: the preferred action
    /// (Enter would choose it anyway), else the first field, the picker's current choice, or the
    /// first button.
    var initialFocus: Widget? {
        if let preferredButton, fields.isEmpty { return preferredButton }
        return fields.first ?? selectedButton ?? buttons.first
    }

    /// Builds the widgets for `content`. `compact` lays buttons out in a column (popovers, sheets).
    /// `onChoose` receives the chosen action, option or choice index.
    static func make(
        for content: ViewContent,
        compact: Bool,
        screenWidget makeScreenWidget: (any Screen) -> Widget,
        customWidgets: (any RespondingContent, @escaping @MainActor (Int) -> Void) -> PresentationWidgets,
        onChoose: @escaping @MainActor (Int) -> Void
    ) -> PresentationWidgets {
        switch content {
        case .alert(let alert):
            makeAlert(alert, compact: compact || alert.style == .actionSheet, onChoose: onChoose)
        case .picker(let picker):
            makePicker(picker, onChoose: onChoose)
        case .screen(let screen):
            PresentationWidgets(root: makeScreenWidget(screen), fields: [], buttons: [], preferredButton: nil)
        case .custom(let content):
            customWidgets(content, onChoose)
        }
    }

    // The layout reuses the classes GTK's own theme gives message dialogs
    // (window.dialog.message, box.dialog-vbox, .dialog-action-area), so alerts look native.
    private static func makeAlert(
        _ alert: AlertModel,
        compact: Bool,
        onChoose: @escaping @MainActor (Int) -> Void
    ) -> PresentationWidgets {
        let fields = alert.textFields.map(makeField)
        let titleLabel = Label(alert.title ?? "").cssClasses("title").wrapping(maxWidthChars: 40, centered: true)
        titleLabel.isVisible = alert.title != nil
        let body = Box(.vertical, spacing: 10) {
            titleLabel
            if let message = alert.message {
                Label(message).cssClasses("body").wrapping(maxWidthChars: 40, centered: true)
            }
            fields.map { $0 as Widget }
        }
        .cssClasses("dialog-vbox").margins(compact ? 12 : 24)

        let preferred = alert.preferredAction
        var preferredButton: Button?
        var observers: [(AlertActionModel, AlertActionObserverID)] = []
        let labels = alert.mnemonicLabels
        let buttons = alert.actions.enumerated().map { index, action in
            // “_Leave”: Alt+L chooses it, and GTK underlines the letter while Alt is held.
            let button = Button(labels[index]) { _ in onChoose(index) }.expanding(horizontally: true)
            button.usesUnderline = true
            button.nameByLabelWidget()
            if let identifier = action.identifier { button.name = identifier }
            button.isSensitive = action.isEnabled
            observers.append((action, action.observeEnabled { [weak button] enabled in button?.isSensitive = enabled }))
            switch action.style {
            case .destructive: button.addCSSClass("destructive-action")
            case .cancel: button.addCSSClass("clew-cancel-action")
            case .default: break
            }
            if action === preferred {
                button.addCSSClass("suggested-action")
                preferredButton = button
            }
            return button
        }
        let buttonBox = Box(compact ? .vertical : .horizontal, spacing: compact ? 6 : 0) {
            buttons.map { $0 as Widget }
        }
        if compact {
            buttonBox.cssClasses("clew-action-list").margins(top: 0, bottom: 12, start: 12, end: 12)
        } else {
            buttonBox.cssClasses("dialog-action-area").isHomogeneous = true
        }
        let root = Box(.vertical) {
            body
            buttonBox
        }
        .cssClasses("clew-alert")
        // Popovers and sheets have no window of their own to carry the description: the alert's box does.
        if let description = alert.effectiveAccessibleDescription { root.setAccessibleDescription(description) }
        var widgets = PresentationWidgets(
            root: root, fields: fields, buttons: buttons, preferredButton: preferredButton)
        widgets.alertTitleLabel = titleLabel
        widgets.stopFollowingModel = {
            for (action, observer) in observers { action.removeEnabledObserver(observer) }
        }
        return widgets
    }

    package static func makeField(_ field: AlertTextFieldModel) -> any EditableText {
        let entry: any EditableText =
            field.isSecure
            ? PasswordEntry(placeholder: field.placeholder) : Entry(placeholder: field.placeholder)
        entry.text = field.text
        // Enter in a field chooses the preferred action, as in GNOME's dialogs.
        return entry.activatingDefault()
    }

    private static func makePicker(
        _ picker: PickerConfiguration,
        onChoose: @escaping @MainActor (Int) -> Void
    ) -> PresentationWidgets {
        let buttons = picker.options.enumerated().map { index, option in
            let isSelected = index == picker.selectedIndex
            let row = Box(.horizontal, spacing: 12) {
                Label(option).leading().expanding(horizontally: true)
                Image(iconName: "object-select-symbolic").opacity(isSelected ? 1 : 0)
            }
            // A radio item to assistive technology: named by its option, checked when chosen.
            let button = Button(child: row, accessibleRole: GTK_ACCESSIBLE_ROLE_RADIO) { _ in onChoose(index) }
                .cssClasses("flat")
            button.setAccessibleLabel(option)
            button.setAccessibleChecked(isSelected)
            if isSelected { button.addCSSClass("clew-selected") }
            return button
        }
        let root = Box(.vertical, spacing: 6) {
            if let title = picker.title { Label(title).cssClasses("heading") }
            buttons.map { $0 as Widget }
        }
        .cssClasses("clew-picker").margins(12)
        var widgets = PresentationWidgets(root: root, fields: [], buttons: buttons, preferredButton: nil)
        if let selected = picker.selectedIndex, buttons.indices.contains(selected) {
            widgets.selectedButton = buttons[selected]
        }
        return widgets
    }
}
