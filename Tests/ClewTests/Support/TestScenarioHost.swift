import Clew
import ClewDemoScenarios
import ClewTesting

/// The shared scenarios' recording host, with a `TestAnchor` for popovers.
typealias TestScenarioHost = RecordingScenarioHost

extension RecordingScenarioHost {
    /// A host on `router`; the difficulty picker points at a `TestAnchor`.
    convenience init(router: Router) {
        self.init(router: router, difficultyAnchor: TestAnchor("difficulty"))
    }

    /// A host with a router on `renderer` whose stack starts at a "Home" screen, as in the demo.
    convenience init(onHomeOf renderer: RecordingRenderer) {
        self.init(router: Router(renderer: renderer))
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home")
    }
}
