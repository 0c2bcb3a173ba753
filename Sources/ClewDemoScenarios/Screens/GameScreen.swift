import Clew

/// A level in progress, with the button that asks whether to leave. Platform-neutral: the GTK demo
/// draws it (`GtkRenderer.drawScreens`), tests see its title.
@MainActor
public final class GameScreen: Screen {
    public let title = "Level 3"
    public let heading = "Level 3 — 1,280 points"
    public let detail = "Leaving loses the progress of this level."
    public let leaveTitle = "Leave Game…"
    private let onLeave: @MainActor () -> Void

    public init(onLeave: @escaping @MainActor () -> Void) {
        self.onLeave = onLeave
    }

    /// The Leave button was pressed.
    public func leave() { onLeave() }
}
