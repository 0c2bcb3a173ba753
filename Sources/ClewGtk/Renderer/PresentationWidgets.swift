import CGtk
import CGtkShim
import Clew

/// The widgets made for one presentation's content, with what the renderer needs to read back.
@MainActor
struct PresentationWidgets {
    /// The content's root widget (floating until added to a window or popover).
    let root: UnsafeMutablePointer<GtkWidget>
    /// One entry per alert text field, in order.
    let entries: [WidgetRef]
    /// One button per alert action or picker option, in order.
    let buttons: [WidgetRef]
    /// The preferred action's button, if any.
    let preferredButton: WidgetRef?
    /// For screens: the screen's own widget wrapper, kept alive while shown.
    let screenWidget: WidgetRef?

    /// What the user typed, per text field.
    var textFieldValues: [String] {
        entries.map { String(cString: gtk_editable_get_text($0.opaque)) }
    }

    /// Builds the widgets for `content`. `compact` lays buttons out in a column (popovers, sheets).
    /// `onChoose` receives the chosen action or option index.
    static func make(
        for content: ViewContent,
        compact: Bool,
        screenWidget makeScreenWidget: (any Screen) -> WidgetRef,
        onChoose: @escaping @MainActor (Int) -> Void
    ) -> PresentationWidgets {
        switch content {
        case .alert(let alert):
            return makeAlert(alert, compact: compact || alert.style == .actionSheet, onChoose: onChoose)
        case .picker(let picker):
            return makePicker(picker, onChoose: onChoose)
        case .screen(let screen):
            let widget = makeScreenWidget(screen)
            return PresentationWidgets(
                root: widget.widget, entries: [], buttons: [], preferredButton: nil, screenWidget: widget)
        }
    }

    // The layout reuses the classes GTK's own theme gives message dialogs
    // (window.dialog.message, box.dialog-vbox, .dialog-action-area), so alerts look native.
    private static func makeAlert(
        _ alert: AlertModel,
        compact: Bool,
        onChoose: @escaping @MainActor (Int) -> Void
    ) -> PresentationWidgets {
        let root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, cssClasses: ["clew-alert"])
        let body = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 10, cssClasses: ["dialog-vbox"])
        Widgets.setMargins(body, compact ? 12 : 24)
        if let title = alert.title {
            Widgets.append(Widgets.label(title, cssClasses: ["title"], wrap: true), to: body)
        }
        if let message = alert.message {
            Widgets.append(Widgets.label(message, cssClasses: ["body"], wrap: true), to: body)
        }
        let entries = alert.textFields.map { field in
            let entry = makeEntry(field)
            Widgets.append(entry.widget, to: body)
            return entry
        }
        Widgets.append(body, to: root)

        let buttonBox = Widgets.box(
            compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL,
            spacing: compact ? 6 : 0,
            cssClasses: compact ? ["clew-action-list"] : ["dialog-action-area"]
        )
        if compact {
            Widgets.setMargins(buttonBox, 12)
            gtk_widget_set_margin_top(buttonBox, 0)
        } else {
            gtk_box_set_homogeneous(gcast(buttonBox, to: GtkBox.self), 1)
        }
        let preferred = alert.preferredAction
        var preferredButton: WidgetRef?
        let buttons = alert.actions.enumerated().map { index, action in
            let button = WidgetRef(new: gtk_button_new_with_label(action.title ?? ""))
            gtk_widget_set_hexpand(button.widget, 1)
            switch action.style {
            case .destructive: gtk_widget_add_css_class(button.widget, "destructive-action")
            case .cancel: gtk_widget_add_css_class(button.widget, "clew-cancel-action")
            case .default: break
            }
            if action === preferred {
                gtk_widget_add_css_class(button.widget, "suggested-action")
                preferredButton = button
            }
            button.connect(.clicked) { onChoose(index) }
            Widgets.append(button.widget, to: buttonBox)
            return button
        }
        Widgets.append(buttonBox, to: root)
        return PresentationWidgets(
            root: root, entries: entries, buttons: buttons, preferredButton: preferredButton, screenWidget: nil)
    }

    private static func makeEntry(_ field: AlertTextFieldModel) -> WidgetRef {
        let entry: WidgetRef
        if field.isSecure {
            entry = WidgetRef(new: gtk_password_entry_new())
            gtk_password_entry_set_show_peek_icon(entry.opaque, 1)
            if let placeholder = field.placeholder {
                clew_object_set_string(entry.raw, "placeholder-text", placeholder)
            }
        } else {
            entry = WidgetRef(new: gtk_entry_new())
            if let placeholder = field.placeholder {
                gtk_entry_set_placeholder_text(entry.pointer(as: GtkEntry.self), placeholder)
            }
        }
        // Enter in a field chooses the preferred action, as in GNOME's dialogs.
        clew_object_set_boolean(entry.raw, "activates-default", 1)
        gtk_editable_set_text(entry.opaque, field.text)
        return entry
    }

    private static func makePicker(
        _ picker: PickerConfiguration,
        onChoose: @escaping @MainActor (Int) -> Void
    ) -> PresentationWidgets {
        let root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, cssClasses: ["clew-picker"])
        Widgets.setMargins(root, 12)
        if let title = picker.title {
            Widgets.append(Widgets.label(title, cssClasses: ["heading"]), to: root)
        }
        let buttons = picker.options.enumerated().map { index, option in
            let button = WidgetRef(new: gtk_button_new())
            gtk_widget_add_css_class(button.widget, "flat")
            let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
            let label = Widgets.label(option)
            gtk_widget_set_hexpand(label, 1)
            gtk_label_set_xalign(OpaquePointer(label), 0)
            Widgets.append(label, to: row)
            let check = gtk_image_new_from_icon_name("object-select-symbolic")!
            gtk_widget_set_opacity(check, index == picker.selectedIndex ? 1 : 0)
            Widgets.append(check, to: row)
            gtk_button_set_child(button.pointer(as: GtkButton.self), row)
            if index == picker.selectedIndex {
                gtk_widget_add_css_class(button.widget, "clew-selected")
            }
            button.connect(.clicked) { onChoose(index) }
            Widgets.append(button.widget, to: root)
            return button
        }
        return PresentationWidgets(root: root, entries: [], buttons: buttons, preferredButton: nil, screenWidget: nil)
    }
}
