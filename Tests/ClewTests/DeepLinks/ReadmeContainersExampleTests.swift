import Clew
import ClewTesting
import Testing

/// The README's deep-link, tabs and restored-state examples, as written there.
@MainActor
@Suite("README links, tabs and state examples")
struct ReadmeContainersExampleTests {
    enum PaywallSource: String, CaseIterable { case home, profile }

    final class ProfileScreen: Screen { let title = "Profile" }
    final class PaywallScreen: Screen {
        let title = "Premium"
        let source: PaywallSource
        init(source: PaywallSource) { self.source = source }
    }
    struct NoteBuilder: ViewBuilder {
        func build(with id: Int) -> TestScreen { TestScreen("Note \(id)") }
    }
    struct PaywallBuilder: ViewBuilder {
        func build(with source: PaywallSource) -> PaywallScreen { PaywallScreen(source: source) }
    }
    struct AboutBuilder: ViewBuilder {
        func build(with context: Void) -> TestScreen { TestScreen("About") }
    }

    let renderer = RecordingRenderer()
    let router: Router
    let home = TestScreen("Home")

    init() {
        router = Router(renderer: renderer)
    }

    @Test func deepLinks() throws {
        let home = self.home
        router.navigate(to: ScreenBuilder(home).pushRoute())
        // README:
        var links = DeepLinkTable(scheme: "notes")
        links.add("note/:id") { link in
            let id = try link.parameter("id", as: Int.self)
            return DeepLinkPlan(stack: [home, NoteBuilder().build(with: id)])
        }
        links.add("premium") { link in
            let source = try link.parameter("source", as: PaywallSource.self)  // ?source=profile
            return DeepLinkPlan(stack: [home, ProfileScreen()], presenting: PaywallBuilder().build(with: source))
        }
        router.open("notes://premium?source=profile", with: links)  // Home ▸ Profile, the paywall over it

        #expect(router.navigationStack.map(\.title) == ["Home", "Profile"])
        #expect((renderer.presentedView as? PaywallScreen)?.source == .profile)
        #expect(try router.open("notes://note/42", with: links).finishedResult?.get() == .linkOpened("Home ▸ Note 42"))
        var failures: [NavigationError] = []
        router.onNavigationFailure = { failures.append($0) }
        router.open("notes://note/forty-two", with: links)
        #expect(failures == [.deepLink(.invalidParameter("id", value: "forty-two", expected: "a value of type Int"))])
    }

    @Test func tabsAndState() throws {
        let notesList = home
        let settings = TestScreen("Settings")
        // README:
        router.setTabs([
            Tab("notes", title: "Notes", root: notesList),
            Tab("settings", title: "Settings", root: settings),
        ])
        router.navigate(to: Router.selectTabRoute("settings").chained(with: AboutBuilder().pushRoute()))
        #expect(router.selectedTab == "settings")
        #expect(router.navigationStack.map(\.title) == ["Settings", "About"])
    }
}
