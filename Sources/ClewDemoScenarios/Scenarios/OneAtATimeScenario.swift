import Clew

/// Three pushes asked for at once: each waits for the slide before it instead of racing it (the
/// router's one queue), and the last completion says when all three are on screen.
public struct OneAtATimeScenario: Scenario {
    public let id = "one-at-a-time"
    public let title = "One change at a time"
    public let summary = "Three pushes at once, each after the slide before it"

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let titles = ["Inbox", "Thread", "Message"]
        var outcomes: [String] = []
        for title in titles {
            let screen = StepScreen(title, detail: "Pushed in its turn: \(titles.joined(separator: " ▸ ")).")
            host.router.navigate(to: ScreenBuilder(screen).pushRoute()) { [weak host] result in
                outcomes.append(title + (result == .success(.pushed) ? "" : " (\(result))"))
                if outcomes.count == titles.count {
                    host?.report("Pushed \(outcomes.joined(separator: " ▸ ")), one slide at a time")
                }
            }
        }
    }
}
