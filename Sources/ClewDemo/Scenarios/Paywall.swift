import CGtk
import Clew
import ClewGtk

// Home and Profile present a paywall built from app-level services, knowing only
// `Builder<PaywallSource, PaywallScreen>`.

enum PaywallSource {
    case home
    case profile

    var name: String {
        switch self {
        case .home: "Home"
        case .profile: "Profile"
        }
    }
}

protocol PurchasesService {
    var products: [String] { get }
}

protocol AnalyticsTracker: AnyObject {
    func track(_ event: String)
}

struct DemoPurchasesService: PurchasesService {
    let products = ["Monthly — €2.99", "Yearly — €24.99"]
}

final class DemoAnalyticsTracker: AnalyticsTracker {
    private(set) var events: [String] = []
    func track(_ event: String) { events.append(event) }
}

@MainActor
protocol PaywallDeps {
    associatedtype PurchasesServiceType: PurchasesService
    associatedtype AnalyticsTrackerType: AnalyticsTracker

    var source: PaywallSource { get }
    var purchasesService: PurchasesServiceType { get }
    var analyticsTracker: AnalyticsTrackerType { get }
    var router: Router { get }
}

struct PaywallBuilder<Deps: PaywallDeps>: Builder {
    func build(using deps: Deps) -> PaywallScreen {
        deps.analyticsTracker.track("paywall opened from \(deps.source.name)")
        return PaywallScreen(source: deps.source, products: deps.purchasesService.products, router: deps.router)
    }
}

struct PaywallDepsImpl: PaywallDeps {
    let parent: DemoServices
    let source: PaywallSource

    var purchasesService: some PurchasesService { parent.purchasesService }
    var analyticsTracker: some AnalyticsTracker { parent.analyticsTracker }
    var router: Router { parent.router }
}

/// The app-level services (the seed's AppDelegate).
@MainActor
final class DemoServices {
    let router: Router
    lazy var purchasesService: some PurchasesService = DemoPurchasesService()
    let analyticsTracker = DemoAnalyticsTracker()

    lazy var paywallBuilder: some Builder<PaywallSource, PaywallScreen> =
        PaywallBuilder().scoped { source in
            PaywallDepsImpl(parent: self, source: source)
        }

    init(router: Router) {
        self.router = router
    }
}

/// The paywall, shown modally.
@MainActor
final class PaywallScreen: GtkScreen {
    let title = "Go Premium"
    let source: PaywallSource
    let products: [String]
    private unowned let router: Router

    init(source: PaywallSource, products: [String], router: Router) {
        self.source = source
        self.products = products
        self.router = router
    }

    func makeWidget() -> WidgetRef {
        let page = WidgetRef(new: gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
        for set in [
            gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
            gtk_widget_set_margin_end,
        ] {
            set(page.widget, 24)
        }
        let heading = gtk_label_new("Clew Premium")!
        gtk_widget_add_css_class(heading, "title-1")
        let origin = gtk_label_new("Opened from \(source.name)")!
        gtk_widget_add_css_class(origin, "dim-label")
        gtk_box_append(page.pointer(as: GtkBox.self), heading)
        gtk_box_append(page.pointer(as: GtkBox.self), origin)
        for product in products {
            let buy = gtk_button_new_with_label(product)!
            gtk_widget_add_css_class(buy, "suggested-action")
            gtk_box_append(page.pointer(as: GtkBox.self), buy)
        }
        let close = WidgetRef(new: gtk_button_new_with_label("Not Now"))
        close.connect(.clicked) { [weak self] in
            guard let router = self?.router else { return }
            router.navigate(to: router.dismissRoute())
        }
        gtk_box_append(page.pointer(as: GtkBox.self), close.widget)
        return page
    }
}

/// The profile page, which can open the paywall with its own source.
@MainActor
final class ProfileScreen<PB: Builder<PaywallSource, PaywallScreen>>: GtkScreen {
    let title = "Profile"
    let paywallBuilder: PB
    private unowned let router: Router

    init(paywallBuilder: PB, router: Router) {
        self.paywallBuilder = paywallBuilder
        self.router = router
    }

    func presentPaywall() {
        router.navigate(to: paywallBuilder.viewBuilder.presentRoute(), with: .profile)
    }

    func makeWidget() -> WidgetRef {
        CenteredPage.make(
            title: "Ada Lovelace", subtitle: "Free plan", buttonTitle: "Go Premium…", buttonClass: "suggested-action"
        ) { [weak self] in self?.presentPaywall() }
    }
}

extension DemoApp {
    /// The paywall from Home (the header bar's star button).
    func presentPaywallFromHome() {
        router.navigate(to: services.paywallBuilder.viewBuilder.presentRoute(), with: .home)
    }

    /// Pushes Profile; with `showingPaywall`, opens the paywall from there too.
    func openProfile(showingPaywall: Bool) {
        let profile = ProfileScreen(paywallBuilder: services.paywallBuilder, router: router)
        router.navigate(to: ScreenBuilder(profile).pushRoute())
        if showingPaywall {
            profile.presentPaywall()
        }
    }
}
