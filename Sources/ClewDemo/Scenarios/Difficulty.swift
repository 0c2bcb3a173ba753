import Clew
import ClewGtk

extension DemoApp {
    /// The difficulty picker, in a popover anchored to the difficulty button.
    func chooseDifficulty() {
        let options = ["Easy", "Normal", "Hard"]
        let picker = PickerConfiguration(title: "Difficulty", options: options, selectedIndex: difficulty) {
            [weak self] index in
            self?.difficulty = index
            self?.home.showDifficulty(options[index])
            self?.home.showResult("Difficulty: \(options[index])")
        }
        router.navigate(
            to: PickerBuilder().popoverRoute(from: home.difficultyButton, permittedArrowDirections: .up), with: picker)
    }
}
