/// A builder whose input is made from a narrower input by a scope closure.
///
/// Made by ``Builder/scoped(_:)``; see there.
public struct ScopedBuilder<Base: Builder, Input>: Builder {
    /// The builder that does the work.
    public let base: Base
    private let scope: (Input) -> Base.Input

    /// Wraps `base` so that it takes `Input` and turns it into `base`'s input with `scope`.
    public init(_ base: Base, scope: @escaping (Input) -> Base.Input) {
        self.base = base
        self.scope = scope
    }

    public func build(using input: Input) -> Base.Output {
        base.build(using: scope(input))
    }
}

extension Builder {
    /// Narrows what callers must provide: the scope closure turns a small input (a source, an id)
    /// into the full dependencies this builder needs, so callers never see those dependencies.
    ///
    /// <!-- doc-test:
    /// struct PaywallBuilder<Deps: PaywallDeps>: Builder {
    ///     func build(using deps: Deps) -> PaywallScreen {
    ///         PaywallScreen(source: deps.source, purchases: deps.purchasesService)
    ///     }
    /// }
    /// -->
    /// ```swift
    /// // Home and Profile pass only a `PaywallSource`; the services come from `services`.
    /// let paywallBuilder: some Builder<PaywallSource, PaywallScreen> =
    ///     PaywallBuilder().scoped { source in PaywallDepsImpl(parent: services, source: source) }
    /// ```
    public func scoped<Scope>(_ scope: @escaping (Scope) -> Input) -> ScopedBuilder<Self, Scope> {
        ScopedBuilder(self, scope: scope)
    }
}
