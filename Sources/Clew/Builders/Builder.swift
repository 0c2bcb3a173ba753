/// Builds an `Output` from an `Input`: the smallest unit of construction logic in Clew.
///
/// A builder hides *how* something is made, and *what it depends on*, behind one call.
/// Screens that need a paywall depend on `some Builder<PaywallSource, PaywallScreen>`,
/// not on the purchase and analytics services the paywall itself needs:
///
/// ```swift
/// struct PaywallBuilder<Deps: PaywallDeps>: Builder {
///     func build(using deps: Deps) -> PaywallScreen {
///         PaywallScreen(source: deps.source, purchases: deps.purchasesService)
///     }
/// }
///
/// final class AppServices: ServicesProvider {  // the seed's AppDelegate
///     let purchasesService = PurchasesService()
///     lazy var paywallBuilder: some Builder<PaywallSource, PaywallScreen> =
///         PaywallBuilder().scoped { [unowned self] source in PaywallDepsImpl(parent: self, source: source) }
/// }
///
/// let services = AppServices()  // kept: the builder holds it unowned
/// let screen = services.paywallBuilder.build(using: .home)
/// ```
///
/// Builders run on the main actor, like the screens and views they make.
@MainActor
public protocol Builder<Input, Output> {
    /// What the caller hands in: dependencies, arguments, or both.
    associatedtype Input
    /// What the builder makes.
    associatedtype Output

    /// Makes an output from `input`.
    func build(using input: Input) -> Output
}

extension Builder where Input == Void {
    /// Builds with no input.
    ///
    /// <!-- doc-test:
    /// struct SettingsBuilder: Builder {
    ///     func build(using input: Void) -> SettingsScreen { SettingsScreen() }
    /// }
    /// -->
    /// ```swift
    /// let settings = SettingsBuilder().build()
    /// ```
    public func build() -> Output {
        build(using: ())
    }
}
