/// A text field in an alert: what the user types reaches the chosen action's handler
/// through ``AlertResponse/textFieldValues``.
///
/// ```swift
/// let signIn = AlertModel(title: "Sign in")
/// signIn.textFields.append(.init(placeholder: "User name"))
/// signIn.textFields.append(.init(placeholder: "Password", isSecure: true))
/// signIn.actions.append(.init(title: "Sign In", handler: { response in
///     let (user, password) = (response.textFieldValues[0], response.textFieldValues[1])
/// }))
/// ```
@MainActor
public final class AlertTextFieldModel {
    /// Grey hint shown while the field is empty.
    public var placeholder: String?
    /// Hides what is typed (passwords).
    public var isSecure: Bool
    /// What the field holds when the alert appears.
    public var text: String

    /// Makes a text field.
    public init(placeholder: String? = nil, isSecure: Bool = false, text: String = "") {
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.text = text
    }
}
