/// A tab of the window: GNOME's view switcher (`GtkStackSwitcher`, `AdwViewSwitcher`), each tab
/// with a navigation stack of its own, started at `root`.
///
/// ```swift
/// router.setTabs([
///     Tab("scenarios", title: "Scenarios", iconName: "view-list-symbolic", root: home),
///     Tab("settings", title: "Settings", iconName: "emblem-system-symbolic", root: settings),
/// ])
/// router.navigate(to: AboutBuilder().pushRoute())        // onto the selected tab's stack
/// router.selectTab("settings")                           // its stack is as the user left it
/// ```
@MainActor
public struct Tab {
    /// What the renderer shows for it.
    public let item: TabItem
    /// The first screen of its stack.
    public let root: any Screen

    /// A tab named `id` (its stable name, for routes, links and saved state), shown as `title`.
    public init(_ id: String, title: String, iconName: String? = nil, root: any Screen) {
        item = TabItem(id: id, title: title, iconName: iconName)
        self.root = root
    }
}

/// A tab as renderers and event logs see it.
public struct TabItem: Hashable, Sendable, CustomStringConvertible {
    /// The tab's stable name (`settings`).
    public let id: String
    /// Its label in the view switcher.
    public let title: String
    /// Its icon, a GNOME icon name, for renderers that show one (GTK's switcher shows titles).
    public let iconName: String?

    /// Describes a tab.
    public init(id: String, title: String, iconName: String? = nil) {
        self.id = id
        self.title = title
        self.iconName = iconName
    }

    public var description: String { title }
}

/// Shows tabs, each with its own navigation stack (``NavigationStackRendering``'s calls apply to
/// the selected tab's stack). Report the user's choice of a tab with
/// ``RendererResponder/renderer(_:didSelectTab:)``.
@MainActor
public protocol TabRendering: NavigationStackRendering {
    /// Shows a view switcher with `tabs`; tab `i`'s stack starts at `roots[i]`; `selected` is shown.
    func setTabs(_ tabs: [TabItem], roots: [any Screen], selected: Int) throws
    /// Shows the stack of the tab at `index`.
    func selectTab(at index: Int)
}
