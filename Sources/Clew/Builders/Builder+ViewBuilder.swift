/// Lets a ``Builder`` whose output is a ``View`` be used in routes: its input becomes the route's context.
///
/// ```swift
/// // Home holds `some Builder<PaywallSource, PaywallScreen>` and presents the paywall with its source:
/// router.navigate(to: paywallBuilder.viewBuilder.presentRoute(), with: .home)
/// ```
public struct BuilderViewBuilder<Base: Builder>: ViewBuilder where Base.Output: View {
    /// The builder that makes the view.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }

    public func build(with context: Base.Input) -> Base.Output {
        base.build(using: context)
    }
}

extension Builder where Output: View {
    /// This builder as a ``ViewBuilder``, so it has `presentRoute()`, `pushRoute()` and the other routes.
    public var viewBuilder: BuilderViewBuilder<Self> {
        BuilderViewBuilder(self)
    }
}
