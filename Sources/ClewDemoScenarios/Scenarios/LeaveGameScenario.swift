import Clew

/// "Are you sure you want to leave?": No, or Leave, which pops to the home page and offers Undo in
/// a toast (the GNOME HIG's way to make a destructive step safe).
public struct LeaveGameScenario: Scenario {
    public let id = "leave-game"
    public var title: String { tr("Leave the game") }
    public var summary: String { tr("An alert with a destructive action that pops to the home page, then Undo") }

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        Self.openGame(in: host)
        if openingDetail { Self.askToLeave(in: host) }
    }

    /// Pushes the game screen, whose Leave button asks.
    static func openGame(in host: any ScenarioHost) {
        let game = GameScreen { [weak host] in
            guard let host else { return }
            Self.askToLeave(in: host)
        }
        host.router.navigate(to: ScreenBuilder(game).pushRoute())
    }

    /// The alert itself.
    public static func askToLeave(in host: any ScenarioHost) {
        let router = host.router
        let alert = AlertModel(
            title: tr("Are you sure you want to leave?"), message: tr("Any unsaved progress will be lost!"))
        alert.actions.append(.init(title: tr("No"), style: .cancel, identifier: "stay"))
        alert.actions.append(
            .init(
                title: tr("Leave"), style: .destructive, identifier: "leave",
                handler: { [unowned router, weak host] _ in
                    router.navigate(to: router.popToRootRoute())
                    host?.report(tr("You left the game."))
                    router.showToast(Self.undoToast(in: host))
                }))
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)
    }

    /// “You left the game · Undo”: Undo puts the game back.
    static func undoToast(in host: (any ScenarioHost)?) -> Toast {
        Toast(tr("You left the game"), actionTitle: tr("Undo")) { [weak host] in
            guard let host else { return }
            openGame(in: host)
            host.report(tr("Back in the game."))
        }
    }
}
