import Clew

/// The paywall, presented from Home (the header's star) and from Profile, each with its source.
public struct PaywallScenario: Scenario {
    public let id = "paywall"
    public var title: String { tr("Paywall") }
    public var summary: String { tr("Presented from Home and from Profile with its own source") }

    public init() {}

    /// Pushes Profile; `openingDetail` opens the paywall from there too.
    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let profile = ProfileScreen(paywallBuilder: host.services.paywallBuilder, router: host.router)
        host.router.navigate(to: ScreenBuilder(profile).pushRoute())
        if openingDetail { profile.presentPaywall() }
    }

    /// The paywall from Home.
    public static func presentFromHome(in host: any ScenarioHost) {
        host.router.navigate(to: host.services.paywallBuilder.viewBuilder.presentRoute(), with: .home)
    }
}
