import Clew

/// A level in progress, with the button that asks whether to leave. Platform-neutral: the GTK demo
/// draws it (`GtkRenderer.drawScreens`), tests see its title.
@MainActor
public final class GameScreen: Screen, LinkRepresentable {
    public var title: String { tr("Level %d").substituting(3) }
    // TRANSLATORS: %1$d is the level, %2$s the score, written as the language writes large numbers.
    public var heading: String { tr("Level %1$d — %2$s points").substituting(3, tr("1,280")) }
    public var detail: String { tr("Leaving loses the progress of this level.") }
    public var leaveTitle: String { tr("Leave Game…") }
    private let onLeave: @MainActor () -> Void

    public init(onLeave: @escaping @MainActor () -> Void) {
        self.onLeave = onLeave
    }

    /// Saved state reopens the game, not its alert.
    public var link: String? { "clew://scenario/leave-game?detail=false" }

    /// The Leave button was pressed.
    public func leave() { onLeave() }
}
