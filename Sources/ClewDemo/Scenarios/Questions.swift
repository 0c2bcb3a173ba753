import Clew
import ClewGtk
import ClewImages

extension DemoApp {
    /// The fluent question, answered by the index of the chosen button.
    func askAboutApples() {
        let answers = ["Yes, I do!", "More or less", "I hate it!"]
        AlertBuilder().title("Question").message("Do you like apples?")
            .buttonTitles(answers[0], answers[1], answers[2])
            .show(on: router) { [weak home] index in
                home?.showResult("Apples: “\(answers[index])” (answer \(index))")
            }
    }

    /// An alert with a text field and a password field.
    func signIn() {
        let alert = AlertModel(title: "Sign In", message: "Use your Clew account to sync your progress.")
        alert.textFields.append(.init(placeholder: "User name"))
        alert.textFields.append(.init(placeholder: "Password", isSecure: true))
        alert.actions.append(.init(title: "Cancel", style: .cancel))
        let signIn = AlertActionModel(title: "Sign In") { [weak home] response in
            let user = response.textFieldValues[0]
            home?.showResult(user.isEmpty ? "Signed in anonymously" : "Signed in as \(user)")
        }
        signIn.isPreferredAction = true
        alert.actions.append(signIn)
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)
    }

    /// The background-image screen: the bundled image unless a URL was given.
    func openBackgroundImage() {
        let screen = ImageScreen(
            title: "Background Image", url: options.imageURL ?? bundledImageURL, showsURLEntry: true)
        router.navigate(to: ScreenBuilder(screen).pushRoute())
        imageScreen = screen
    }

    var bundledImageURL: String? {
        dataDirectory.map { "file://\($0)/images/background.png" }
    }
}
