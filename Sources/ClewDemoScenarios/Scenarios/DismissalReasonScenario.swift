import Clew

/// A draft and a “Discard draft?” alert whose routes report why they went: closed by the user
/// (Escape, Back, an alert button), by the app (the Discard action pops the draft), or replaced.
public struct DismissalReasonScenario: Scenario {
    public let id = "dismissal-reasons"
    public var title: String { tr("Dismissal reasons") }
    public var summary: String { tr("Each screen and alert tells why it went: the user, the app, or a replacement") }

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let draft = StepScreen(
            tr("Draft"), detail: tr("Close the alert, go back, or replace the draft: each is reported."))
        draft.addAction(tr("Discard…")) { [weak host] in
            guard let host else { return }
            Self.askToDiscard(in: host)
        }
        draft.addAction(tr("Use a Template")) { [weak host] in
            guard let host else { return }
            let template = StepScreen(tr("Template"), detail: tr("The draft was replaced."))
            host.router.navigate(
                to: ScreenBuilder(template).replaceRoute().onDismissal(reporting: template.title, to: host))
        }
        host.router.navigate(to: ScreenBuilder(draft).pushRoute().onDismissal(reporting: draft.title, to: host))
        if openingDetail { Self.askToDiscard(in: host) }
    }

    /// The alert; Discard pops the draft (the app's doing), then the alert closes (the user's).
    public static func askToDiscard(in host: any ScenarioHost) {
        let router = host.router
        let alert = AlertModel(title: tr("Discard draft?"), message: tr("Its text will be lost."))
        alert.actions.append(.init(title: tr("Keep Editing"), style: .cancel))
        alert.actions.append(
            .init(title: tr("Discard"), style: .destructive) { [unowned router] _ in
                router.navigate(to: router.popRoute())
            })
        router.navigate(
            to: AlertBuilder().presentRoute().onDismissal(reporting: tr("Discard draft?"), to: host), with: alert)
    }
}

extension Route {
    /// Reports “‹name› closed by the user” (or by the app, or replaced) to `host` once it goes.
    fileprivate func onDismissal(reporting name: String, to host: any ScenarioHost) -> Self {
        onDismissal { [weak host] reason in
            host?.report(dismissalReport(name, reason))
        }
    }
}

/// “‹name› closed by the user”, in the user's language.
private func dismissalReport(_ name: String, _ reason: DismissalReason) -> String {
    switch reason {
    // TRANSLATORS: %s is the name of a screen or an alert ("Draft").
    case .replaced: tr("“%s” was replaced").substituting(name)
    case .user: tr("“%s” closed by the user").substituting(name)
    case .app: tr("“%s” closed by the app").substituting(name)
    case .timedOut: tr("“%s” timed out").substituting(name)
    }
}
