import Clew
import ClewDemoScenarios
import ClewTesting

/// Runs the demo's shared scenarios on a test's router: anchors are `TestAnchor`s, outcomes are kept.
@MainActor
final class TestScenarioHost: ScenarioHost {
    let router: Router
    let services: DemoServices
    let difficultyAnchor: any PopoverAnchor = TestAnchor("difficulty")
    var difficulty = 1
    let imageURL: String? = nil
    private(set) var reports: [String] = []

    init(router: Router) {
        self.router = router
        services = DemoServices(router: router)
    }

    func report(_ result: String) { reports.append(result) }
}
