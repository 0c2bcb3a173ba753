import Clew

/// A level in progress, with the button that asks whether to leave. Platform-neutral: the GTK demo
/// draws it (`GtkRenderer.drawScreens`), tests see its title.
@MainActor
public final class GameScreen: Screen, LinkRepresentable {
    public let title = "Level 3"
    public let heading = "Level 3 — 1,280 points"
    public let detail = "Leaving loses the progress of this level."
    public let leaveTitle = "Leave Game…"
    private let onLeave: @MainActor () -> Void

    public init(onLeave: @escaping @MainActor () -> Void) {
        self.onLeave = onLeave
    }

    /// Saved state reopens the game, not its alert.
    public var link: String? { "clew://scenario/leave-game?detail=false" }

    /// The Leave button was pressed.
    public func leave() { onLeave() }
}
