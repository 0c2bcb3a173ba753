import Clew
import ClewTesting
import Testing

/// The README's sections on chained routes, updating routes, one change at a time and dismissal
/// reasons, as written there, so they cannot rot. The types they assume are declared here.
@MainActor
@Suite("README navigation examples")
struct ReadmeNavigationExampleTests {
    enum PaywallSource { case home, profile }

    final class PaywallScreen: Screen {
        let title = "Premium"
        let source: PaywallSource
        init(source: PaywallSource) { self.source = source }
    }

    struct PaywallBuilder: ViewBuilder {
        func build(with source: PaywallSource) -> PaywallScreen { PaywallScreen(source: source) }
    }

    // From the README, as written.
    final class ProfileScreen: ContextUpdatable {
        private(set) var person: String
        init(person: String) { self.person = person }
        var title: String { person }
        func update(with person: String) { self.person = person }
    }

    struct ProfileBuilder: ViewBuilder {
        func build(with person: String) -> ProfileScreen { ProfileScreen(person: person) }
    }

    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
        router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Home")
        renderer.clearEvents()
    }

    @Test func chainedRoutes() {
        let ada = "Ada"
        var printed: NavigationResult?
        let print = { (result: NavigationResult) in printed = result }
        // README:
        let openPremium = ProfileBuilder().pushRoute()
            .chained(with: PaywallBuilder().presentRoute(), context: .profile)
        router.navigate(to: openPremium, with: ada) { result in
            print(result)  // success(chained (pushed, presented))
        }
        #expect(printed == .success(.chained([.pushed, .presented])))
        #expect(String(describing: printed!) == "success(chained (pushed, presented))")
    }

    @Test func updatingRoutes() {
        // README:
        let openProfile = ProfileBuilder().pushRoute().asUpdatingRoute()
        router.navigate(to: openProfile, with: "Ada")  // .pushed
        router.navigate(to: openProfile, with: "Grace")  // .updated: still one profile screen
        #expect(renderer.events == [.pushed("Ada"), .updated("Grace")])
        #expect(router.navigationStack.map(\.title) == ["Home", "Grace"])
    }

    @Test func oneChangeAtATime() async {
        renderer.simulatesTransitions = true
        let renderer = self.renderer
        let slides = Task { @MainActor in
            while !Task.isCancelled {
                renderer.finishTransition()
                await Task.yield()
            }
        }
        router.navigate(to: ProfileBuilder().pushRoute(), with: "Grace")  // slides, so the next one waits
        // README:
        let result = await router.navigate(to: ProfileBuilder().pushRoute(), with: "Ada").outcome
        await router.waitUntilSettled()  // performed and slid in
        #expect(result == .success(.pushed))
        #expect(router.isSettled)
        #expect(router.navigationStack.map(\.title) == ["Home", "Grace", "Ada"])
        slides.cancel()
        await slides.value
    }

    /// From the README, as written.
    final class StartOverTransition: ViewTransition {
        var isAnimated = true
        func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
            guard let view else { return .failure(.nothingToBuild) }
            _ = navigator.dismiss()
            _ = navigator.popToRoot(animated: false)
            return navigator.push(view, animated: isAnimated)
        }
    }

    struct LevelBuilder: ViewBuilder {
        func build(with level: Int) -> TestScreen { TestScreen("Level \(level)") }
    }

    @Test func writingYourOwnTransition() {
        router.navigate(to: LevelBuilder().pushRoute(), with: 3)
        router.navigate(to: PaywallBuilder().presentRoute(), with: .home)
        renderer.clearEvents()
        // README:
        router.navigate(to: LevelBuilder().with(StartOverTransition()), with: 1)
        #expect(
            renderer.events == [
                .dismissed(.screen(title: "Premium")), .popped("Level 3"), .pushed("Level 1"),
            ])
        #expect(router.navigationStack.map(\.title) == ["Home", "Level 1"])
    }

    @Test func dismissalReasons() {
        var printed: [String] = []
        let print = { (line: String) in printed.append(line) }
        // README:
        let paywall = PaywallBuilder().presentRoute().onDismissal { reason in
            if reason == .user { print("closed without buying") }
        }
        router.navigate(to: paywall, with: .home)
        try? renderer.pressEscape()
        #expect(printed == ["closed without buying"])
    }
}
