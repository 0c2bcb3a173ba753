import Clew

/// Profile, then the paywall over it, in one `navigate`: a chained route. The completion reports
/// every step's outcome; the paywall waits for Profile's slide to end.
public struct ChainedRouteScenario: Scenario {
    public let id = "chained"
    public var title: String { tr("Chained routes") }
    public var summary: String { tr("Push Profile, then present the paywall, in one navigate") }

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let profile = ProfileScreen(paywallBuilder: host.services.paywallBuilder, router: host.router)
        let route = ScreenBuilder(profile).pushRoute()
            .chained(with: host.services.paywallBuilder.viewBuilder.presentRoute(), context: .profile)
        host.router.navigate(to: route) { [weak host] result in
            host?.report(Self.describe(result))
        }
    }

    /// “Chained: pushed, presented”, or the failing step's message.
    static func describe(_ result: NavigationResult) -> String {
        switch result {
        // TRANSLATORS: %s lists the router's outcomes, which stay English ("pushed, presented").
        case .success(.chained(let outcomes)):
            tr("Chained: %s").substituting(outcomes.map(\.description).joined(separator: ", "))
        case .success(let outcome): tr("Chained: %s").substituting(outcome)
        case .failure(let error): error.description
        }
    }
}
