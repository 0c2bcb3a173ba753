import Clew

/// A host that keeps each reported outcome instead of showing it: what tests run the scenarios on,
/// headless or on GTK, to compare what the person was told.
@MainActor
public final class RecordingScenarioHost: ScenarioHost {
    public let router: Router
    public let services: DemoServices
    public let difficultyAnchor: any PopoverAnchor
    public var difficulty = 1
    public let imageURL: String?
    /// Every outcome reported, in order.
    public private(set) var reports: [String] = []

    /// A host on `router` whose difficulty picker points at `difficultyAnchor`.
    public init(router: Router, difficultyAnchor: any PopoverAnchor, imageURL: String? = nil) {
        self.router = router
        self.difficultyAnchor = difficultyAnchor
        self.imageURL = imageURL
        services = DemoServices(router: router)
    }

    public func report(_ result: String) { reports.append(result) }
}
