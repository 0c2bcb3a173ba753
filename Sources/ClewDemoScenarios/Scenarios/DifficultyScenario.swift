import Clew

/// The difficulty picker, in a popover pointing at the difficulty button.
public struct DifficultyScenario: Scenario {
    public let id = "difficulty"
    public var title: String { tr("Difficulty") }
    public var summary: String { tr("A picker in a popover anchored to its button") }
    /// The levels, in the picker's order.
    public static var levels: [String] { [tr("Easy"), tr("Normal"), tr("Hard")] }

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let levels = Self.levels
        let picker = PickerConfiguration(title: tr("Difficulty"), options: levels, selectedIndex: host.difficulty) {
            [weak host] index in
            host?.difficulty = index
            // TRANSLATORS: %s is the level chosen ("Hard").
            host?.report(tr("Difficulty: %s").substituting(levels[index]))
        }
        host.router.navigate(
            to: PickerBuilder().popoverRoute(from: host.difficultyAnchor, permittedArrowDirections: .up), with: picker)
    }
}
