/// The base of every renderer: what the router needs to hear back from it.
///
/// A renderer is made of small capability protocols, so it can be partial on purpose
/// (``ModalRendering``, ``PopoverRendering``, ``NavigationStackRendering``), and a renderer that
/// claims ``FullRenderer`` is checked by the compiler for all of them. When a route needs a
/// capability the renderer lacks, the router reports ``NavigationError/unsupportedByRenderer(capability:renderer:)``.
///
/// The router owns the rules (one presentation at a time, validation, the stack's contents); a
/// renderer only draws what it is told and reports what the user did to ``responder``.
@MainActor
public protocol Renderer: AnyObject {
    /// Who hears about the user's choices. The router sets itself here; hold it weakly.
    var responder: (any RendererResponder)? { get set }
}

/// Every capability the core can ask for; conform to it to have the compiler list what is missing.
/// Feature modules add their own (`ClewImages` has `ImageRendering`).
public typealias FullRenderer = ModalRendering & PopoverRendering & NavigationStackRendering

/// Shows alerts, pickers and screens as modal dialogs (``PresentationStyle/dialog`` and ``PresentationStyle/sheet``).
@MainActor
public protocol ModalRendering: Renderer {
    /// Shows `presentation` modally over the current window. The router calls it only when nothing
    /// else is presented. Throw if it cannot be shown; the router reports the error.
    func presentModal(_ presentation: Presentation) throws
    /// Closes `presentation`, shown earlier by ``presentModal(_:)``.
    func dismissModal(_ presentation: Presentation)
}

/// Shows alerts, pickers and screens in popovers that point at a control.
@MainActor
public protocol PopoverRendering: Renderer {
    /// Shows `presentation` in a popover pointing at `anchor`, with its arrow per
    /// `configuration.permittedArrowDirections` (UIKit's meaning: `.up` puts the popover below).
    /// When the user closes it (Escape, a click outside), report ``UserResponse/dismiss``.
    func presentPopover(_ presentation: Presentation, configuration: PopoverConfiguration, anchor: any PopoverAnchor)
        throws
    /// Closes a popover shown by ``presentPopover(_:configuration:anchor:)``.
    func dismissPopover(_ presentation: Presentation)
}

/// Shows a stack of screens with a back button when there is something to go back to.
@MainActor
public protocol NavigationStackRendering: Renderer {
    /// Puts `screen` on top; it is the root when the stack was empty. Report the back button with
    /// ``RendererResponder/rendererDidRequestBack(_:)``.
    func pushScreen(_ screen: any Screen, animated: Bool) throws
    /// Removes `removed` (top first) and reveals `revealed`.
    func popScreens(_ removed: [any Screen], revealing revealed: any Screen, animated: Bool)
    /// Swaps the top screen `old` for `new`.
    func replaceScreen(_ old: any Screen, with new: any Screen, animated: Bool) throws
    /// Removes every screen in `removed` (top first) and shows `root` as the only one, in one
    /// change (a root transition; GTK crossfades).
    func replaceRoot(_ removed: [any Screen], with root: any Screen, animated: Bool) throws
    /// Redraws `screen`, the top screen, whose state an updating route has just changed
    /// (``UpdatingRoute``): no transition, the same screen with its new content.
    func updateScreen(_ screen: any Screen)
}

/// A renderer whose changes take time on screen: GTK's stack slides, a popover fades out.
///
/// The router performs one navigation at a time: while ``isTransitioning`` is true, a new
/// request waits its turn (``NavigationTicket/State/waitingForTurn(position:)``)
/// instead of racing the running change, and the next step of a chained route waits too. Call
/// ``RendererResponder/rendererDidFinishTransition(_:)`` when a transition ends. A renderer that
/// does not adopt this protocol is taken to show every change at once.
@MainActor
public protocol TransitionReporting: Renderer {
    /// Whether a change is still moving on screen.
    var isTransitioning: Bool { get }
}

/// Receives what the user did in a renderer. ``Router`` is the responder.
@MainActor
public protocol RendererResponder: AnyObject {
    /// The user acted in a presentation: chose an action or option, or closed it.
    /// The responder runs the handler and tells the renderer to close the presentation; a refused
    /// response (Escape on an alert with no cancel action) leaves it up.
    @discardableResult
    func renderer(_ renderer: any Renderer, didReceive response: UserResponse, in presentation: PresentationID)
        -> ResponseOutcome
    /// The user chose the toast's action or closed it, or its timeout ran out
    /// (``ToastRendering``). The responder runs the action and hides the toast.
    @discardableResult
    func renderer(_ renderer: any Renderer, didReceive response: ToastResponse, for toast: Toast) -> ResponseOutcome
    /// The user chose the tab at `index` in the view switcher (``TabRendering``); the renderer
    /// shows it already.
    func renderer(_ renderer: any Renderer, didSelectTabAt index: Int)
    /// The user pressed the back button (or Alt+Left, or the mouse's back button).
    func rendererDidRequestBack(_ renderer: any Renderer)
    /// A ``TransitionReporting`` renderer's change has finished moving; the router performs what
    /// waited for it.
    func rendererDidFinishTransition(_ renderer: any Renderer)

    /// Whether every requested navigation has been performed and nothing moves on screen: test
    /// drivers wait for it (``Router/isSettled``).
    var isSettled: Bool { get }

    /// Returns once ``isSettled`` (``Router/waitUntilSettled()``).
    func waitUntilSettled() async
}

extension RendererResponder {
    /// A responder with no turns of its own is always settled.
    public var isSettled: Bool { true }

    /// A responder with no turns of its own has nothing to wait for.
    public func waitUntilSettled() async {}
}

/// Something the user did in a presentation.
public enum UserResponse: Equatable, Sendable {
    /// Chose the alert action at `index`, with the values of the alert's text fields.
    case chooseAction(index: Int, textFieldValues: [String])
    /// Chose the picker option at `index`.
    case chooseOption(index: Int)
    /// Closed it without choosing: Escape, the window's close button, a click outside a popover.
    case dismiss
}

/// What became of a ``UserResponse``.
public enum ResponseOutcome: Equatable, Sendable {
    /// The handler ran (if any) and the presentation closed.
    case handled
    /// The presentation stays up; the reason says why.
    case refused(String)
    /// The presentation is no longer the one on top; nothing happened.
    case stale
}
