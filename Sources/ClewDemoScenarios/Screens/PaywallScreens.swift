import Clew

/// The paywall, shown modally: where it was opened from, and the products to buy.
@MainActor
public final class PaywallScreen: Screen {
    public var title: String { tr("Go Premium") }
    public var heading: String { tr("Clew Premium") }
    public let source: PaywallSource
    public let products: [String]
    private unowned let router: Router

    init(source: PaywallSource, products: [String], router: Router) {
        self.source = source
        self.products = products
        self.router = router
    }

    /// "Not Now": closes the paywall.
    public func close() {
        router.navigate(to: router.dismissRoute())
    }
}

/// The profile page, which opens the paywall with its own source. It knows only a
/// `Builder<PaywallSource, PaywallScreen>`, not the services behind it.
@MainActor
public final class ProfileScreen: Screen, LinkRepresentable {
    public var title: String { tr("Profile") }
    public let name = "Ada Lovelace"
    public var plan: String { tr("Free plan") }
    private let paywallBuilder: AnyBuilder<PaywallSource, PaywallScreen>
    private unowned let router: Router

    public init(paywallBuilder: some Builder<PaywallSource, PaywallScreen>, router: Router) {
        self.paywallBuilder = AnyBuilder(paywallBuilder)
        self.router = router
    }

    /// Home ▸ Profile, for saved state.
    public var link: String? { "clew://scenario/paywall?detail=false" }

    /// "Go Premium…": presents the paywall from Profile.
    public func presentPaywall() {
        router.navigate(to: paywallBuilder.viewBuilder.presentRoute(), with: .profile)
    }
}
