/// Anything ``Router/navigate(to:with:completion:)`` can perform: Clew's ``Route``, a
/// ``ChainedRoute``, an ``UpdatingRoute``, or a type of your own (Ariadne's `Routable`).
///
/// The router calls ``perform(with:on:completion:)`` when the route's turn comes (after any
/// change still moving on screen), never twice for one `navigate`. A conformer does its work
/// through the router's public API and calls `completion` exactly once.
///
/// The route holds the router's turn until `completion` is called, so what it asks of the router
/// while `perform` runs happens at once. Work that finishes later (a download, a `Task`) should
/// call `completion` first and navigate afterwards in a turn of its own: a request made after
/// `perform` returned, while the route still holds the turn, waits for the route, which waits for it.
///
/// ```swift
/// /// Opens a conversation: pops to the inbox, then pushes the thread.
/// final class OpenThreadRoute: Routable {
///     func perform(with thread: Thread, on router: Router, completion: @escaping @MainActor (NavigationResult) -> Void) {
///         router.popTo(firstOf: InboxScreen.self, animated: false)
///         router.navigate(to: ThreadBuilder().pushRoute(), with: thread, completion: completion)
///     }
/// }
/// ```
@MainActor
public protocol Routable: AnyObject {
    /// What `navigate(to:with:)` needs to perform the route (`Void` for none).
    associatedtype Context

    /// Performs the route on `router` with `context`; calls `completion` exactly once.
    func perform(with context: Context, on router: Router, completion: @escaping @MainActor (NavigationResult) -> Void)

    /// A short name for messages, such as a failing chain step's: “push ProfileBuilder”.
    var summary: String { get }
}

extension Routable {
    /// The type's name.
    public var summary: String { "\(Self.self)" }
}
