/// The seed scenarios the demo shows, in the order of the home page.
enum Scenario: String, CaseIterable {
    case leaveGame = "leave-game"
    case difficulty
    case paywall
    case backgroundImage = "background-image"
    case apples
    case signIn = "sign-in"

    /// The row title on the home page.
    var title: String {
        switch self {
        case .leaveGame: "Leave the game"
        case .difficulty: "Difficulty"
        case .paywall: "Paywall"
        case .backgroundImage: "Background image"
        case .apples: "Do you like apples?"
        case .signIn: "Sign in"
        }
    }

    /// The row subtitle, and the line in `--help`.
    var summary: String {
        switch self {
        case .leaveGame: "An alert with a destructive action that pops to the home page"
        case .difficulty: "A picker in a popover anchored to its button"
        case .paywall: "Presented from Home and from Profile with its own source"
        case .backgroundImage: "Download an image with progress, errors and retry"
        case .apples: "A fluent alert that reports the chosen answer"
        case .signIn: "An alert with a text field and a password field"
        }
    }
}
