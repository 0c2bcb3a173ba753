internal import CGtk
import Clew

extension Application {
    /// Shows a notification (`g_application_send_notification`); sending another with the same `id` replaces it.
    /// Clicking it, or one of its buttons, activates the app and runs the `app.` action it names with its target.
    ///
    /// <!-- doc-test:
    /// let app = Application(id: "org.example.Contacts")
    /// -->
    /// ```swift
    /// app.add(Action("open", parameter: String.self) { _, link in app.router?.open(link, with: links) })
    /// try app.send(Notification("Import finished", defaultAction: "app.open", target: "clew://contacts"),
    ///              id: "import")
    /// ```
    ///
    /// - Throws: ``NotificationError/notRunning`` before the app is registered (before `run` activates it),
    ///   ``NotificationError/notAnAppAction(_:)`` for an action outside the `app.` scope.
    public func send(_ notification: Notification, id: String? = nil) throws(NotificationError) {
        let application = pointer(as: GApplication.self)
        guard g_application_get_is_registered(application) != 0 else { throw .notRunning }
        for action in [notification.defaultAction].compactMap({ $0 }) + notification.buttons.map(\.action) {
            guard action.hasPrefix("app."), g_action_name_is_valid(String(action.dropFirst(4))) != 0 else {
                throw .notAnAppAction(action)
            }
        }
        let made = g_notification_new(notification.title)!
        defer { g_object_unref(UnsafeMutableRawPointer(made)) }
        if let body = notification.body { g_notification_set_body(made, body) }
        if let name = notification.iconName {
            let icon = g_themed_icon_new(name)
            g_notification_set_icon(made, icon)
            g_object_unref(UnsafeMutableRawPointer(icon))
        }
        g_notification_set_priority(made, notification.priority.glib)
        if let action = notification.defaultAction {
            g_notification_set_default_action_and_target_value(
                made, action, notification.target.map { g_variant_new_string($0) })
        }
        for button in notification.buttons {
            g_notification_add_button_with_target_value(
                made, button.label, button.action, button.target.map { g_variant_new_string($0) })
        }
        g_application_send_notification(application, id, made)
    }

    /// Takes back the notification sent with `id`, if it is still shown.
    ///
    /// <!-- doc-test:
    /// let app = Application(id: "org.example.Contacts")
    /// -->
    /// ```swift
    /// app.withdrawNotification(id: "import")
    /// ```
    public func withdrawNotification(id: String) {
        g_application_withdraw_notification(pointer(as: GApplication.self), id)
    }
}

extension Notification.Priority {
    fileprivate var glib: GNotificationPriority {
        switch self {
        case .low: G_NOTIFICATION_PRIORITY_LOW
        case .normal: G_NOTIFICATION_PRIORITY_NORMAL
        case .high: G_NOTIFICATION_PRIORITY_HIGH
        case .urgent: G_NOTIFICATION_PRIORITY_URGENT
        }
    }
}
