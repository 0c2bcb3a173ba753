import Clew

// A split view, headless: the sidebar and the content pane's stack, and a narrow window a test
// can simulate (`isCollapsed`), where one pane shows at a time.
extension RecordingRenderer: SplitViewRendering {
    public func setSplitView(sidebar: any Screen, contentRoot: any Screen) throws {
        splitSidebar = sidebar
        screens = [contentRoot]
        showsContentPane = false
        record(.sidebarSet(sidebar.title))
        record(.pushed(contentRoot.title))
    }

    public func showContentPane() {
        showsContentPane = true
    }

    public var isShowingSidebarOnly: Bool { splitSidebar != nil && isCollapsed && !showsContentPane }

    /// The split view's sidebar, if the window is split.
    public var sidebar: (any Screen)? { splitSidebar }
}
