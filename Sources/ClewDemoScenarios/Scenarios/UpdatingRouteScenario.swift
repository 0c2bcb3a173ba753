import Clew

/// Single-top: a player's profile opens another player's profile through an updating route, and
/// the same screen shows the new player instead of a second screen being pushed.
public struct UpdatingRouteScenario: Scenario {
    public let id = "single-top"
    public var title: String { tr("Updating routes") }
    public var summary: String { tr("Open a profile from a profile: one screen, updated in place") }

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
            player.addAction(tr("Open Next Player")) { [weak player] in
                guard let player, let router else { return }
                let next = Self.players[(player.updateCount + 1) % Self.players.count]
                router.navigate(to: route, with: next) { result in
                    let outcome = (try? result.get()).map(\.description) ?? "\(result)"
                    let depth = router.navigationStack.count
                    // TRANSLATORS: %1$s is a player's name, %2$s the router's outcome (English: "updated"),
                    // %3$d the number of screens on the stack.
                    host?.report(
                        tr("%1$s: %2$s, %3$d screen deep", "%1$s: %2$s, %3$d screens deep", count: depth)
                            .substituting(next, outcome, depth))
                }
            }
        }
        router.navigate(to: route, with: Self.players[0])
        if openingDetail { (router.navigationStack.last as? PlayerScreen)?.perform(tr("Open Next Player")) }
    }
}
