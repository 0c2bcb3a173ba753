import Clew
import ClewTesting
import Testing

// Seed 001, nearly verbatim: Home and Profile present a Paywall built from app-level services,
// knowing only `Builder<PaywallSource, PaywallScreen>`.

enum PaywallSource: Equatable {
    case home
    case profile
}

protocol PurchasesService { var products: [String] { get } }
protocol AnalyticsTracker: AnyObject { func track(_ event: String) }

struct StorePurchasesService: PurchasesService { let products = ["Monthly", "Yearly"] }
final class RecordingTracker: AnalyticsTracker {
    var events: [String] = []
    func track(_ event: String) { events.append(event) }
}

@MainActor
protocol PaywallDeps {
    associatedtype PurchasesServiceType: PurchasesService
    associatedtype AnalyticsTrackerType: AnalyticsTracker

    var source: PaywallSource { get }
    var purchasesService: PurchasesServiceType { get }
    var analyticsTracker: AnalyticsTrackerType { get }
}

@MainActor
final class PaywallScreen: Screen {
    let title = "Go Premium"
    let source: PaywallSource
    let products: [String]
    init(source: PaywallSource, products: [String]) {
        self.source = source
        self.products = products
    }
}

struct PaywallBuilder<Deps: PaywallDeps>: Builder {
    func build(using deps: Deps) -> PaywallScreen {
        deps.analyticsTracker.track("paywall shown from \(deps.source)")
        return PaywallScreen(source: deps.source, products: deps.purchasesService.products)
    }
}

struct PaywallDepsImpl: PaywallDeps {
    let parent: AppDependencies
    let source: PaywallSource

    var purchasesService: some PurchasesService { parent.purchasesService }
    var analyticsTracker: some AnalyticsTracker { parent.analyticsTracker }
}

/// The seed's AppDelegate: owns the services and the scoped paywall builder.
@MainActor
final class AppDependencies {
    lazy var purchasesService: some PurchasesService = StorePurchasesService()
    let analyticsTracker = RecordingTracker()

    lazy var paywallBuilder: some Builder<PaywallSource, PaywallScreen> =
        PaywallBuilder().scoped { source in
            PaywallDepsImpl(parent: self, source: source)
        }
}

/// Home and Profile depend only on a builder of paywalls from a source; each passes its own.
@MainActor
final class PaywallHostScreen<PB: Builder<PaywallSource, PaywallScreen>>: Screen {
    let title: String
    let source: PaywallSource
    let paywallBuilder: PB
    let router: Router
    init(title: String, source: PaywallSource, paywallBuilder: PB, router: Router) {
        self.title = title
        self.source = source
        self.paywallBuilder = paywallBuilder
        self.router = router
    }

    func presentPaywall() {
        router.navigate(to: paywallBuilder.viewBuilder.presentRoute(), with: source)
    }
}

@MainActor
@Suite("Paywall from Home and Profile through scoped builders (seed 001)")
struct PaywallScenarioTests {
    let app = AppDependencies()
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
    }

    @Test func homePresentsThePaywallWithItsSource() throws {
        let home = PaywallHostScreen(title: "Home", source: .home, paywallBuilder: app.paywallBuilder, router: router)
        home.presentPaywall()

        let paywall = try #require(renderer.presentedView as? PaywallScreen)
        #expect(paywall.source == .home)
        #expect(paywall.products == ["Monthly", "Yearly"])
        #expect(app.analyticsTracker.events == ["paywall shown from home"])
        #expect(renderer.events == [.presented(.screen(title: "Go Premium"), .dialog)])
    }

    @Test func profilePresentsThePaywallWithItsOwnSource() throws {
        let profile = PaywallHostScreen(
            title: "Profile", source: .profile, paywallBuilder: app.paywallBuilder, router: router)
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home")
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Profile")
        profile.presentPaywall()

        let paywall = try #require(renderer.presentedView as? PaywallScreen)
        #expect(paywall.source == .profile)
        try renderer.pressEscape()
        #expect(renderer.presentedView == nil)
        #expect(router.navigationStack.map(\.title) == ["Home", "Profile"])
    }

    @Test func scopedBuildersShareTheParentsServices() {
        let first = app.paywallBuilder.build(using: .home)
        let second = app.paywallBuilder.build(using: .profile)
        #expect(first !== second)
        #expect([first.source, second.source] == [.home, .profile])
        #expect(app.analyticsTracker.events == ["paywall shown from home", "paywall shown from profile"])
    }
}
