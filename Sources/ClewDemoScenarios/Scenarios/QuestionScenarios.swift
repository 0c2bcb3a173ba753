import Clew

/// The fluent question, answered by the index of the chosen button.
public struct ApplesScenario: Scenario {
    public let id = "apples"
    public let title = "Do you like apples?"
    public let summary = "A fluent alert that reports the chosen answer"
    /// The answers, in button order.
    public static let answers = ["Yes, I do!", "More or less", "I hate it!"]

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let answers = Self.answers
        AlertBuilder().title("Question").message("Do you like apples?")
            .buttonTitles(answers[0], answers[1], answers[2])
            .show(on: host.router) { [weak host] index in
                host?.report("Apples: “\(answers[index])” (answer \(index))")
            }
    }
}

/// An alert with a text field and a password field.
public struct SignInScenario: Scenario {
    public let id = "sign-in"
    public let title = "Sign in"
    public let summary = "An alert with a text field and a password field"

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let alert = AlertModel(title: "Sign In", message: "Use your Clew account to sync your progress.")
        alert.textFields.append(.init(placeholder: "User name"))
        alert.textFields.append(.init(placeholder: "Password", isSecure: true))
        alert.actions.append(.init(title: "Cancel", style: .cancel))
        let signIn = AlertActionModel(title: "Sign In") { [weak host] response in
            let user = response.textFieldValues[0]
            host?.report(user.isEmpty ? "Signed in anonymously" : "Signed in as \(user)")
        }
        signIn.isPreferredAction = true
        alert.actions.append(signIn)
        host.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
    }
}
