internal import CGtk
internal import CGtkShim

/// A push button (`GtkButton`): with a label, an icon (and the accessible label it needs), or
/// any child. The action receives the button, so it never has to capture it.
///
/// <!-- doc-test:
/// let sortPicker = PickerConfiguration(title: "Sort", options: ["Newest", "Title"]) { _ in }
/// -->
/// ```swift
/// Button("Delete") { _ in confirmDelete() }.cssClasses("destructive-action")
/// Button(iconName: "view-sort-ascending-symbolic", accessibleLabel: "Sort") { button in
///     router.navigate(to: PickerBuilder().popoverRoute(from: button), with: sortPicker)
/// }
/// ```
public final class Button: Widget {
    /// A button with a text label.
    public convenience init(_ label: String, action: (@MainActor (Button) -> Void)? = nil) {
        self.init(new: gtk_button_new_with_label(label))
        if let action { connect(.clicked, action) }
    }

    /// An icon-only button. `accessibleLabel` is what a screen reader says and what the tooltip
    /// shows; an icon button without one is unusable for people who cannot see the icon.
    public convenience init(iconName: String, accessibleLabel: String, action: (@MainActor (Button) -> Void)? = nil) {
        self.init(new: gtk_button_new_from_icon_name(iconName))
        tooltipText = accessibleLabel
        setAccessibleLabel(accessibleLabel)
        if let action { connect(.clicked, action) }
    }

    /// A button around any widget (a row of labels, an icon and text).
    public convenience init(child: Widget, action: (@MainActor (Button) -> Void)? = nil) {
        self.init(new: gtk_button_new())
        self.child = child
        if let action { connect(.clicked, action) }
    }

    /// A button around `child` that assistive technology sees in `accessibleRole` (a radio item
    /// of a picker) rather than as a push button.
    convenience init(child: Widget, accessibleRole: GtkAccessibleRole, action: (@MainActor (Button) -> Void)? = nil) {
        self.init(new: clew_widget_new_with_role(gtk_button_get_type(), accessibleRole))
        self.child = child
        if let action { connect(.clicked, action) }
    }

    private var button: UnsafeMutablePointer<GtkButton> { pointer(as: GtkButton.self) }

    /// The button's text label, if it has one.
    public var label: String? {
        get { gtk_button_get_label(button).map { String(cString: $0) } }
        set { gtk_button_set_label(button, newValue) }
    }

    /// The widget inside the button.
    public var child: Widget? {
        get { gtk_button_get_child(button).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) } }
        set { gtk_button_set_child(button, newValue?.gtkWidget) }
    }

    /// Whether an underscore in the label marks the mnemonic (`_Save` → Alt+S).
    public var usesUnderline: Bool {
        get { gtk_button_get_use_underline(button) != 0 }
        set { gtk_button_set_use_underline(button, newValue ? 1 : 0) }
    }
}
