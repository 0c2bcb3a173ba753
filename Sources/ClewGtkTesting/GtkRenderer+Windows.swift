internal import CGtk
internal import CGtkShim
internal import CGtkTestShim
@_spi(Testing) import ClewGtk

/// Secondary windows: Preferences, About, the keyboard shortcuts, any window the app opens beside its
/// main one. ``GtkRenderer/window(titled:)`` finds one by its title and hands back the driver's calls
/// limited to it.
///
/// <!-- doc-test:
/// let app = await GtkTestWindow()
/// -->
/// ```swift
/// try app.renderer.window(titled: "Preferences").toggle("Dark Style")
/// let shortcuts = try app.renderer.window(titled: "Shortcuts")
/// #expect(shortcuts.labelTexts.contains("Quit"))
/// try shortcuts.pressEscape()
/// ```
extension GtkRenderer {
    /// The driver's calls limited to the one shown top-level window titled `title` (other than this
    /// renderer's own window).
    ///
    /// - Throws: a ``GtkDriverError`` naming the shown windows' titles when none has this title, or with
    ///   its ``GtkDriverError/ambiguity`` set when several have.
    public func window(titled title: String) throws(GtkDriverError) -> GtkDriverScope {
        let mainWindow = window.raw
        let windows = Self.shownWindows.filter { $0.raw != mainWindow }
        let found = try GtkDriverScope.one(
            windows.filter { $0.title == title }, named: title, kind: "shown windows are titled",
            place: "on screen",
            else: "No shown window is titled “\(title)”; the shown windows are: \(windows.map(\.title)).")
        return GtkDriverScope(roots: [found], place: "in the window “\(title)”")
    }

    /// Waits until a shown window other than this renderer's is titled `title` (one opened by a key, a
    /// menu item or a button), then returns the driver's calls limited to it.
    ///
    /// <!-- doc-test:
    /// let app = await GtkTestWindow()
    /// -->
    /// ```swift
    /// try app.renderer.chooseMenuItem("Keyboard Shortcuts", fromMenuNamed: "Main Menu")
    /// let shortcuts = try await app.renderer.waitForWindow(titled: "Shortcuts")
    /// ```
    ///
    /// - Throws: the error of ``window(titled:)`` when no such window is shown within `timeout`.
    public func waitForWindow(titled title: String, timeout: Duration = .seconds(5)) async throws(GtkDriverError)
        -> GtkDriverScope
    {
        let mainWindow = window.raw
        await GtkTestHost.runUntil(timeout: timeout) {
            Self.shownWindows.contains { $0.raw != mainWindow && $0.title == title && $0.isMapped }
        }
        return try window(titled: title)
    }

    /// The process's top-level windows that are shown, in GTK's order.
    static var shownWindows: [Window] {
        let model = gtk_window_get_toplevels()!
        return (0..<g_list_model_get_n_items(model)).compactMap { index in
            guard let item = g_list_model_get_item(model, index) else { return nil }
            defer { g_object_unref(item) }
            let window = Window.wrapper(of: item)
            return window.isVisible ? window : nil
        }
    }
}

extension GtkDriverScope {
    /// Presses Escape in the scope's window, as the key would: the window's own Escape shortcut (a
    /// shortcuts window's or an About window's close), else its key handlers (Clew's dialogs).
    ///
    /// <!-- doc-test:
    /// let app = await GtkTestWindow()
    /// -->
    /// ```swift
    /// try app.renderer.window(titled: "About Notes").pressEscape()
    /// ```
    public func pressEscape() throws(GtkDriverError) {
        let windows = roots.compactMap { root in
            gtk_widget_get_root(root.gtkWidget).map { Window.wrapper(of: UnsafeMutableRawPointer($0)) }
        }
        guard let window = windows.first else {
            throw GtkDriverError(description: "Escape: nothing \(place) is in a window.")
        }
        // The window's own Escape shortcut first: a shortcuts window's key handler forwards keys to its
        // search and needs a real event.
        guard WidgetQueries.activateShortcut("Escape", of: window) || WidgetQueries.pressEscape(in: window) else {
            throw GtkDriverError(description: "Escape does nothing \(place): no key handler or shortcut takes it.")
        }
        GtkTestHost.drainPending()
    }
}

extension WidgetQueries {
    /// Runs the shortcut of `widget` itself (its class's key bindings, or a shortcut controller added to it)
    /// whose trigger is `accelerator` (GTK's syntax, as `gtk_shortcut_trigger_to_string` writes it), as the
    /// key would. Returns whether one ran.
    @discardableResult
    public static func activateShortcut(_ accelerator: String, of widget: Widget) -> Bool {
        let controllers = gtk_widget_observe_controllers(widget.gtkWidget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(controller) }
            guard clew_instance_is_a(controller, gtk_shortcut_controller_get_type()) != 0 else { continue }
            let shortcuts = OpaquePointer(controller)
            for position in 0..<g_list_model_get_n_items(shortcuts) {
                guard let item = g_list_model_get_item(shortcuts, position) else { continue }
                defer { g_object_unref(item) }
                let shortcut = OpaquePointer(item)
                guard let trigger = gtk_shortcut_get_trigger(shortcut), let action = gtk_shortcut_get_action(shortcut),
                    let text = gtk_shortcut_trigger_to_string(trigger)
                else { continue }
                defer { g_free(text) }
                guard String(cString: text) == accelerator else { continue }
                if gtk_shortcut_action_activate(
                    action, GTK_SHORTCUT_ACTION_EXCLUSIVE, widget.gtkWidget, gtk_shortcut_get_arguments(shortcut)) != 0
                {
                    return true
                }
            }
        }
        return false
    }
}
