import Clew

// The paywall is built from app-level services through dependency scoping, as in the seeds: Home
// and Profile only know a `Builder<PaywallSource, PaywallScreen>`.

/// Where the paywall was opened from.
public enum PaywallSource: String, Sendable, CaseIterable {
    case home
    case profile

    /// The source's name in English, for analytics.
    public var name: String {
        switch self {
        case .home: "Home"
        case .profile: "Profile"
        }
    }

    /// The source's name as the paywall shows it, in the user's language.
    public var displayName: String {
        switch self {
        case .home: tr("Home")
        case .profile: tr("Profile")
        }
    }
}

/// Sells the products.
public protocol PurchasesService {
    var products: [String] { get }
}

/// Records what happened, for the product team.
public protocol AnalyticsTracker: AnyObject {
    func track(_ event: String)
}

/// The demo's (pretend) purchases.
public struct DemoPurchasesService: PurchasesService {
    public var products: [String] { [tr("Monthly — €2.99"), tr("Yearly — €24.99")] }
}

/// Keeps tracked events in memory.
public final class DemoAnalyticsTracker: AnalyticsTracker {
    public private(set) var events: [String] = []
    public func track(_ event: String) { events.append(event) }
}

/// What building a paywall needs.
@MainActor
public protocol PaywallDeps {
    associatedtype PurchasesServiceType: PurchasesService
    associatedtype AnalyticsTrackerType: AnalyticsTracker

    var source: PaywallSource { get }
    var purchasesService: PurchasesServiceType { get }
    var analyticsTracker: AnalyticsTrackerType { get }
    var router: Router { get }
}

/// Builds the paywall from its dependencies.
public struct PaywallBuilder<Deps: PaywallDeps>: Builder {
    public func build(using deps: Deps) -> PaywallScreen {
        deps.analyticsTracker.track("paywall opened from \(deps.source.name)")
        return PaywallScreen(source: deps.source, products: deps.purchasesService.products, router: deps.router)
    }
}

/// The paywall's dependencies, taken from the app's services plus the source.
struct PaywallDepsImpl: PaywallDeps {
    let parent: DemoServices
    let source: PaywallSource

    var purchasesService: some PurchasesService { parent.purchasesService }
    var analyticsTracker: some AnalyticsTracker { parent.analyticsTracker }
    var router: Router { parent.router }
}

/// The app-level services (the seed's AppDelegate).
@MainActor
public final class DemoServices {
    public unowned let router: Router
    public lazy var purchasesService: some PurchasesService = DemoPurchasesService()
    public let analyticsTracker = DemoAnalyticsTracker()

    /// Builds a paywall for a source: the services are scoped in, the caller gives only the source.
    public lazy var paywallBuilder: some Builder<PaywallSource, PaywallScreen> =
        PaywallBuilder().scoped { [unowned self] source in
            PaywallDepsImpl(parent: self, source: source)
        }

    public init(router: Router) {
        self.router = router
    }
}
