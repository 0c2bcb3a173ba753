import Clew
import ClewTesting
import Testing

/// Tabs: one navigation stack per tab, the selected one is the router's; the user and the app
/// switch tabs; each keeps its stack.
@MainActor
@Suite("Tabs")
struct TabTests {
    let renderer = RecordingRenderer()
    let router: Router
    let home = TestScreen("Home")
    let settings = TestScreen("Settings")
    var lifecycle: [String] = []

    init() {
        router = Router(renderer: renderer)
        router.onNavigationFailure = { _ in }
    }

    @discardableResult func twoTabs(selected: String? = nil) -> NavigationResult? {
        router.setTabs(
            [
                Tab("scenarios", title: "Scenarios", iconName: "view-list-symbolic", root: home),
                Tab("settings", title: "Settings", root: settings),
            ], selected: selected
        ).finishedResult
    }

    @Test func eachTabKeepsItsOwnStack() throws {
        #expect(twoTabs() == .success(.tabSelected("scenarios")))
        #expect(router.tabs.map(\.title) == ["Scenarios", "Settings"])
        #expect(router.selectedTab == "scenarios")
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Level 3")
        #expect(router.selectTab("settings").finishedResult == .success(.tabSelected("settings")))
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "About")
        #expect(router.navigationStack.map(\.title) == ["Settings", "About"])
        #expect(router.stack(ofTab: "scenarios").map(\.title) == ["Home", "Level 3"])

        // Back pops only the selected tab's stack.
        try renderer.tapBack()
        #expect(router.navigationStack.map(\.title) == ["Settings"])
        try renderer.tapTab("Scenarios")
        #expect(router.selectedTab == "scenarios")
        #expect(router.navigationStack.map(\.title) == ["Home", "Level 3"])
        #expect(renderer.screens.map(\.title) == ["Home", "Level 3"])
        #expect(
            renderer.events == [
                .tabsSet(["Scenarios", "Settings"], selected: "Scenarios"), .pushed("Level 3"),
                .tabSelected("Settings"), .pushed("About"), .popped("About"), .tabSelected("Scenarios"),
            ])
    }

    @Test func switchingTabsTellsTheScreensTheyAreCoveredAndRevealed() {
        var events: [String] = []
        router.observeLifecycle { event, view in events.append("\(event) \(view.content.summary)") }
        twoTabs(selected: "settings")
        router.selectTab("scenarios")
        router.selectTab("scenarios")  // already selected: nothing happens
        #expect(
            events == [
                "appeared screen “Home”", "disappeared screen “Home”", "appeared screen “Settings”",
                "disappeared screen “Settings”", "reappeared screen “Home”",
            ])
    }

    @Test func aChainSelectsATabThenPushesOntoIt() {
        twoTabs()
        let result = router.navigate(
            to: Router.selectTabRoute("settings").chained(with: TestScreenBuilder().pushRoute(), context: "About"))
        #expect(result.finishedResult == .success(.chained([.tabSelected("settings"), .pushed])))
        #expect(router.stack(ofTab: "settings").map(\.title) == ["Settings", "About"])
    }

    @Test(arguments: [
        ("none", "setTabs needs at least one tab."),
        ("twice", "Two tabs are called “a”; tab ids must be unique."),
        ("unknown", "There is no tab “z” to select; the tabs are “a”, “b”."),
        ("late", "The window already shows screens; give it tabs before pushing any."),
        ("spaced", "“my notes” cannot be a tab id: use one word of letters, digits, - and _."),
    ])
    func badTabsAreTypedErrorsThatChangeNothing(kind: String, message: String) {
        if kind == "late" { router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home") }
        renderer.clearEvents()
        let result: NavigationResult? =
            switch kind {
            case "none": router.setTabs([]).finishedResult
            case "twice":
                router.setTabs([Tab("a", title: "A", root: home), Tab("a", title: "B", root: settings)]).finishedResult
            case "unknown":
                router.setTabs([Tab("a", title: "A", root: home), Tab("b", title: "B", root: settings)], selected: "z")
                    .finishedResult
            case "spaced": router.setTabs([Tab("my notes", title: "Notes", root: home)]).finishedResult
            default: twoTabs()
            }
        #expect(result == .failure(.invalidTabs(message)))
        #expect(renderer.events.isEmpty)
        #expect(router.tabs.isEmpty)
    }

    @Test func selectingAMissingTabSaysWhichExist() {
        #expect(
            router.selectTab("settings").finishedResult
                == .failure(.invalidTabs("The window has no tabs, so there is no tab “settings” to select.")))
        twoTabs()
        #expect(
            router.selectTab("profile").finishedResult
                == .failure(.invalidTabs("There is no tab “profile”; the tabs are “scenarios”, “settings”.")))
    }
}
