import Clew

/// The demo's `clew://` links, platform-neutral (the GTK demo opens them; the tests open them
/// headlessly and on GTK):
///
/// - `clew://` — the home page;
/// - `clew://paywall?source=home|profile` — the paywall over Home, or over Home ▸ Profile, so Back
///   goes where a user expects;
/// - `clew://scenario/ID` — any scenario, opened as `--scenario ID` opens it.
///
/// The root of the stack is kept whatever it is (the demo's home page).
@MainActor
public enum DemoLinks {
    /// The scheme, as the desktop file registers it (`x-scheme-handler/clew`).
    public static let scheme = "clew"

    /// The links, for `host`.
    public static func table(for host: any ScenarioHost) -> DeepLinkTable {
        var links = DeepLinkTable(scheme: scheme)
        links.add("") { [unowned host] _ in DeepLinkPlan(stack: try root(of: host)) }
        links.add("paywall") { [unowned host] link in
            let source = try link.parameter("source", as: PaywallSource.self)
            var stack = try root(of: host)
            if source == .profile {
                stack.append(ProfileScreen(paywallBuilder: host.services.paywallBuilder, router: host.router))
            }
            return DeepLinkPlan(stack: stack, presenting: host.services.paywallBuilder.build(using: source))
        }
        links.add("scenario/:id") { [unowned host] link in
            let id = try link.parameter("id")
            guard let scenario = Scenarios.named(id) else {
                throw DeepLinkError.invalidParameter(
                    "scenario", value: id,
                    expected: "one of " + Scenarios.all.map { "“\($0.id)”" }.joined(separator: ", "))
            }
            return DeepLinkPlan(stack: try root(of: host)) { [unowned host] in
                scenario.start(in: host, openingDetail: true)
            }
        }
        return links
    }

    /// The link that opens `scenario`.
    public static func link(to scenario: any Scenario) -> String {
        "\(scheme)://scenario/\(scenario.id)"
    }

    private static func root(of host: any ScenarioHost) throws(NavigationError) -> [any Screen] {
        guard let root = host.router.navigationStack.first else { throw .emptyStack }
        return [root]
    }
}
