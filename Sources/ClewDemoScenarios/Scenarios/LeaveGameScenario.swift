import Clew

/// "Are you sure you want to leave?": No, or Leave, which pops to the home page.
public struct LeaveGameScenario: Scenario {
    public let id = "leave-game"
    public let title = "Leave the game"
    public let summary = "An alert with a destructive action that pops to the home page"

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let game = GameScreen { [weak host] in
            guard let host else { return }
            Self.askToLeave(in: host)
        }
        host.router.navigate(to: ScreenBuilder(game).pushRoute())
        if openingDetail { Self.askToLeave(in: host) }
    }

    /// The alert itself.
    public static func askToLeave(in host: any ScenarioHost) {
        let router = host.router
        let alert = AlertModel(title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
        alert.actions.append(.init(title: "No", style: .cancel))
        alert.actions.append(
            .init(
                title: "Leave", style: .destructive,
                handler: { [unowned router, weak host] _ in
                    router.navigate(to: router.popToRootRoute())
                    host?.report("You left the game.")
                }))
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)
    }
}
