import Clew

/// Single-top: a player's profile opens another player's profile through an updating route, and
/// the same screen shows the new player instead of a second screen being pushed.
public struct UpdatingRouteScenario: Scenario {
    public let id = "single-top"
    public let title = "Updating routes"
    public let summary = "Open a profile from a profile: one screen, updated in place"

    public init() {}

    /// The players the profile's button cycles through.
    public static let players = ["Ada", "Grace", "Margaret"]

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let router = host.router
        let push = PlayerBuilder().pushRoute()
        let route = push.asUpdatingRoute()
        // Configures the screen the push builds, before it is shown (its button is drawn then). The
        // screen's action holds the route; the route holds it back only weakly, and the router (which
        // holds the screen) is held weakly too.
        push.prepareForShowTransition = { [weak host, weak route, weak router] player, _, _ in
            guard let route else { return }
            player.addAction("Open Next Player") { [weak player] in
                guard let player, let router else { return }
                let next = Self.players[(player.updateCount + 1) % Self.players.count]
                router.navigate(to: route, with: next) { result in
                    let outcome = (try? result.get()).map(\.description) ?? "\(result)"
                    host?.report("\(next): \(outcome), \(router.navigationStack.count) screens deep")
                }
            }
        }
        router.navigate(to: route, with: Self.players[0])
        if openingDetail { (router.navigationStack.last as? PlayerScreen)?.perform("Open Next Player") }
    }
}
