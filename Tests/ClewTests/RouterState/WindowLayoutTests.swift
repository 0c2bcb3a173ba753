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
}
