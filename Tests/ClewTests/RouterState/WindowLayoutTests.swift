import Testing

@testable import Clew

@MainActor
@Suite("Window layout")
struct WindowLayoutTests {
    @Test func navigationAppliesToTheOneStackTheSelectedTabsOrTheContentPanes() {
        let home = TestScreen("Home")
        var single = WindowLayout.single(ScreenStack())
        #expect(single.isBlank)
        single.updateCurrent { $0.push(home) }
        #expect(!single.isBlank)
        #expect(single.current.top === home)

        let items = [TabItem(id: "a", title: "A", iconName: nil), TabItem(id: "b", title: "B", iconName: nil)]
        var tabs = WindowLayout.tabs(
            TabStacks(items: items, roots: [TestScreen("A"), TestScreen("B")], selected: 1))
        tabs.updateCurrent { $0.push(TestScreen("B2")) }
        #expect(tabs.current.screens.map(\.title) == ["B", "B2"])
        #expect(tabs.tabs?.stack(of: "a")?.screens.map(\.title) == ["A"], "the other tab is as it was")
        #expect(tabs.sidebar == nil)

        let sidebar = TestScreen("Sidebar")
        var split = WindowLayout.split(sidebar: sidebar, content: ScreenStack([TestScreen("Welcome")]))
        split.updateCurrent { _ = $0.replaceTop(with: TestScreen("Detail")) }
        #expect(split.current.screens.map(\.title) == ["Detail"])
        #expect(split.sidebar === sidebar)
        #expect(split.tabs == nil)
        #expect(!split.isBlank)
    }

    @Test func whetherAScreenIsShownIsDerivedFromTheLayoutThroughEveryChange() {
        let (home, settings, account) = (TestScreen("Home"), TestScreen("Settings"), TestScreen("Account"))
        var screens = WindowScreens()
        #expect(!screens.contains(home), "a blank window shows nothing")
        screens.push(home)
        screens.push(settings)
        #expect(screens.contains(home) && screens.contains(settings))
        #expect(screens.replaceTop(with: account) === settings)
        #expect(!screens.contains(settings), "a replaced screen leaves the index with the stack")
        #expect(screens.contains(account))
        #expect(screens.pop(keeping: 1).map(\.title) == ["Account"])
        #expect(!screens.contains(account) && screens.contains(home))

        let items = [TabItem(id: "a", title: "A", iconName: nil), TabItem(id: "b", title: "B", iconName: nil)]
        let (first, second, deeper) = (TestScreen("A"), TestScreen("B"), TestScreen("B2"))
        var tabs = WindowScreens()
        tabs.setTabs(TabStacks(items: items, roots: [first, second], selected: 1))
        tabs.push(deeper)
        #expect(tabs.contains(first), "a tab not shown still holds its screens")
        #expect(tabs.contains(second) && tabs.contains(deeper))
        _ = tabs.selectTab(at: 0)
        _ = tabs.pop(keeping: 0)
        #expect(!tabs.contains(first) && tabs.contains(deeper), "a pop changes the selected tab's stack only")

        let (sidebar, content) = (TestScreen("Sidebar"), TestScreen("Welcome"))
        var split = WindowScreens()
        split.setSplit(sidebar: sidebar, content: content)
        #expect(split.contains(sidebar) && split.contains(content))
        _ = split.replaceTop(with: home)
        #expect(!split.contains(content) && split.contains(home) && split.contains(sidebar))
    }

    @Test func aStackIndexesExactlyItsScreens() {
        let screens = (0..<6).map { TestScreen("S\($0)") }
        var stack = ScreenStack(Array(screens[0..<3]))
        stack.push(screens[3])
        _ = stack.replaceTop(with: screens[4])
        _ = stack.pop(keeping: 2)
        stack.push(screens[5])
        #expect(stack.screens.map(\.title) == ["S0", "S1", "S5"])
        for screen in screens {
            #expect(stack.contains(screen) == stack.screens.contains { $0 === screen }, "\(screen.title)")
        }
        var empty = ScreenStack()
        #expect(empty.replaceTop(with: screens[0]) == nil, "replacing the top of an empty stack pushes")
        #expect(empty.contains(screens[0]))
    }
}
