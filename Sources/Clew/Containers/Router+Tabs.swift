// Tabs: one navigation stack per tab, in the window layout (`WindowLayout.tabs`); navigation
// applies to the selected tab's, the others wait as the user left them.

extension Router {
    /// Gives the window tabs (a view switcher), each starting its own stack at its root, and
    /// shows `selected` (the first by default). For a window with nothing on it yet.
    ///
    /// - Returns: a ticket whose outcome is ``NavigationOutcome/tabSelected(_:)``;
    ///   ``NavigationError/invalidTabs(_:)`` for no tabs, a repeated id, an unknown `selected`, or
    ///   a window that already shows screens; the renderer's missing capability. Nothing changes
    ///   when it fails.
    @discardableResult
    public func setTabs(
        _ tabs: [Tab], selected: String? = nil, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationTicket {
        request(completion) { [unowned self] ticket in ticket.finish(performSetTabs(tabs, selected: selected)) }
    }

    /// Shows the tab `id` and its stack as the user left it.
    ///
    /// - Returns: a ticket whose outcome is ``NavigationOutcome/tabSelected(_:)`` (also when it
    ///   was selected already, then nothing changes), or ``NavigationError/invalidTabs(_:)`` for an
    ///   unknown tab.
    @discardableResult
    public func selectTab(_ id: String, completion: ((NavigationResult) -> Void)? = nil) -> NavigationTicket {
        request(completion) { [unowned self] ticket in ticket.finish(performSelectTab(id)) }
    }

    /// A route that selects the tab `id`, to chain before a push or to open from a link.
    ///
    /// <!-- doc-test:
    /// router.setTabs([
    ///     Tab("notes", title: "Notes", root: notesList), Tab("settings", title: "Settings", root: settings),
    /// ])
    /// -->
    /// ```swift
    /// router.navigate(to: Router.selectTabRoute("settings").chained(with: AboutBuilder().pushRoute()))
    /// ```
    public static func selectTabRoute(_ id: String) -> Route<NonBuilder, SelectTabTransition> {
        Route(builder: NonBuilder(), transition: SelectTabTransition(id))
    }

    /// The tabs, in order (empty for a window without tabs).
    public var tabs: [TabItem] { layout.tabs?.items ?? [] }

    /// The selected tab's id, if the window has tabs.
    public var selectedTab: String? { layout.tabs.map { $0.items[$0.selected].id } }

    /// The stack of the tab `id`, root first (the selected tab's is ``navigationStack``).
    public func stack(ofTab id: String) -> [any Screen] {
        layout.tabs?.stack(of: id)?.screens ?? []
    }

    func performSetTabs(_ tabs: [Tab], selected: String?) -> NavigationResult {
        guard let renderer = capabilities.tabs else {
            return .failure(
                .unsupportedByRenderer(
                    capability: "tabs (TabRendering)", renderer: String(describing: type(of: self.renderer))))
        }
        guard !tabs.isEmpty else { return .failure(.invalidTabs("setTabs needs at least one tab.")) }
        guard layout.isBlank else {
            return .failure(.invalidTabs("The window already shows screens; give it tabs before pushing any."))
        }
        var ids = Set<String>()
        for tab in tabs {
            // Ids go into links and saved state: one word each.
            let id = tab.item.id
            guard !id.isEmpty, id != "-",
                id.unicodeScalars.allSatisfy({
                    $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
                })
            else {
                return .failure(
                    .invalidTabs(
                        "\(UntrustedText.quoted(id)) cannot be a tab id: use one word of letters, digits, - and _."))
            }
            guard ids.insert(id).inserted else {
                return .failure(
                    .invalidTabs("Two tabs are called \(UntrustedText.quoted(id)); tab ids must be unique."))
            }
        }
        let index = selected.map { id in tabs.firstIndex { $0.item.id == id } } ?? 0
        guard let index else {
            return .failure(
                .invalidTabs(
                    "There is no tab \(UntrustedText.quoted(selected ?? "")) to select; the tabs are "
                        + tabs.map { "“\($0.item.id)”" }.joined(separator: ", ") + "."))
        }
        var roots = Set<ObjectIdentifier>()
        for tab in tabs {
            guard roots.insert(ObjectIdentifier(tab.root)).inserted, !isShown(tab.root) else {
                return .failure(.alreadyShown(tab.root.content.summary))
            }
            do throws(NavigationError) { try tab.root.validate(for: self.renderer) } catch { return .failure(error) }
        }
        do {
            try renderer.setTabs(tabs.map(\.item), roots: tabs.map(\.root), selected: index)
        } catch {
            return .failure(.rendererFailed(error))
        }
        let stacks = TabStacks(items: tabs.map(\.item), roots: tabs.map(\.root), selected: index)
        changeScreens { $0.setTabs(stacks) }
        for (offset, tab) in tabs.enumerated() {
            notify(.appeared, tab.root)
            if offset != index { notify(.disappeared, tab.root) }
        }
        return .success(.tabSelected(tabs[index].item.id))
    }

    func performSelectTab(_ id: String) -> NavigationResult {
        let items = layout.tabs?.items ?? []
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            return .failure(
                .invalidTabs(
                    items.isEmpty
                        ? "The window has no tabs, so there is no tab \(UntrustedText.quoted(id)) to select."
                        : "There is no tab \(UntrustedText.quoted(id)); the tabs are "
                            + items.map { "“\($0.id)”" }.joined(separator: ", ")
                            + "."))
        }
        guard index != layout.tabs?.selected, let renderer = capabilities.tabs else {
            return .success(.tabSelected(id))
        }
        renderer.selectTab(at: index)
        switchStacks(to: index)
        return .success(.tabSelected(id))
    }

    /// The user chose the tab at `index` in the renderer (which shows it already).
    func userSelectedTab(at index: Int) {
        switchStacks(to: index)
    }

    private func switchStacks(to index: Int) {
        guard let (covered, revealed) = changeScreens({ $0.selectTab(at: index) }) else { return }
        if let covered { notify(.disappeared, covered) }
        if let revealed { notify(.reappeared, revealed) }
    }
}

/// Selects a tab (``Router/selectTabRoute(_:)``).
@MainActor
public final class SelectTabTransition: ViewTransition {
    /// The tab to select.
    public let tabID: String
    public let isAnimated = false
    /// Selects `tabID`.
    public init(_ tabID: String) { self.tabID = tabID }
    public var showsView: Bool { false }
    public var name: String { "select tab \(UntrustedText.quoted(tabID))" }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        navigator.selectTab(tabID)
    }
}
