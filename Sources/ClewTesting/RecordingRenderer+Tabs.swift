import Clew

// Tabs, headless: one stack per tab, logged as `.tabsSet` and `.tabSelected`; a test taps a tab
// as the user would.
extension RecordingRenderer: TabRendering {
    public func setTabs(_ tabs: [TabItem], roots: [any Screen], selected: Int) throws {
        tabItems = tabs
        tabScreens = roots.map { [$0] }
        selectedTabIndex = selected
        screens = tabScreens[selected]
        tabScreens[selected] = []
        record(.tabsSet(tabs.map(\.title), selected: tabs[selected].title))
    }

    public func selectTab(at index: Int) {
        guard let current = selectedTabIndex, tabItems.indices.contains(index), index != current else { return }
        tabScreens[current] = screens
        screens = tabScreens[index]
        tabScreens[index] = []
        selectedTabIndex = index
        record(.tabSelected(tabItems[index].title))
    }

    /// The tabs, in order.
    public var tabs: [TabItem] { tabItems }

    /// The selected tab, if there are tabs.
    public var selectedTab: TabItem? { selectedTabIndex.map { tabItems[$0] } }

    /// Taps the tab titled `title` in the view switcher, as the user would.
    public func tapTab(_ title: String) throws(RecordingRendererError) {
        guard let index = tabItems.firstIndex(where: { $0.title == title }) else {
            throw .noSuchAction(title, available: tabItems.map(\.title))
        }
        selectTab(at: index)
        responder?.renderer(self, didSelectTabAt: index)
    }
}
