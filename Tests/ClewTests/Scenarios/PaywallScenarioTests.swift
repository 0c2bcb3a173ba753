import Clew
import ClewDemoScenarios
import ClewTesting
import Testing

// Home and Profile present a Paywall built from app-level services, knowing only
// `Builder<PaywallSource, PaywallScreen>`: the demo's own services and builders (ClewDemoScenarios),
// which follow the seed nearly verbatim.

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
@Suite("Paywall from Home and Profile through scoped builders")
struct PaywallScenarioTests {
    let renderer = RecordingRenderer()
    let router: Router
    let app: DemoServices

    init() {
        router = Router(renderer: renderer)
        app = DemoServices(router: router)
    }

    @Test func homePresentsThePaywallWithItsSource() throws {
        let home = PaywallHostScreen(title: "Home", source: .home, paywallBuilder: app.paywallBuilder, router: router)
        home.presentPaywall()

        let paywall = try #require(renderer.presentedView as? PaywallScreen)
        #expect(paywall.source == .home)
        #expect(paywall.products == ["Monthly — €2.99", "Yearly — €24.99"])
        #expect(app.analyticsTracker.events == ["paywall opened from Home"])
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

        // The demo's Profile screen does the same through the scenario, which pushes its own Profile.
        PaywallScenario().start(in: TestScenarioHost(router: router), openingDetail: true)
        #expect(router.navigationStack.last is ProfileScreen)
        #expect((renderer.presentedView as? PaywallScreen)?.source == .profile)
    }

    @Test func scopedBuildersShareTheParentsServices() {
        let first = app.paywallBuilder.build(using: .home)
        let second = app.paywallBuilder.build(using: .profile)
        #expect(first !== second)
        #expect([first.source, second.source] == [.home, .profile])
        #expect(app.analyticsTracker.events == ["paywall opened from Home", "paywall opened from Profile"])
    }
}
