internal import CGtk

extension Widget {
    /// Makes the app's shortcuts (`app.quit`'s Ctrl+Q, any accelerator set with
    /// ``Application/setAccelerators(_:for:)``) work while the keyboard focus is in this popover.
    /// GTK 4.8 delivers a popover's keys to the popover alone, and never asks the application's
    /// accelerators, so without this Ctrl+Q does nothing while a menu or picker is open.
    func forwardsApplicationShortcuts() {
        let keys = KeyController(phase: .capture)
        // The controller lives inside the popover, so the popover is alive whenever it reports a
        // key; its address is enough (this handle may be a short-lived one of a popover GTK made).
        let address = UInt(bitPattern: raw)
        keys.onKeyPressed { press in
            let popover = UnsafeMutableRawPointer(bitPattern: address)!.assumingMemoryBound(to: GtkWidget.self)
            guard let root = gtk_widget_get_root(popover) else { return false }
            let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
            guard let application = gtk_window_get_application(window) else { return false }
            let modifiers = GdkModifierType(rawValue: press.modifiers & gtk_accelerator_get_default_mod_mask().rawValue)
            guard modifiers.rawValue != 0, let name = gtk_accelerator_name(gdk_keyval_to_lower(press.keyval), modifiers)
            else { return false }
            defer { g_free(name) }
            guard let actions = gtk_application_get_actions_for_accel(application, name) else { return false }
            defer { g_strfreev(actions) }
            guard let detailed = actions[0] else { return false }
            var action: UnsafeMutablePointer<gchar>?
            var target: OpaquePointer?
            guard g_action_parse_detailed_name(detailed, &action, &target, nil) != 0, let action else { return false }
            defer {
                g_free(action)
                if let target { g_variant_unref(target) }
            }
            return gtk_widget_activate_action_variant(popover, action, target) != 0
        }
        addController(keys)
    }
}
