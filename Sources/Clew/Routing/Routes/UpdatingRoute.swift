/// A screen that an updating route can show new context in place, instead of a second copy of
/// it being pushed (Ariadne's `ContextUpdatable`; Android's single-top).
///
/// ```swift
/// final class ProfileScreen: Screen, ContextUpdatable {
///     private(set) var profile: Profile
///     init(profile: Profile) { self.profile = profile }
///     var title: String { profile.name }
///     func update(with profile: Profile) { self.profile = profile }
/// }
/// ```
@MainActor
public protocol ContextUpdatable: Screen {
    /// What the screen shows: the same type its builder builds it from.
    associatedtype Context
    /// Shows `context` instead of what the screen showed. The renderer redraws the screen after.
    func update(with context: Context)
}

/// A push or replace route that, when the top screen is already of its kind, updates that screen
/// with the new context (``ContextUpdatable/update(with:)``) instead of building another: tapping
/// “Profile” twice shows one profile screen, not two. The outcome is then ``NavigationOutcome/updated``
/// and the renderer logs ``RenderEvent/updated(_:)``; otherwise the route behaves as it did.
///
/// ```swift
/// router.navigate(to: ProfileBuilder().pushRoute().asUpdatingRoute(), with: profile)
/// ```
@MainActor
public final class UpdatingRoute<Builder: ViewBuilder, Transition: ViewTransition>: Routable
where Builder.ViewType: ContextUpdatable, Builder.ViewType.Context == Builder.Context {
    /// The route performed when there is nothing to update.
    public let route: Route<Builder, Transition>

    fileprivate init(route: Route<Builder, Transition>) {
        self.route = route
    }

    public var summary: String { "update or \(route.summary)" }

    public func perform(
        with context: Builder.Context, on router: Router, completion: @escaping @MainActor (NavigationResult) -> Void
    ) {
        if let top = router.navigationStack.last as? Builder.ViewType {
            completion(router.update(top) { top.update(with: context) })
        } else {
            route.perform(with: context, on: router, completion: completion)
        }
    }
}

extension Route
where
    Builder.ViewType: ContextUpdatable, Builder.ViewType.Context == Builder.Context,
    Transition == PushNavigationTransition
{
    /// This push, or an update of the top screen when it is already of this kind.
    public func asUpdatingRoute() -> UpdatingRoute<Builder, Transition> { UpdatingRoute(route: self) }
}

extension Route
where
    Builder.ViewType: ContextUpdatable, Builder.ViewType.Context == Builder.Context,
    Transition == ReplaceNavigationTransition
{
    /// This replacement, or an update of the top screen when it is already of this kind.
    public func asUpdatingRoute() -> UpdatingRoute<Builder, Transition> { UpdatingRoute(route: self) }
}
