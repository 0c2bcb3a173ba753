import Clew

/// The difficulty picker, in a popover pointing at the difficulty button.
public struct DifficultyScenario: Scenario {
    public let id = "difficulty"
    public let title = "Difficulty"
    public let summary = "A picker in a popover anchored to its button"
    /// The levels, in the picker's order.
    public static let levels = ["Easy", "Normal", "Hard"]

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let levels = Self.levels
        let picker = PickerConfiguration(title: "Difficulty", options: levels, selectedIndex: host.difficulty) {
            [weak host] index in
            host?.difficulty = index
            host?.report("Difficulty: \(levels[index])")
        }
        host.router.navigate(
            to: PickerBuilder().popoverRoute(from: host.difficultyAnchor, permittedArrowDirections: .up), with: picker)
    }
}
