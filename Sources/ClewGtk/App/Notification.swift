import Clew

/// A desktop notification (`GNotification`) an ``Application`` sends: a title, a body, an icon, a priority, and
/// what clicking it or one of its buttons does, each an `app.` action (with a string parameter, the target) that
/// runs in the app; the app is activated first, so it opens where the target says.
///
/// ```swift
/// let done = Notification(
///     "Import finished", body: "42 contacts imported.", iconName: "x-office-address-book",
///     defaultAction: "app.open", target: "clew://contacts",
///     buttons: [Notification.Button("Undo", action: "app.undo-import", target: "import-7")])
/// ```
///
/// The title and body are shown as typed. A notification server may read markup in the body (the
/// freedesktop.org specification allows it): text from outside the app goes through ``UntrustedText`` first.
public struct Notification: Sendable, Equatable {
    /// How urgently the desktop shows it (`GNotificationPriority`).
    public enum Priority: Sendable, Equatable {
        /// For things the person may look at later.
        case low
        /// The default.
        case normal
        /// Shown more prominently (GNOME: over a full-screen app).
        case high
        /// Needs attention now (GNOME: stays until dismissed).
        case urgent
    }

    /// A button: its label (as typed, no mnemonic) and the `app.` action it runs, with an optional target.
    ///
    /// ```swift
    /// Notification.Button("Undo", action: "app.undo-import", target: "import-7")
    /// ```
    public struct Button: Sendable, Equatable {
        public var label: String
        public var action: String
        public var target: String?

        public init(_ label: String, action: String, target: String? = nil) {
            self.label = label
            self.action = action
            self.target = target
        }
    }

    public var title: String
    public var body: String?
    /// A themed icon's name (`x-office-address-book`); nil for the app's own icon.
    public var iconName: String?
    public var priority: Priority
    /// The `app.` action clicking the notification runs (nil: the app is only activated).
    public var defaultAction: String?
    /// The default action's parameter.
    public var target: String?
    public var buttons: [Button]

    public init(
        _ title: String, body: String? = nil, iconName: String? = nil, priority: Priority = .normal,
        defaultAction: String? = nil, target: String? = nil, buttons: [Button] = []
    ) {
        self.title = title
        self.body = body
        self.iconName = iconName
        self.priority = priority
        self.defaultAction = defaultAction
        self.target = target
        self.buttons = buttons
    }
}

/// Why ``Application/send(_:id:)`` did not send a notification.
///
/// ```swift
/// do { try app.send(Notification("Done", defaultAction: "win.open")) } catch {
///     print(error)   // “win.open” is not an app action: a notification's actions are app. actions …
/// }
/// ```
public enum NotificationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The app is not running (not registered with the session yet): send from `run`'s `activate` or later.
    case notRunning
    /// An action is not `app.` followed by a valid action name.
    case notAnAppAction(String)

    public var description: String {
        switch self {
        case .notRunning:
            "A notification can only be sent while the application runs (from its activation on)."
        case .notAnAppAction(let name):
            "\(UntrustedText.quoted(name)) is not an app action: a notification's actions are app. actions "
                + "(app.open), run by the application."
        }
    }
}
