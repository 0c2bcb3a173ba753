import Clew

/// A deep link's worth of navigation in one call: Home ▸ Settings ▸ Account ▸ Privacy appears at
/// once (only the last push animates); Privacy can pop straight back to Settings, or switch the
/// whole branch to Help.
public struct WholeStackScenario: Scenario {
    public let id = "whole-stack"
    public var title: String { tr("Whole-stack changes") }
    public var summary: String { tr("Set the whole stack in one call, pop to a screen, switch branches") }

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let router = host.router
        let settings = StepScreen(tr("Settings"), detail: tr("Set with Account and Privacy in one call."))
        let account = StepScreen(tr("Account"), detail: "ada@example.org")
        let privacy = StepScreen(tr("Privacy"), detail: tr("Three screens deep, one animation."))
        let help = StepScreen(
            tr("Help"), detail: tr("A branch of its own: Settings, Account and Privacy are gone."))
        // The app's own root stays at the bottom of every stack set here.
        let root = Array(router.navigationStack.prefix(1))
        // Screens on the router's stack hold their actions: the actions hold the router weakly.
        privacy.addAction(tr("Back to Settings")) { [weak host, weak settings, weak router] in
            guard let settings, let router else { return }
            router.popTo(settings)
            host?.report(tr("Popped to Settings"))
        }
        // Help is on no stack yet: the action holds it (it holds nothing back, so no cycle).
        privacy.addAction(tr("Switch to Help")) { [weak host, weak router] in
            guard let router else { return }
            router.setStack(root + [help])
            host?.report(stackReport(router))
        }
        router.setStack(root + [settings, account, privacy])
        host.report(stackReport(router))
    }
}

/// “Stack set to Home ▸ Help”, in the user's language.
@MainActor
private func stackReport(_ router: Router) -> String {
    // TRANSLATORS: %s is the path of screens ("Home ▸ Settings ▸ Account").
    tr("Stack set to %s").substituting(router.navigationStack.map(\.title).joined(separator: " ▸ "))
}
