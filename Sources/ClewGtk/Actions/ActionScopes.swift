internal import CGtk

/// Actions for one widget and what is inside it (`GSimpleActionGroup`), under a prefix of your
/// choice: a list row's `row.delete`, an editor's `editor.undo`.
///
/// ```swift
/// let actions = ActionGroup()
/// actions.add(Action("delete") { _ in store.delete(note) })
/// row.insertActionGroup(actions, prefix: "row")
/// row.contextMenu(Menu { MenuItem("Delete", action: "row.delete") })
/// ```
public final class ActionGroup: GObjectRef {
    /// An empty group.
    public convenience init() {
        self.init(UnsafeMutableRawPointer(g_simple_action_group_new()!), transfer: .full)
    }

    /// Adds `action` (one with the same name is replaced).
    public func add(_ action: Action) { g_action_map_add_action(opaque, action.opaque) }

    /// The action named `name`, if the group has one.
    public func action(named name: String) -> Action? { lookup(in: opaque, name) }

    /// Removes the action named `name`.
    public func removeAction(named name: String) { g_action_map_remove_action(opaque, name) }
}

extension Widget {
    /// Makes `group`'s actions reachable from this widget and everything inside it as
    /// `prefix.name` (`gtk_widget_insert_action_group`). Insert it before adding the menu
    /// buttons that use it: GTK 4.8 links a menu's items to the actions around the button when
    /// the button joins the tree, and a group inserted later is not seen by them.
    public func insertActionGroup(_ group: ActionGroup, prefix: String) {
        gtk_widget_insert_action_group(gtkWidget, prefix, group.opaque)
        // GTK 4.8 never releases a group inserted in a window (seen here: the group and its
        // actions outlived the finalized window); taking it out when the widget goes releases it.
        connect(.destroy) { widget in gtk_widget_insert_action_group(widget.gtkWidget, prefix, nil) }
    }
}

extension Application {
    /// Adds an application-wide action (`app.name`), reachable from every window, with the
    /// shortcuts that trigger it in any of the app's windows (GTK's accelerator syntax:
    /// `"<Control>q"`, `"<Control><Shift>z"`, `"F1"`).
    ///
    /// ```swift
    /// app.add(Action("about") { _ in showAbout() }, accelerators: ["F1"])
    /// ```
    public func add(_ action: Action, accelerators: [String] = []) {
        g_action_map_add_action(OpaquePointer(raw), action.opaque)
        if !accelerators.isEmpty { setAccelerators(accelerators, for: "app.\(action.name)") }
    }

    /// The application-wide action named `name`, if there is one.
    public func action(named name: String) -> Action? { lookup(in: OpaquePointer(raw), name) }

    /// Removes the application-wide action named `name` (its shortcuts stop working).
    public func removeAction(named name: String) { g_action_map_remove_action(OpaquePointer(raw), name) }

    /// Sets the shortcuts of a detailed action name (`"win.close"`, `"app.quit"`,
    /// `"win.sort::title"`) in all of the app's windows; `[]` removes them. Accelerators GTK cannot
    /// parse are left out, with a warning through `ClewWarnings`.
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        let valid = Accelerator.valid(accelerators, for: detailedAction)
        withCStringArray(valid) { gtk_application_set_accels_for_action(application, detailedAction, $0) }
    }

    /// The shortcuts of a detailed action name.
    public func accelerators(for detailedAction: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(application, detailedAction) else { return [] }
        defer { g_strfreev(list) }
        return stringArray(list)
    }
}

extension ApplicationWindow {
    /// Adds a window action (`win.name`) with the shortcuts that trigger it in this app's windows.
    ///
    /// ```swift
    /// window.add(Action("search") { _ in searchBar.isSearchModeEnabled = true }, accelerators: ["<Control>f"])
    /// ```
    public func add(_ action: Action, accelerators: [String] = []) {
        g_action_map_add_action(OpaquePointer(raw), action.opaque)
        guard !accelerators.isEmpty, let app = gtk_window_get_application(window) else { return }
        let detailed = "win.\(action.name)"
        let valid = Accelerator.valid(accelerators, for: detailed)
        withCStringArray(valid) { gtk_application_set_accels_for_action(app, detailed, $0) }
    }

    /// The window action named `name`, if there is one.
    public func action(named name: String) -> Action? { lookup(in: OpaquePointer(raw), name) }

    /// Removes the window action named `name`.
    public func removeAction(named name: String) { g_action_map_remove_action(OpaquePointer(raw), name) }
}

/// The action of a `GActionMap`, if it is one of ours (a `GSimpleAction`).
@MainActor
private func lookup(in map: OpaquePointer, _ name: String) -> Action? {
    guard let action = g_action_map_lookup_action(map, name) else { return nil }
    let raw = UnsafeMutableRawPointer(action)
    guard g_type_check_instance_is_a(raw.assumingMemoryBound(to: GTypeInstance.self), g_simple_action_get_type()) != 0
    else { return nil }
    return Action.wrapper(of: raw)
}

/// Calls `body` with a NULL-terminated `const char *` array of `strings`, valid during the call.
@MainActor
package func withCStringArray<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    let copies = strings.map { g_strdup($0) }
    defer { for copy in copies { g_free(copy) } }
    let array: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    return array.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// The strings of a NULL-terminated `char **`.
func stringArray(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String] {
    var strings: [String] = []
    var index = 0
    while let item = list[index] {
        strings.append(String(cString: item))
        index += 1
    }
    return strings
}
