import Clew

/// Three pushes asked for at once: each waits for the slide before it instead of racing it (the
/// router's one queue), and the last completion says when all three are on screen.
public struct OneAtATimeScenario: Scenario {
    public let id = "one-at-a-time"
    public var title: String { tr("One change at a time") }
    public var summary: String { tr("Three pushes at once, each after the slide before it") }

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let titles = [tr("Inbox"), tr("Thread"), tr("Message")]
        var outcomes: [String] = []
        for title in titles {
            // TRANSLATORS: %s is the path of screens ("Inbox ▸ Thread ▸ Message").
            let screen = StepScreen(
                title, detail: tr("Pushed in its turn: %s.").substituting(titles.joined(separator: " ▸ ")))
            host.router.navigate(to: ScreenBuilder(screen).pushRoute()) { [weak host] result in
                outcomes.append(title + (result == .success(.pushed) ? "" : " (\(result))"))
                if outcomes.count == titles.count {
                    host?.report(tr("Pushed %s, one slide at a time").substituting(outcomes.joined(separator: " ▸ ")))
                }
            }
        }
    }
}
