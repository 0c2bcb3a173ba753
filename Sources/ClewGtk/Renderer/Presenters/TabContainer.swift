internal import CGtk

/// Where a window's tabs live: each tab's page stack, the view switcher the header bar shows at a
/// tab's root, and what the renderer puts under the header bar. Plain GTK's is ``StackTabs``;
/// another toolkit's renderer brings its own (ClewAdwaita's `AdwViewStack` with view switchers).
@MainActor
package protocol TabContainer: AnyObject {
    /// What goes under the header bar: the tabs, and any switcher of their own (a bottom bar).
    var root: Widget { get }
    /// The view switcher for the header bar's title.
    var switcher: Widget { get }
    /// What holds the tabs' page stacks (blocked while a sheet covers the window).
    var tabs: Widget { get }
    /// Adds a tab's page stack.
    func add(_ page: Widget, name: String, title: String, iconName: String?)
    /// The tab's page stack on screen; setting it shows another.
    var visibleChild: Widget? { get set }
    /// Calls `handler` when the user switches tabs (and when ``visibleChild`` is set).
    func onVisibleChildChange(_ handler: @escaping @MainActor () -> Void)
    /// The window's title, which a switcher shows where it has no room for the tabs (narrow).
    func setTitle(_ title: String)
}

/// Tabs on plain GTK 4.8: a `GtkStack` with no animation between tabs and a `GtkStackSwitcher`
/// of titles (GTK 4.8's switcher shows an icon instead of the title when a page has one, and a
/// row of bare icons is harder to read and to name for a screen reader).
@MainActor
package final class StackTabs: TabContainer {
    private let stack = Stack(transition: .none).expanding(vertically: true)
    package let switcher: Widget

    package init() {
        switcher = StackSwitcher(stack: stack)
    }

    package var root: Widget { stack }
    package var tabs: Widget { stack }

    package func add(_ page: Widget, name: String, title: String, iconName: String?) {
        stack.add(page, name: name, title: title)
    }

    package var visibleChild: Widget? {
        get { stack.visibleChild }
        set { stack.visibleChild = newValue }
    }

    package func onVisibleChildChange(_ handler: @escaping @MainActor () -> Void) {
        stack.onVisibleChildChange { _ in handler() }
    }

    package func setTitle(_ title: String) {}
}
