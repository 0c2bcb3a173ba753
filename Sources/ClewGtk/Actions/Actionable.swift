internal import CGtk

/// A widget that triggers an action when used (`GtkActionable`): ``Button`` and the toggles.
/// Pointing a widget at an action makes it follow the action: greyed while the action is
/// disabled, checked while an on/off action is on.
///
/// ```swift
/// Button("Delete").action("win.delete")
/// Button("Sort by Title").action("win.sort", target: "title")
/// ```
@MainActor
public protocol Actionable: Widget {}

extension Actionable {
    /// The detailed action the widget triggers (`"win.delete"`), or nil.
    public var actionName: String? {
        get { gtk_actionable_get_action_name(opaque).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(opaque, newValue) }
    }

    /// Points the widget at `name` (`"app.quit"`, `"win.delete"`), with a string parameter
    /// `target` for actions that take one (or a choice of a one-of-several action).
    @discardableResult
    public func action(_ name: String, target: String? = nil) -> Self {
        gtk_actionable_set_action_name(opaque, name)
        gtk_actionable_set_action_target_value(opaque, target.map { g_variant_new_string($0) })
        return self
    }
}

extension Button: Actionable {}

/// Where a widget's shortcut works.
public enum ShortcutScope: Sendable {
    /// While the keyboard focus is in the widget (or inside it).
    case local
    /// Anywhere in the widget's window.
    case window

    var gtk: GtkShortcutScope { self == .local ? GTK_SHORTCUT_SCOPE_LOCAL : GTK_SHORTCUT_SCOPE_GLOBAL }
}

extension Widget {
    /// Triggers the detailed action `action` (`"win.search"`) on `accelerator`, within `scope`.
    /// An accelerator GTK cannot parse is left out with a warning through `ClewWarnings`.
    ///
    /// ```swift
    /// searchBar.addShortcut("<Control>f", action: "win.search", scope: .window)
    /// ```
    public func addShortcut(_ accelerator: String, action: String, scope: ShortcutScope = .local) {
        guard Accelerator.valid([accelerator], for: action).count == 1 else { return }
        addShortcut(accelerator, scope: scope, gtk_named_action_new(action))
    }

    /// Runs `handler` on `accelerator` within `scope`; return true when it handled the key (false
    /// lets it go on to others).
    ///
    /// <!-- doc-test:
    /// let editor = TextView(accessibleLabel: "Note")
    /// -->
    /// ```swift
    /// editor.addShortcut("<Control>Return") { _ in save(); return true }
    /// ```
    public func addShortcut(
        _ accelerator: String, scope: ShortcutScope = .local, _ handler: @escaping @MainActor (Widget) -> Bool
    ) {
        guard Accelerator.valid([accelerator], for: "a shortcut handler").count == 1 else { return }
        let box = CallbackThunks.retainedShortcutBox { handler(Widget.wrapper(of: $0)) }
        // GTK calls the destroy notify exactly once, when the shortcut action is finalized.
        let action = gtk_callback_action_new(CallbackThunks.shortcut, box, CallbackThunks.releaseShortcutBox)
        addShortcut(accelerator, scope: scope, action)
    }

    private func addShortcut(_ accelerator: String, scope: ShortcutScope, _ action: OpaquePointer?) {
        let controller = gtk_shortcut_controller_new()
        gtk_shortcut_controller_set_scope(controller, scope.gtk)
        // gtk_shortcut_new and add_shortcut take ownership of what they are given.
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(accelerator), action)
        gtk_shortcut_controller_add_shortcut(controller, shortcut)
        gtk_widget_add_controller(gtkWidget, controller)
    }
}
