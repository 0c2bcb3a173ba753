import Clew

/// The demo's `clew://` links, platform-neutral (the GTK demo opens them; the tests open them
/// headlessly and on GTK):
///
/// - `clew://` — the home page;
/// - `clew://paywall?source=home|profile` — the paywall over Home, or over Home ▸ Profile, so Back
///   goes where a user expects;
/// - `clew://scenario/ID` — any scenario, opened as `--scenario ID` opens it;
/// - `clew://settings` and `clew://settings/about` — the Settings tab (when the window has tabs).
///
/// The root of the stack is kept whatever it is (the demo's home page, or its tab's root).
@MainActor
public enum DemoLinks {
    /// The scheme, as the desktop file registers it (`x-scheme-handler/clew`).
    public static let scheme = "clew"

    /// The links, for `host`.
    public static func table(for host: any ScenarioHost) -> DeepLinkTable {
        var links = DeepLinkTable(scheme: scheme)
        links.add("") { [unowned host] _ in DeepLinkPlan(tab: tab("scenarios", in: host), stack: try root(of: host)) }
        links.add("paywall") { [unowned host] link in
            let source = try link.parameter("source", as: PaywallSource.self)
            var stack = try root(of: host)
            if source == .profile {
                stack.append(ProfileScreen(paywallBuilder: host.services.paywallBuilder, router: host.router))
            }
            return DeepLinkPlan(
                tab: tab("scenarios", in: host), stack: stack,
                presenting: host.services.paywallBuilder.build(using: source))
        }
        links.add("scenario/:id") { [unowned host] link in
            let id = try link.parameter("id")
            guard let scenario = Scenarios.named(id) else {
                throw DeepLinkError.invalidParameter(
                    "scenario", value: UntrustedText.escaped(id),
                    // TRANSLATORS: what a link's value may be: %s lists the choices (“paywall”, “apples”).
                    expected: tr("one of %s").substituting(Scenarios.all.map { "“\($0.id)”" }.joined(separator: ", ")))
            }
            // `?detail=false` opens the scenario's first screen only (what restored state uses).
            let openingDetail = link.link.query("detail") != "false"
            return DeepLinkPlan(tab: tab("scenarios", in: host), stack: try root(of: host)) { [unowned host] in
                scenario.start(in: host, openingDetail: openingDetail)
            }
        }
        links.add("settings") { [unowned host] _ in
            DeepLinkPlan(tab: "settings", stack: try root(of: host, tab: "settings"))
        }
        links.add("settings/about") { [unowned host] _ in
            DeepLinkPlan(tab: "settings", stack: try root(of: host, tab: "settings") + [DemoSettings.makeAbout()])
        }
        return links
    }

    /// The link that opens `scenario`.
    public static func link(to scenario: any Scenario) -> String {
        "\(scheme)://scenario/\(scenario.id)"
    }

    /// The root of `tab`'s stack when the window has tabs, else of the one stack.
    private static func root(of host: any ScenarioHost, tab: String = "scenarios") throws(NavigationError)
        -> [any Screen]
    {
        let router = host.router
        let stack = router.tabs.isEmpty ? router.navigationStack : router.stack(ofTab: tab)
        guard let root = stack.first else {
            throw router.tabs.isEmpty ? .emptyStack : .invalidTabs("The window has no tab “\(tab)”.")
        }
        return [root]
    }

    /// `id` when the window has tabs (the demo's Scenarios and Settings), else nil.
    private static func tab(_ id: String, in host: any ScenarioHost) -> String? {
        host.router.tabs.isEmpty ? nil : id
    }
}
