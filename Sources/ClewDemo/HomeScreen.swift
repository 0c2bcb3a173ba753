import Clew
import ClewDemoScenarios
import ClewGtk

/// The home page: the list of scenarios, the difficulty button (a popover anchor), a line that
/// shows the latest outcome, and the header's star that opens the paywall.
@MainActor
final class HomeScreen: GtkScreen, LinkRepresentable {
    /// The home page's link, for saved state.
    let link: String? = "clew://"

    let title = "Clew"  // the framework's name: not translated
    /// The difficulty row's button; the difficulty picker points at it.
    let difficultyButton: Button
    private let resultLabel = Label(tr("No choices yet")).cssClasses("clew-result", "dim-label").leading()
    /// Opens a scenario from its row.
    var onOpen: @MainActor (any Scenario) -> Void = { _ in }
    /// The header's star was pressed.
    var onGoPremium: @MainActor () -> Void = {}

    private(set) lazy var headerItems = HeaderItems(end: [
        Button(iconName: "starred-symbolic", accessibleLabel: tr("Go Premium")) { [weak self] _ in self?.onGoPremium() }
    ])

    init(difficulty: String) {
        difficultyButton = Button(difficulty).named("difficulty").cssClasses("flat").aligned(vertical: .center)
            .tooltip(tr("Choose the difficulty"))
        difficultyButton.connect(.clicked) { [weak self] _ in
            if let difficulty = Scenarios.named("difficulty") { self?.onOpen(difficulty) }
        }
    }

    /// Shows a scenario's outcome under the list.
    func showResult(_ text: String) {
        resultLabel.text = text
    }

    /// Shows the chosen difficulty on its button.
    func showDifficulty(_ name: String) {
        difficultyButton.label = name
    }

    func makeWidget() -> Widget {
        let list = ListBox().cssClasses("clew-scenario-list")
        for scenario in Scenarios.all { list.append(row(for: scenario)) }
        list.connect(.rowActivated) { [weak self] _, row in
            guard let self, Scenarios.all.indices.contains(row.index) else { return }
            self.onOpen(Scenarios.all[row.index])
        }
        let page = Box(.vertical, spacing: 18) {
            Label(tr("Scenarios")).cssClasses("heading").leading()
            list
            resultLabel
        }
        return ScrolledWindow(child: page.cssClasses("clew-home").margins(24))
    }

    /// A row: the title and summary, then the difficulty button or a chevron.
    private func row(for scenario: any Scenario) -> Widget {
        Box(.horizontal, spacing: 12) {
            Box(.vertical, spacing: 2) {
                Label(scenario.title).leading()
                Label(scenario.summary).cssClasses("dim-label").leading().wrapping()
            }
            .expanding(horizontally: true)
            if scenario.id == "difficulty" {
                difficultyButton
            } else {
                Image(iconName: "go-next-symbolic")
            }
        }
        .margins(12)
    }
}
