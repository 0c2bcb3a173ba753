internal import CGtk
internal import ClewGtkCore

/// A check box with a label (`GtkCheckButton`); check buttons joined in a group are radio buttons.
///
/// ```swift
/// let pinned = CheckButton("Pinned", isActive: note.isPinned)
/// pinned.onChange { box in store.pin(note, box.isActive) }
/// let light = CheckButton("Light"), dark = CheckButton("Dark", group: light)   // one of two
/// ```
public final class CheckButton: Widget, Actionable {
    /// A check box labelled `label` (`_` marks a mnemonic when `usesUnderline`); with `group`, a
    /// radio button in that button's group.
    public convenience init(_ label: String, isActive: Bool = false, group: CheckButton? = nil) {
        self.init(new: gtk_check_button_new_with_label(label))
        if let group { joinGroup(group) }
        self.isActive = isActive
    }

    /// A check box with no label of its own, for a row that names it (e.g. a libadwaita row's
    /// activatable widget: the row's title becomes its accessible name); with `group`, a radio button.
    public convenience init(isActive: Bool = false, group: CheckButton? = nil) {
        self.init(new: gtk_check_button_new())
        if let group { joinGroup(group) }
        self.isActive = isActive
    }

    private var check: UnsafeMutablePointer<GtkCheckButton> { pointer(as: GtkCheckButton.self) }

    /// Whether it is checked.
    public var isActive: Bool {
        get { gtk_check_button_get_active(check) != 0 }
        set { gtk_check_button_set_active(check, newValue ? 1 : 0) }
    }

    /// Whether it shows neither checked nor unchecked (a “some of them” state).
    public var isInconsistent: Bool {
        get { gtk_check_button_get_inconsistent(check) != 0 }
        set { gtk_check_button_set_inconsistent(check, newValue ? 1 : 0) }
    }

    /// The label.
    public var label: String? {
        get { gtk_check_button_get_label(check).map { String(cString: $0) } }
        set { gtk_check_button_set_label(check, newValue) }
    }

    /// Makes this a radio button in `other`'s group: checking one unchecks the others.
    public func joinGroup(_ other: CheckButton) { gtk_check_button_set_group(check, other.check) }

    /// Calls `handler` whenever it is checked or unchecked (``VoidSignal/toggled``).
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (CheckButton) -> Void) -> SignalConnection {
        connect(.toggled, handler)
    }
}

/// A button that stays pressed in or out (`GtkToggleButton`).
///
/// ```swift
/// let bold = ToggleButton("Bold")
/// bold.onChange { button in editor.isBold = button.isActive }
/// ```
public final class ToggleButton: Widget, Actionable {
    /// A toggle button labelled `label`; with `group`, one of a set of which one is pressed in.
    public convenience init(_ label: String, isActive: Bool = false, group: ToggleButton? = nil) {
        self.init(new: gtk_toggle_button_new_with_label(label))
        if let group { gtk_toggle_button_set_group(toggle, group.toggle) }
        self.isActive = isActive
    }

    /// An icon toggle button; `accessibleLabel` is what a screen reader says and the tooltip.
    public convenience init(iconName: String, accessibleLabel: String, isActive: Bool = false) {
        self.init(new: gtk_toggle_button_new())
        gtk_button_set_icon_name(pointer(as: GtkButton.self), iconName)
        tooltipText = accessibleLabel
        setAccessibleLabel(accessibleLabel)
        self.isActive = isActive
    }

    private var toggle: UnsafeMutablePointer<GtkToggleButton> { pointer(as: GtkToggleButton.self) }

    /// Whether it is pressed in.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(toggle) != 0 }
        set { gtk_toggle_button_set_active(toggle, newValue ? 1 : 0) }
    }

    /// Calls `handler` whenever it is pressed in or out (``VoidSignal/toggled``).
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (ToggleButton) -> Void) -> SignalConnection {
        connect(.toggled, handler)
    }
}

/// An on/off switch (`GtkSwitch`), GNOME's control for a setting that takes effect at once. It has
/// no label of its own: say what it switches with `accessibleLabel` (and a label beside it).
///
/// ```swift
/// let pinned = Switch(isActive: note.isPinned, accessibleLabel: "Pinned")
/// pinned.onChange { toggle in store.pin(note, toggle.isActive) }
/// ```
public final class Switch: Widget, Actionable {
    /// A switch, on (`isActive`) or off, heard by a screen reader as `accessibleLabel`.
    public convenience init(isActive: Bool = false, accessibleLabel: String) {
        self.init(new: gtk_switch_new())
        self.isActive = isActive
        setAccessibleLabel(accessibleLabel)
        aligned(vertical: .center)
    }

    /// Whether it is on (`GtkSwitch:active`, named as ``CheckButton/isActive`` and
    /// ``ToggleButton/isActive`` are).
    public var isActive: Bool {
        get { gtk_switch_get_active(opaque) != 0 }
        set { gtk_switch_set_active(opaque, newValue ? 1 : 0) }
    }

    /// Calls `handler` whenever it is switched (by the user or by setting ``isActive``).
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (Switch) -> Void) -> SignalConnection {
        connectGenerated(as: ClewGtkCore.Switch.self, handler) { $0.connectIsActiveChanged($1) }
    }
}

extension VoidSignal where Sender == CheckButton {
    /// `GtkCheckButton::toggled`: checked or unchecked.
    public static var toggled: Self {
        .generated("toggled", ClewGtkCore.CheckButton.self) { $0.connectToggled($1) }
    }
}

extension VoidSignal where Sender == ToggleButton {
    /// `GtkToggleButton::toggled`: pressed in or out.
    public static var toggled: Self {
        .generated("toggled", ClewGtkCore.ToggleButton.self) { $0.connectToggled($1) }
    }
}
