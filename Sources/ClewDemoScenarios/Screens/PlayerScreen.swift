import Clew

/// A player's profile that an updating route shows another player in, in place: opening a
/// profile from a profile does not stack a second one.
@MainActor
public final class PlayerScreen: ActionScreen, ContextUpdatable {
    /// The player shown.
    public private(set) var player: String
    /// How many times an updating route has changed the player.
    public private(set) var updateCount = 0
    private var actions = ScreenActions()

    public init(player: String) {
        self.player = player
    }

    // TRANSLATORS: %s is a player's name.
    public var title: String { tr("Player: %s").substituting(player) }

    public var detail: String {
        updateCount == 0
            ? tr("Opened by a push.")
            : tr(
                "Updated in place %d time: still one Player screen on the stack.",
                "Updated in place %d times: still one Player screen on the stack.", count: updateCount
            ).substituting(updateCount)
    }

    public var actionTitles: [String] { actions.titles }

    public func update(with player: String) {
        self.player = player
        updateCount += 1
    }

    /// Adds an action (a button on the page).
    public func addAction(_ title: String, _ run: @escaping @MainActor () -> Void) {
        actions.add(title, run)
    }

    @discardableResult
    public func perform(_ title: String) -> Bool {
        actions.perform(title)
    }
}

/// Builds a ``PlayerScreen`` for the named player.
public struct PlayerBuilder: ViewBuilder {
    public init() {}
    public func build(with player: String) -> PlayerScreen { PlayerScreen(player: player) }
}
