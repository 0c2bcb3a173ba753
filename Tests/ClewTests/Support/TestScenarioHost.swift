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

    /// A host with a router on `renderer` whose stack starts at a "Home" screen, as in the demo.
    convenience init(onHomeOf renderer: RecordingRenderer) {
        self.init(router: Router(renderer: renderer))
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home")
    }

    func report(_ result: String) { reports.append(result) }
}
