import Clew

/// The fluent question, answered by the index of the chosen button.
public struct ApplesScenario: Scenario {
    public let id = "apples"
    public var title: String { tr("Do you like apples?") }
    public var summary: String { tr("A fluent alert that reports the chosen answer") }
    /// The answers, in button order.
    public static var answers: [String] { [tr("Yes, I do!"), tr("More or less"), tr("I hate it!")] }

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let answers = Self.answers
        AlertBuilder().title(tr("Question")).message(tr("Do you like apples?"))
            .buttonTitles(answers[0], answers[1], answers[2])
            .show(on: host.router) { [weak host] index in
                // TRANSLATORS: %1$s is the answer chosen, %2$d its position (counting from 0).
                host?.report(tr("Apples: “%1$s” (answer %2$d)").substituting(answers[index], index))
            }
    }
}

/// An alert with a text field and a password field.
public struct SignInScenario: Scenario {
    public let id = "sign-in"
    public var title: String { tr("Sign in") }
    public var summary: String { tr("A text field and a password field, then a root transition into the app") }

    public init() {}

    /// Asks for a user name and password; signing in swaps the whole window for the app's Inbox
    /// (a root transition: the sign-in flow is gone), whose Sign Out swaps the old root back.
    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let router = host.router
        let alert = AlertModel(title: tr("Sign In"), message: tr("Use your Clew account to sync your progress."))
        alert.textFields.append(.init(placeholder: tr("User name")))
        alert.textFields.append(.init(placeholder: tr("Password"), isSecure: true))
        alert.actions.append(.init(title: tr("Cancel"), style: .cancel))
        var signedInAs: String?
        let signIn = AlertActionModel(title: tr("Sign In")) { [weak host] response in
            let user = response.textFieldValues[0]
            signedInAs = user.isEmpty ? tr("a guest") : user
            // TRANSLATORS: %s is the user name typed in the sign-in alert.
            host?.report(user.isEmpty ? tr("Signed in anonymously") : tr("Signed in as %s").substituting(user))
        }
        signIn.isPreferredAction = true
        alert.actions.append(signIn)
        // The app shell replaces the whole window once the alert has closed.
        let root = router.navigationStack.first
        let route = AlertBuilder().presentRoute().onDismissal { [weak host, weak router] _ in
            guard let user = signedInAs, let router else { return }
            router.navigate(to: ScreenBuilder(Self.inbox(for: user, returningTo: root, host: host)).rootRoute())
        }
        router.navigate(to: route, with: alert)
    }

    /// The signed-in app's main screen; Sign Out makes `root` the window's content again.
    static func inbox(for user: String, returningTo root: (any Screen)?, host: (any ScenarioHost)?) -> StepScreen {
        let inbox = StepScreen(
            tr("Inbox"),
            detail: tr("Signed in as %s. The sign-in flow is gone: this is the whole window.").substituting(user))
        inbox.addAction(tr("Sign Out")) { [weak host] in
            guard let host, let root else { return }
            showAsRoot(root, on: host.router)
            host.report(tr("Signed out"))
        }
        return inbox
    }
}

/// A root transition to `screen`, whatever its type.
@MainActor
private func showAsRoot<S: Screen>(_ screen: S, on router: Router) {
    router.navigate(to: ScreenBuilder(screen).rootRoute())
}
