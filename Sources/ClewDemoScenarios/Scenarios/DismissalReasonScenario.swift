import Clew

/// A draft and a “Discard draft?” alert whose routes report why they went: closed by the user
/// (Escape, Back, an alert button), by the app (the Discard action pops the draft), or replaced.
public struct DismissalReasonScenario: Scenario {
    public let id = "dismissal-reasons"
    public let title = "Dismissal reasons"
    public let summary = "Each screen and alert tells why it went: the user, the app, or a replacement"

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let draft = StepScreen("Draft", detail: "Close the alert, go back, or replace the draft: each is reported.")
        draft.addAction("Discard…") { [weak host] in
            guard let host else { return }
            Self.askToDiscard(in: host)
        }
        draft.addAction("Use a Template") { [weak host] in
            guard let host else { return }
            let template = StepScreen("Template", detail: "The draft was replaced.")
            host.router.navigate(
                to: ScreenBuilder(template).replaceRoute().onDismissal(reporting: "Template", to: host))
        }
        host.router.navigate(to: ScreenBuilder(draft).pushRoute().onDismissal(reporting: "Draft", to: host))
        if openingDetail { Self.askToDiscard(in: host) }
    }

    /// The alert; Discard pops the draft (the app's doing), then the alert closes (the user's).
    public static func askToDiscard(in host: any ScenarioHost) {
        let router = host.router
        let alert = AlertModel(title: "Discard draft?", message: "Its text will be lost.")
        alert.actions.append(.init(title: "Keep Editing", style: .cancel))
        alert.actions.append(
            .init(title: "Discard", style: .destructive) { [unowned router] _ in
                router.navigate(to: router.popRoute())
            })
        router.navigate(
            to: AlertBuilder().presentRoute().onDismissal(reporting: "Discard draft?", to: host), with: alert)
    }
}

extension Route {
    /// Reports “‹name› closed by the user” (or by the app, or replaced) to `host` once it goes.
    fileprivate func onDismissal(reporting name: String, to host: any ScenarioHost) -> Self {
        onDismissal { [weak host] reason in
            host?.report(reason == .replaced ? "“\(name)” was replaced" : "“\(name)” closed \(reason)")
        }
    }
}
