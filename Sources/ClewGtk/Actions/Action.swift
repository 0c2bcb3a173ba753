internal import CGtk
internal import ClewGioCore

/// A named command (`GSimpleAction`): what menu items, buttons and keyboard shortcuts point at,
/// as in every GNOME app. Add it to an ``Application`` (`app.` scope), an ``ApplicationWindow``
/// (`win.`) or an ``ActionGroup`` inserted in a widget (its own prefix); disabling it greys every
/// menu item and button that points at it.
///
/// ```swift
/// let delete = Action("delete") { _ in store.delete(selected) }
/// window.add(delete, accelerators: ["Delete"])
/// Button("Delete").action("win.delete")          // greyed while delete.isEnabled is false
/// let pinned = Action("pinned", isActive: false) { _, isActive in store.pin(selected, isActive) }   // a check item
/// let sort = Action("sort", choice: "title") { _, order in store.sort(by: order) }      // radio items
/// ```
///
/// Names are letters, digits, `-` and `.` (GLib's rule); a name that breaks it stops the app at
/// once with a message naming it, since it is a typo in the code, not something a user typed.
public final class Action: GObjectRef {
    /// An action you make is one Swift object for as long as it is in a group, like a widget.
    public override class var keepsIdentity: Bool { true }

    /// A stateless action: `activate` runs each time it is triggered.
    public convenience init(_ name: String, isEnabled: Bool = true, _ activate: @escaping @MainActor (Action) -> Void) {
        self.init(UnsafeMutableRawPointer(g_simple_action_new(Action.checked(name), nil)!), transfer: .full)
        self.isEnabled = isEnabled
        onActivate { action, _ in activate(action) }
    }

    /// An action that takes a string parameter (`win.open-note::42` or a menu item's target).
    public convenience init(
        _ name: String, parameter: String.Type, isEnabled: Bool = true,
        _ activate: @escaping @MainActor (Action, String) -> Void
    ) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        self.init(UnsafeMutableRawPointer(g_simple_action_new(Action.checked(name), type)!), transfer: .full)
        self.isEnabled = isEnabled
        onActivate { action, parameter in
            guard let parameter, let text = Action.string(parameter) else { return }
            activate(action, text)
        }
    }

    /// An on/off action (a check menu item, a toggle button): triggering it flips ``isActive``,
    /// then `changed` runs with the new value.
    public convenience init(
        _ name: String, isActive: Bool, isEnabled: Bool = true,
        _ changed: @escaping @MainActor (Action, Bool) -> Void
    ) {
        let pointer = g_simple_action_new_stateful(
            Action.checked(name), nil, g_variant_new_boolean(isActive ? 1 : 0))
        self.init(UnsafeMutableRawPointer(pointer!), transfer: .full)
        self.isEnabled = isEnabled
        onChangeState { action, value in
            guard g_variant_is_of_type(value, Action.booleanType) != 0 else { return }
            action.setState(value)
            changed(action, g_variant_get_boolean(value) != 0)
        }
    }

    /// A one-of-several action (radio menu items): each item's target is a choice; triggering
    /// one makes it ``choice``, then `changed` runs with it.
    public convenience init(
        _ name: String, choice: String, isEnabled: Bool = true,
        _ changed: @escaping @MainActor (Action, String) -> Void
    ) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        let pointer = g_simple_action_new_stateful(Action.checked(name), type, g_variant_new_string(choice))
        self.init(UnsafeMutableRawPointer(pointer!), transfer: .full)
        self.isEnabled = isEnabled
        onChangeState { action, value in
            guard let text = Action.string(value) else { return }
            action.setState(value)
            changed(action, text)
        }
    }

    private var action: OpaquePointer { opaque }

    /// The action's name, without its scope (`delete`, not `win.delete`).
    public var name: String { String(cString: g_action_get_name(action)) }

    /// Whether the action can be triggered; menu items and buttons pointing at it grey out when not.
    public var isEnabled: Bool {
        get { g_action_get_enabled(action) != 0 }
        set { g_simple_action_set_enabled(action, newValue ? 1 : 0) }
    }

    /// The state of an on/off action (nil for other actions), named as a check button's is.
    /// Setting it does not run the handler.
    public var isActive: Bool? {
        get {
            guard let state = g_action_get_state(action) else { return nil }
            defer { g_variant_unref(state) }
            return g_variant_is_of_type(state, Action.booleanType) != 0 ? g_variant_get_boolean(state) != 0 : nil
        }
        set {
            guard let newValue, isActive != nil else { return }
            g_simple_action_set_state(action, g_variant_new_boolean(newValue ? 1 : 0))
        }
    }

    /// The current choice of a one-of-several action (nil for other actions). Setting it does not
    /// run the handler.
    public var choice: String? {
        get {
            guard let state = g_action_get_state(action) else { return nil }
            defer { g_variant_unref(state) }
            return Action.string(state)
        }
        set {
            guard let newValue, choice != nil else { return }
            g_simple_action_set_state(action, g_variant_new_string(newValue))
        }
    }

    /// Triggers the action as a menu item or shortcut would (`parameter` for actions that take
    /// one, or the choice of a one-of-several action). Does nothing while it is disabled.
    public func activate(_ parameter: String? = nil) {
        g_action_activate(action, parameter.map { g_variant_new_string($0) })
    }

    private func setState(_ value: OpaquePointer) {
        g_simple_action_set_state(action, value)
    }

    private func onActivate(_ handler: @escaping @MainActor (Action, OpaquePointer?) -> Void) {
        // The generated `GSimpleAction::activate`; GLib owns the variant, which the handler only reads.
        _ = generated(as: ClewGioCore.SimpleAction.self).connectActivate(
            counted { action, parameter in handler(Action.wrapper(of: action.raw), parameter?.pointer) })
    }

    private func onChangeState(_ handler: @escaping @MainActor (Action, OpaquePointer) -> Void) {
        _ = generated(as: ClewGioCore.SimpleAction.self).connectChangeState(
            counted { action, value in
                guard let value else { return }
                handler(Action.wrapper(of: action.raw), value.pointer)
            })
    }

    /// GVariantType "b" (G_VARIANT_TYPE_BOOLEAN is a cast macro over the type string).
    private static var booleanType: OpaquePointer { OpaquePointer(("b" as StaticString).utf8Start) }

    private static func string(_ variant: OpaquePointer) -> String? {
        guard g_variant_is_of_type(variant, OpaquePointer(("s" as StaticString).utf8Start)) != 0 else { return nil }
        return String(cString: g_variant_get_string(variant, nil))
    }

    private static func checked(_ name: String) -> String {
        precondition(
            g_action_name_is_valid(name) != 0,
            "“\(name)” is not a valid action name: use letters, digits, “-” and “.” (e.g. “show-about”).")
        return name
    }
}
