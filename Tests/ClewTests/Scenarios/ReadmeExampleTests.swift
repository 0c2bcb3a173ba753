import Clew
import ClewTesting
import Testing

/// The README's example, line for line, so it cannot rot.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsDescribed() throws {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)

        let alert = AlertModel(title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
        alert.actions.append(.init(title: "No", style: .cancel))
        alert.actions.append(
            .init(
                title: "Leave", style: .destructive,
                handler: { [unowned router] _ in
                    router.navigate(to: router.popToRootRoute())
                }))
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)

        let difficultyButton = TestAnchor("difficulty")  // a GTK button in an app
        let picker = PickerConfiguration(title: "Difficulty", options: ["Easy", "Normal", "Hard"]) { print($0) }
        router.navigate(
            to: PickerBuilder().popoverRoute(from: difficultyButton, permittedArrowDirections: .up),
            with: picker)  // waits until the alert closes: one at a time

        AlertBuilder().title("Question").message("Do you like apples?")
            .buttonTitles("Yes, I do!", "More or less", "I hate it!")
            .show(on: router) { index in print(index) }

        try renderer.tap(actionTitled: "Leave")  // runs the handler, closes the alert, shows the picker
        #expect(
            renderer.presentedPopover?.summary == .picker(title: "Difficulty", options: ["Easy", "Normal", "Hard"]))
        #expect(router.pendingPresentationCount == 1)
    }

    @Test func theReadmeTestStoreExampleRunsAsDescribed() throws {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        let saveAlert = AlertModel(title: "Save?")
        saveAlert.actions.append(.init(title: "Cancel", style: .cancel))
        saveAlert.actions.append(.init(title: "Save"))

        let store = TestStore(renderer)
        let question = RenderedContent.alert(title: "Save?", message: nil, actions: ["Cancel", "Save"])
        try store.step("ask", expecting: [.presented(question, .dialog)]) {
            router.navigate(to: AlertBuilder().presentRoute(), with: saveAlert)
        }
        try store.step("save", expecting: [.chose("Save", in: question), .dismissed(question)]) {
            try renderer.tap(actionTitled: "Save")
        }
        try store.finish()  // nothing else was rendered
    }

    @Test func theReadmeWholeStackExampleRunsAsDescribed() throws {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        let home = SettingsScreen("Home")
        let settings = SettingsScreen("Settings")
        let account = SettingsScreen("Account")
        let privacy = SettingsScreen("Privacy")
        let help = SettingsScreen("Help")

        router.setStack([home, settings, account, privacy])  // a deep link: three pushes, one animation
        router.popTo(settings)  // Home ▸ Settings
        router.popTo(firstOf: SettingsScreen.self)  // the first screen of that type: Home
        router.setStack([home, help])  // another branch: Help on Home
        #expect(router.navigationStack.map(\.title) == ["Home", "Help"])
        #expect(renderer.events.filter { if case .pushed = $0 { true } else { false } }.count == 5)
    }
}

/// The README's screens.
@MainActor
final class SettingsScreen: Screen {
    let title: String
    init(_ title: String) { self.title = title }
}
