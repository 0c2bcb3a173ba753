/// What assistive technology is told about an alert, as plain values: what the model asks for
/// (``AlertModel/accessibility``), and what a renderer shows (`RecordingRenderer` and `GtkRenderer`
/// report it for the alert on top, read back from their widgets), so parity tests compare the two.
public struct AlertAccessibility: Hashable, Sendable, CustomStringConvertible {
    /// The dialog's accessible name: the alert's title.
    public var name: String
    /// What a screen reader reads after the name: the accessible description, else the message.
    public var accessibleDescription: String?
    /// The buttons, in order.
    public var actions: [Action]

    /// One button as assistive technology and the keyboard meet it.
    public struct Action: Hashable, Sendable, CustomStringConvertible {
        /// The button's name: the action's title.
        public var name: String
        /// The action's stable identifier.
        public var identifier: String?
        /// The label with its mnemonic marked (“_Leave”).
        public var mnemonicLabel: String
        /// The role it plays.
        public var role: AlertActionStyle
        /// Whether it can be chosen now.
        public var isEnabled: Bool
        /// Whether Enter chooses it (drawn as GNOME's suggested action).
        public var isDefault: Bool

        /// Makes a summary of one button.
        public init(
            name: String, identifier: String?, mnemonicLabel: String, role: AlertActionStyle, isEnabled: Bool,
            isDefault: Bool
        ) {
            self.name = name
            self.identifier = identifier
            self.mnemonicLabel = mnemonicLabel
            self.role = role
            self.isEnabled = isEnabled
            self.isDefault = isDefault
        }

        public var description: String {
            var traits = [role.description]
            if isDefault { traits.append("preferred") }
            if !isEnabled { traits.append("disabled") }
            return "\(mnemonicLabel) [\(traits.joined(separator: ", "))]" + (identifier.map { " #\($0)" } ?? "")
        }
    }

    /// Makes a summary.
    public init(name: String, accessibleDescription: String?, actions: [Action]) {
        self.name = name
        self.accessibleDescription = accessibleDescription
        self.actions = actions
    }

    public var description: String {
        "alert dialog “\(name)”" + (accessibleDescription.map { " (\($0))" } ?? "") + ": "
            + actions.map(\.description).joined(separator: "; ")
    }
}

extension AlertModel {
    /// What assistive technology should be told about this alert.
    public var accessibility: AlertAccessibility {
        let preferred = preferredAction
        return AlertAccessibility(
            name: title ?? "",
            accessibleDescription: effectiveAccessibleDescription,
            actions: zip(actions, mnemonicLabels).map { action, label in
                AlertAccessibility.Action(
                    name: action.title ?? "", identifier: action.identifier, mnemonicLabel: label, role: action.style,
                    isEnabled: action.isEnabled, isDefault: action === preferred)
            })
    }
}
