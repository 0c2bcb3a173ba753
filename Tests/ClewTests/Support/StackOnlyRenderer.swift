import Clew

/// A renderer with a navigation stack and nothing else (no dialogs, popovers, toasts or tabs): for
/// the typed errors of routes that need more. It keeps the titles pushed.
@MainActor
final class StackOnly: NavigationStackRendering {
    weak var responder: (any RendererResponder)?
    private(set) var pushed: [String] = []
    func pushScreen(_ screen: any Screen, animated: Bool) throws { pushed.append(screen.title) }
    func popScreens(_ removed: [any Screen], revealing revealed: any Screen, animated: Bool) {}
    func replaceScreen(_ old: any Screen, with new: any Screen, animated: Bool) throws {}
    func replaceRoot(_ removed: [any Screen], with root: any Screen, animated: Bool) throws {}
    func updateScreen(_ screen: any Screen) {}
}
