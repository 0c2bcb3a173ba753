import Clew
import ClewDemoScenarios
import ClewTesting
import Testing

/// Opening links through the demo's table: the stack the link implies, the presentation over it,
/// and typed errors that change nothing.
@MainActor
@Suite("Deep links through the router")
struct DeepLinkRoutingTests {
    let renderer = RecordingRenderer()
    let host: TestScenarioHost
    var router: Router { host.router }
    let links: DeepLinkTable

    init() {
        host = TestScenarioHost(onHomeOf: renderer)
        links = DemoLinks.table(for: host)
        renderer.clearEvents()
        host.router.onNavigationFailure = { _ in }
    }

    @Test func aPaywallFromProfileMakesTheBackStackTheLinkImplies() throws {
        let result = router.open("clew://paywall?source=profile", with: links).finishedResult
        #expect(result == .success(.linkOpened("Home ▸ Profile, then present screen “Go Premium”")))
        #expect(router.navigationStack.map(\.title) == ["Home", "Profile"])
        let paywall = try #require(renderer.presentedView as? PaywallScreen)
        #expect(paywall.source == .profile)
        #expect(
            renderer.events == [.pushed("Profile"), .presented(.screen(title: "Go Premium"), .dialog)])

        // Back goes where the user expects: close the paywall, then Profile → Home.
        try renderer.pressEscape()
        try renderer.tapBack()
        #expect(router.navigationStack.map(\.title) == ["Home"])
    }

    @Test func aLinkReplacesWhereTheUserWasButKeepsTheRoot() throws {
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Somewhere")
        let alert = AlertModel(title: "Rate us?")
        alert.actions.append(.init(title: "Later", style: .cancel))
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)

        router.open("clew://paywall?source=home", with: links)
        #expect(router.navigationStack.map(\.title) == ["Home"])
        #expect((renderer.presentedView as? PaywallScreen)?.source == .home)
    }

    @Test func everyScenarioOpensFromItsLink() {
        for scenario in Scenarios.all {
            let renderer = RecordingRenderer()
            let host = TestScenarioHost(onHomeOf: renderer)
            var failures: [NavigationError] = []
            host.router.onNavigationFailure = { failures.append($0) }
            let result = host.router.open(DemoLinks.link(to: scenario), with: DemoLinks.table(for: host)).finishedResult
            #expect((try? result?.get()) == .linkOpened("Home"), "\(scenario.id)")
            #expect(failures.isEmpty, "\(scenario.id): \(failures)")
            #expect(renderer.events.count > 1, "\(scenario.id) showed something")
        }
    }

    @Test(arguments: [
        (
            "clew://nowhere",
            "The app has no page at “nowhere”; it opens “”, “paywall”, “scenario/:id”, “settings”, “settings/about”. Nothing was changed."
        ),
        ("clew://paywall", "The link “clew://paywall” needs a value for “source”. Nothing was changed."),
        (
            "clew://paywall?source=settings",
            "“settings” is not a valid source: expected one of “home”, “profile”. Nothing was changed."
        ),
        (
            "https://example.org/paywall",
            "Links starting with “https://” are not this app's; it opens clew:// links. Nothing was changed."
        ),
        ("clew://scenario/chess", "“chess” is not a valid scenario: expected one of “leave-game”"),
        (
            "clew:/paywall",
            "“clew:/paywall” is not a link the app can open: the scheme is not followed by //. Nothing was changed."
        ),
    ])
    func aBadLinkIsATypedErrorAndChangesNothing(text: String, message: String) {
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Somewhere")
        renderer.clearEvents()
        var reported: [String] = []
        router.onNavigationFailure = { reported.append("\($0)") }
        let result = router.open(text, with: links).finishedResult
        guard case .failure(.deepLink) = result else {
            Issue.record("expected a deep-link error, got \(result)")
            return
        }
        #expect(reported.count == 1)
        #expect(reported.first?.hasPrefix(message) == true, "\(reported)")
        #expect(renderer.events.isEmpty)
        #expect(router.navigationStack.map(\.title) == ["Home", "Somewhere"])
    }

    @Test func aLinkThatNeedsAMissingCapabilityChangesNothing() {
        let renderer = StackOnly()
        let router = Router(renderer: renderer)
        router.onNavigationFailure = { _ in }
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home")
        let host = RecordingScenarioHost(router: router)
        let result = router.open("clew://paywall?source=profile", with: DemoLinks.table(for: host)).finishedResult
        guard case .failure(.unsupportedByRenderer(let capability, _)) = result else {
            Issue.record("expected the missing capability, got \(result)")
            return
        }
        #expect(capability == "modal dialogs (ModalRendering)")
        #expect(renderer.pushed == ["Home"])
        #expect(router.navigationStack.map(\.title) == ["Home"])
    }

    @Test func hostileLinksNeverChangeTheScreen() {
        var generator = SplitMix64(seed: 42)
        let pieces = [
            "clew://", "paywall", "?source=", "profile", "home", "scenario/", "%", "%2", "&", "=", "/", "é", "\u{0}",
            "\u{1B}]0;pwned\u{07}", "\u{202E}", "%E2%80%AE", "\n", "%0A", "%1B%5B2J",
            String(repeating: "z", count: 700),
        ]
        for _ in 0..<300 {
            let text = (0..<Int(generator.next() % 6)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
                .joined()
            let before = router.navigationStack.count
            if case .failure(let error) = router.open(text, with: links).finishedResult {
                #expect(router.navigationStack.count == before, "\(UntrustedText.escaped(text))")
                expectSafeMessage(error.description)
            }
            router.navigate(to: Router.dismissRoute())
            _ = router.setStack(Array(router.navigationStack.prefix(1)))
        }
    }
}

/// A plan whose screen is shown in another tab fails before the tab changes.
@MainActor
@Suite("Deep links and tabs")
struct DeepLinkTabTests {
    @Test func aScreenShownInAnotherTabFailsBeforeAnythingChanges() {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        router.onNavigationFailure = { _ in }
        let home = TestScreen("Home")
        let settings = TestScreen("Settings")
        router.setTabs([Tab("home", title: "Home", root: home), Tab("settings", title: "Settings", root: settings)])
        var links = DeepLinkTable(scheme: "app")
        links.add("bad") { _ in DeepLinkPlan(tab: "settings", stack: [settings, home]) }
        renderer.clearEvents()
        let result = router.open("app://bad", with: links).finishedResult
        #expect(result == .failure(.alreadyShown(.screen(title: "Home"))))
        #expect(router.selectedTab == "home")
        #expect(renderer.events.isEmpty)
    }
}
