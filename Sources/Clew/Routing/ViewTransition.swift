/// What a route does with the view its builder made: push it, present it, make it the new root,
/// or, for a transition that shows nothing new, pop or dismiss. Apps write their own by adopting
/// this protocol; Clew's built-in transitions are written on it too, so none is special.
///
/// A transition acts only through the ``Navigator`` it is given: the router's operations, which
/// keep its rules (one presentation at a time, typed errors, dismissal reasons, lifecycle events,
/// constant cost) whatever the transition does. A transition that needs more than the built-in
/// capabilities presents with a ``CustomPresentationStyle`` that asks the renderer for a
/// capability of the app's own.
///
/// ```swift
/// /// “Start over”: close what is presented, back to the root, then push.
/// final class StartOverTransition: ViewTransition {
///     var isAnimated = true
///     func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
///         guard let view else { return .failure(.nothingToBuild) }
///         _ = navigator.dismiss()
///         _ = navigator.popToRoot(animated: false)
///         return navigator.push(view, animated: isAnimated)
///     }
/// }
/// router.navigate(to: OnboardingBuilder().with(StartOverTransition()), with: user)
/// ```
///
/// Transitions are classes so that `prepareForShowTransition` can change them, as a popover route
/// does to point at its anchor.
@MainActor
public protocol ViewTransition: AnyObject {
    /// Whether renderers animate the change.
    var isAnimated: Bool { get }

    /// Whether the route builds a view for this transition (the default); `false` for transitions
    /// that only hide, such as a pop: their route's builder is not called.
    var showsView: Bool { get }

    /// Performs the transition through `navigator`: shows `view` (built by the route; `nil` when
    /// ``showsView`` is false) and returns what happened.
    func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult

    /// The view this transition is about to hide, handed to a route's `prepareForHideTransition`;
    /// by default the visible view.
    func viewToHide(in navigator: Navigator) -> (any View)?

    /// How the transition reads in messages, such as a failing chain step: “push”, “present”.
    var name: String { get }
}

extension ViewTransition {
    public var showsView: Bool { true }

    public func viewToHide(in navigator: Navigator) -> (any View)? { navigator.visibleView }

    public var name: String { "\(Self.self)" }
}
