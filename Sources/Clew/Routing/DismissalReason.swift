/// Why a presentation or a screen went away, as a route's ``Route/onDismissal(_:)`` handler hears it.
///
/// ```swift
/// let route = PaywallBuilder().presentRoute().onDismissal { reason in
///     if reason == .user { analytics.log("paywall closed without buying") }
/// }
/// ```
public enum DismissalReason: Hashable, Sendable, CustomStringConvertible {
    /// The user closed it: Escape, the close button, a click on the scrim or outside a popover,
    /// choosing an alert action or a picker option, or the back button.
    case user
    /// The app closed it: a dismiss, pop or pop-to route, or `popTo`.
    case app
    /// Another route took its place: a replace route, or `setStack` rebuilding the stack.
    case replaced
    /// Its time ran out (a ``Toast``'s timeout).
    case timedOut

    public var description: String {
        switch self {
        case .user: "by the user"
        case .app: "by the app"
        case .replaced: "replaced"
        case .timedOut: "timed out"
        }
    }
}
