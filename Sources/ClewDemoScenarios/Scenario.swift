import Clew

/// One of the demo's scenarios: a seed flow written once, platform-neutral, and run by the GTK
/// demo, by the parity tests on both renderers, and by the core tests.
///
/// Adding a scenario is one file with one type, plus its line in ``Scenarios/all``.
@MainActor
public protocol Scenario {
    /// The name on the command line (`clew-demo --scenario leave-game`).
    var id: String { get }
    /// The title of its row on the home page.
    var title: String { get }
    /// What it shows: the row's subtitle and its line in `--help`.
    var summary: String { get }
    /// Starts the scenario on `host`'s router; `openingDetail` goes straight to its interesting
    /// state (the alert already shown, the paywall already open), as `--scenario` does.
    func start(in host: any ScenarioHost, openingDetail: Bool)
}

/// What a scenario needs from the app or test that runs it.
@MainActor
public protocol ScenarioHost: AnyObject {
    /// The router the scenario navigates with.
    var router: Router { get }
    /// The app-level services the paywall is built from.
    var services: DemoServices { get }
    /// The control the difficulty picker points at.
    var difficultyAnchor: any PopoverAnchor { get }
    /// The chosen difficulty, an index into ``DifficultyScenario/levels``; the host shows it.
    var difficulty: Int { get set }
    /// The image the background-image scenario loads (`nil`: the screen starts empty).
    var imageURL: String? { get }
    /// Shows a scenario's outcome to the person using the app (the demo: a line under the list).
    func report(_ result: String)
}

/// Every scenario, in the order of the demo's home page.
@MainActor
public enum Scenarios {
    /// All of them.
    public static let all: [any Scenario] = [
        LeaveGameScenario(), DifficultyScenario(), PaywallScenario(), BackgroundImageScenario(),
        ApplesScenario(), SignInScenario(), WholeStackScenario(), ChainedRouteScenario(), UpdatingRouteScenario(),
        OneAtATimeScenario(), DismissalReasonScenario(), WidgetsScenario(),
    ]

    /// The scenario called `id`, if there is one.
    public static func named(_ id: String) -> (any Scenario)? {
        all.first { $0.id == id }
    }
}
