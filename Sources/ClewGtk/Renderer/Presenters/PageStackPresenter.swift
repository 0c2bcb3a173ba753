internal import CGtk
import Clew

/// The navigation stack in the main window: a ``PageSet`` of pages (one per tab when the window
/// has tabs, in a `GtkStack` with a `GtkStackSwitcher`) under a header bar whose back button
/// appears when there is somewhere to go back to, whose title follows the top screen (the view
/// switcher takes its place at a tab's root), and whose start and end items are the top screen's
/// ``GtkScreen/headerItems``.
@MainActor
final class PageStackPresenter {
    /// The window's header bar.
    let headerBar: any HeaderBarView
    // TRANSLATORS: the accessible name of the header bar's button that goes back to the previous page.
    let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: tr("Back", context: "navigation"))
    /// The header bar's title and subtitle.
    let titleView: any PageTitleView
    /// The overlay around the pages, where sheets and toasts go.
    let overlay: Overlay

    private let host: PresenterHost
    private let window: Window
    /// The page sets: one, or one per tab; `current` is the one shown.
    private var sets: [PageSet]
    private var current: PageSet
    /// With tabs: where the tabs' page sets live, with their switcher.
    private var tabContainer: (any TabContainer)?
    /// The toolkit's tabs, split view, title and header bar.
    private let parts: RendererParts
    private var tabTitles: [String] = []
    /// Set while the renderer itself selects a tab, so the switch is not reported as the user's.
    private var isSelectingTab = false
    /// With a split view: its two panes, and whether a folded (narrow) one shows the content pane.
    private var split: (any SplitContainer)?
    private var showsContentPane = false
    private var isCollapsed: Bool { split?.isFolded ?? false }
    /// The header items on the bar now.
    private var shownHeaderItems = HeaderItems()
    private let onTransitionEnd: @MainActor () -> Void

    init(
        window: Window, host: PresenterHost, parts: RendererParts, onBack: @escaping @MainActor () -> Void
    ) {
        self.host = host
        self.window = window
        self.parts = parts
        titleView = parts.title()
        headerBar = parts.header()
        onTransitionEnd = { host.transitionMayHaveEnded() }
        let first = PageSet(onTransitionEnd: onTransitionEnd)
        sets = [first]
        current = first
        overlay = Overlay(child: first.stack)
        backButton.isVisible = false
        // Back in a narrow split view's content pane, at its root, returns to the sidebar: a
        // change of pane, not a navigation.
        weak var weakSelf: PageStackPresenter?
        let onBack: @MainActor () -> Void = {
            if let presenter = weakSelf, presenter.isBackToSidebar {
                presenter.showSidebarPane()
            } else {
                onBack()
            }
        }
        backButton.connect(.clicked) { _ in onBack() }
        headerBar.packStart(backButton)
        headerBar.setTitleWidget(titleView.widget)
        window.setTitlebar(headerBar.widget)
        window.child = overlay
        // Alt+Left (Alt+Right right to left), a keyboard's Back key and the mouse's back button go
        // back, as in every GNOME app.
        let keys = KeyController()
        keys.onKeyPressed { [weak self] press in
            guard let self, press.isBackShortcut(rightToLeft: self.isRightToLeft), self.canGoBack else { return false }
            onBack()
            return true
        }
        window.addController(keys)
        let backClicks = ClickGesture(button: 8, phase: .capture)
        backClicks.onPressed { [weak self] _ in
            guard let self, self.canGoBack else { return }
            onBack()
        }
        window.addController(backClicks)
        weakSelf = self
    }

    /// Adds the screen's page and slides it in.
    func push(_ screen: any Screen, animated: Bool) {
        let page = makePage(for: screen)
        let isRoot = current.depth == 0
        current.rememberFocus(in: window)
        current.append(page, for: screen, titled: screen.title)
        show(page, of: screen, transition: animated && !isRoot ? .slideLeft : nil)
        host.record(.pushed(screen.title))
    }

    /// Slides back to `revealed`, then removes the popped screens' pages.
    func pop(_ removed: [any Screen], revealing revealed: any Screen, animated: Bool) {
        guard let revealedPage = current.page(of: revealed) else { return }
        for screen in removed {
            current.remove(screen)
            host.screens.forget(screen)
            host.record(.popped(screen.title))
        }
        show(revealedPage, of: revealed, transition: animated ? .slideRight : nil)
        current.restoreFocus(of: revealed)
    }

    /// Crossfades to the new screen and removes the old one.
    func replace(_ old: any Screen, with new: any Screen, animated: Bool) {
        let page = makePage(for: new)
        current.replace(old, with: new, page: page)
        host.screens.forget(old)
        show(page, of: new, transition: animated ? .crossfade : nil)
        host.record(.replaced(old.title, with: new.title))
    }

    /// Crossfades to `root`'s page, the only one left; the others leave once the fade is over.
    func replaceRoot(_ removed: [any Screen], with root: any Screen, animated: Bool) {
        let page = makePage(for: root)
        current.resetRoot(root, page: page, removing: removed)
        for screen in removed { host.screens.forget(screen) }
        show(page, of: root, transition: animated ? .crossfade : nil)
        host.record(.rootReplaced(with: root.title))
    }

    /// Swaps the screen's page for a new one drawn from its updated state, in place: no transition.
    func update(_ screen: any Screen) {
        guard current.page(of: screen) != nil else { return }
        let page = makePage(for: screen)
        if current.swapPage(of: screen, for: page) { show(page, of: screen, transition: nil) }
        host.record(.updated(screen.title))
    }

    // MARK: Tabs

    /// Replaces the single page set with one per tab, in the toolkit's ``TabContainer`` whose
    /// switcher sits in the header bar; tab `i` starts with `roots[i]`'s page.
    func setTabs(_ tabs: [TabItem], roots: [any Screen], selected: Int) {
        let container = parts.tabs()
        var sets: [PageSet] = []
        for (tab, root) in zip(tabs, roots) {
            let set = PageSet(onTransitionEnd: onTransitionEnd)
            set.append(makePage(for: root), for: root, titled: root.title)
            if let page = set.topPage { set.show(page, transition: nil) }
            container.add(set.stack, name: tab.id, title: tab.title, iconName: tab.iconName)
            sets.append(set)
        }
        self.sets = sets
        tabContainer = container
        tabTitles = tabs.map(\.title)
        current = sets[selected]
        isSelectingTab = true
        container.visibleChild = current.stack
        isSelectingTab = false
        container.setTitle(window.title)
        overlay.child = container.root
        // The user switches tabs in the switcher: the router hears which.
        container.onVisibleChildChange { [weak self] in self?.tabStackDidSwitch() }
        if let root = roots[selected] as (any Screen)?, let page = current.topPage {
            show(page, of: root, transition: nil)
        }
        host.record(.tabsSet(tabTitles, selected: tabTitles[selected]))
    }

    /// Shows the tab at `index` (the router chose it).
    func selectTab(at index: Int) {
        guard let tabContainer, sets.indices.contains(index), sets[index] !== current else { return }
        current.rememberFocus(in: window)
        current = sets[index]
        isSelectingTab = true
        tabContainer.visibleChild = current.stack
        isSelectingTab = false
        showTop()
        host.record(.tabSelected(tabTitles[index]))
    }

    /// The tab's stack the user switched to: show its header, and tell the router.
    private func tabStackDidSwitch() {
        guard !isSelectingTab, let visible = tabContainer?.visibleChild,
            let index = sets.firstIndex(where: { $0.stack.raw == visible.raw }), sets[index] !== current
        else { return }
        current = sets[index]
        showTop()
        host.record(.tabSelected(tabTitles[index]))
        host.selectedTab(index)
    }

    /// The view switcher, when the window has tabs.
    var tabSwitcher: Widget? { tabContainer?.switcher }

    // MARK: Split view

    /// Puts `sidebar` in a pane beside the page stack (the toolkit's ``SplitContainer``), whose
    /// first page is `contentRoot`'s.
    func setSplitView(sidebar: any Screen, contentRoot: any Screen) {
        overlay.child = nil
        let sidebarPane = Box(.vertical) { host.screens.makeWidget(for: sidebar).expanding(vertically: true) }
            .cssClasses("sidebar", "clew-sidebar").minimumSize(width: 240, height: -1)
        let split = parts.split(window, sidebarPane, current.stack)
        overlay.child = split.root
        self.split = split
        host.record(.sidebarSet(sidebar.title))
        push(contentRoot, animated: false)
        split.onFoldChange { [weak self] in self?.updatePanes() }
        // A swipe back to the sidebar (libadwaita's leaflet) is the user's change of pane.
        split.onUserChangedPane { [weak self] showsContent in
            self?.showsContentPane = showsContent
            self?.updatePanes()
        }
        updatePanes()
    }

    /// A detail was shown: a narrow window shows the content pane.
    func showContentPane() {
        showsContentPane = true
        updatePanes()
    }

    /// Whether the window is narrow and shows the sidebar alone.
    var isShowingSidebarOnly: Bool { split != nil && isCollapsed && !showsContentPane }

    /// Whether Back returns from a narrow window's content pane (at its root) to the sidebar.
    private var isBackToSidebar: Bool { split != nil && isCollapsed && showsContentPane && current.depth <= 1 }

    private func showSidebarPane() {
        showsContentPane = false
        updatePanes()
    }

    /// Both panes when the window is wide; one at a time when it is narrow.
    private func updatePanes() {
        guard let split else { return }
        split.showContentPane(showsContentPane)
        backButton.isVisible = current.depth > 1 || isBackToSidebar
        // The sidebar alone has no page title; the content pane shows its top page's again.
        if isShowingSidebarOnly {
            titleView.show(title: "", subtitle: nil)
        } else {
            titleView.show(title: current.topPage.map(title(of:)) ?? "", subtitle: current.topPage?.subtitle)
        }
    }

    // MARK: State

    /// Blocks the pages and the back button while a sheet covers them.
    func setCovered(_ covered: Bool) {
        contentRoot.isSensitive = !covered
        backButton.isSensitive = !covered
        tabContainer?.switcher.isSensitive = !covered
    }

    /// Whether the back button is there to press (not covered by a sheet).
    private var canGoBack: Bool { backButton.isVisible && backButton.isSensitive }

    /// Whether the window is laid out right to left (Arabic, Hebrew).
    private var isRightToLeft: Bool { gtk_widget_get_direction(window.gtkWidget) == GTK_TEXT_DIR_RTL }

    /// The `GtkStack` of the pages shown (the selected tab's).
    var stack: Widget { current.stack }
    /// What holds every page: the tabs' stack, the split view, or the one page stack.
    var contentRoot: Widget { tabContainer?.tabs ?? split?.root ?? current.stack }
    /// The page of the screen on top.
    var visiblePage: Widget? { current.visiblePage }
    /// Whether the shown stack is sliding from one page to another.
    var isTransitioning: Bool { current.isTransitioning }
    /// Whether popped pages have all left, in every tab.
    var hasFinishedLeaving: Bool { sets.allSatisfy(\.hasFinishedLeaving) }

    private func makePage(for screen: any Screen) -> PageSet.Page {
        PageSet.Page(
            widget: host.screens.makeWidget(for: screen),
            headerItems: (screen as? any GtkScreen)?.headerItems ?? .init(), subtitle: screen.subtitle)
    }

    private func show(_ page: PageSet.Page, of screen: any Screen, transition: Stack.Transition?) {
        current.show(page, transition: transition)
        showHeader(for: page, title: screen.title)
    }

    /// The header of the current set's top page, as it is (after a tab switch).
    private func showTop() {
        guard let page = current.topPage else { return }
        showHeader(for: page, title: title(of: page))
    }

    /// The title a page was added under (its screen's).
    private func title(of page: PageSet.Page) -> String {
        current.stack.title(of: page.widget) ?? ""
    }

    /// The back button, the title (the view switcher at a tab's root) and the page's header items.
    private func showHeader(for page: PageSet.Page, title: String) {
        titleView.show(title: title, subtitle: page.subtitle)
        backButton.isVisible = current.depth > 1 || isBackToSidebar
        let titleWidget = tabContainer.flatMap { current.depth <= 1 ? $0.switcher : nil } ?? titleView.widget
        if headerBar.titleWidget != titleWidget.raw {
            headerBar.setTitleWidget(titleWidget)
        }
        for item in shownHeaderItems.all where item.parent != nil {
            headerBar.remove(item)
        }
        headerBar.pack(page.headerItems)
        shownHeaderItems = page.headerItems
    }
}
