// Saving and restoring where the user was, in the vocabulary of the app's links.

extension Router {
    /// Where the user is: for each tab (or the one stack), the link of the highest screen that
    /// `link` names (screens it does not name are skipped: a link cannot say them), and the
    /// selected tab. A stack none of whose screens has a link is not saved.
    ///
    /// ```swift
    /// let state = router.navigationState { screen in (screen as? Linkable)?.link }
    /// try stateFile.write(state.serialized)
    /// ```
    public func navigationState(linking link: (any Screen) -> String?) -> NavigationState {
        func saved(_ stack: [any Screen]) -> String? {
            stack.reversed().lazy.compactMap(link).first
        }
        if tabItems.isEmpty {
            return NavigationState(stacks: saved(navigationStack).map { [.init(tab: nil, link: $0)] } ?? [])
        }
        let stacks = tabItems.compactMap { tab in
            saved(stack(ofTab: tab.id)).map { NavigationState.Stack(tab: tab.id, link: $0) }
        }
        return NavigationState(stacks: stacks, selectedTab: selectedTab)
    }

    /// Puts the user back where `state` says: each saved stack's link opened (in its tab), then
    /// the saved tab selected. What cannot be restored (an unknown link, a tab the app no longer
    /// has) is reported once to ``onNavigationFailure`` and skipped; the rest is restored. Returns
    /// the problems found at once (a step that waits for a transition reports when it runs).
    @discardableResult
    public func restore(_ state: NavigationState, with links: DeepLinkTable) -> [NavigationError] {
        var problems: [NavigationError] = []
        let note: (NavigationResult) -> Void = { [unowned self] result in
            guard case .failure(let error) = result else { return }
            problems.append(error)
            onNavigationFailure(error)
        }
        for stack in state.stacks {
            if let tab = stack.tab {
                guard tabItems.contains(where: { $0.id == tab }) else {
                    note(
                        .failure(
                            .invalidTabs(
                                "The saved state has a tab \(UntrustedText.quoted(tab)), which the window does not have."
                            )))
                    continue
                }
                selectTab(tab, completion: note)
            }
            // A link that names its own tab (as the demo's do) selects it again: no harm.
            open(stack.link, with: links, completion: note)
        }
        if let selected = state.selectedTab, tabItems.contains(where: { $0.id == selected }) {
            selectTab(selected, completion: note)
        }
        return problems
    }
}

/// A screen that knows the link that opens it again: what ``Router/navigationState()`` saves.
///
/// ```swift
/// extension NoteScreen: LinkRepresentable {
///     var link: String? { "notes://note/\(note.id)" }
/// }
/// ```
@MainActor
public protocol LinkRepresentable {
    /// The link that opens this screen, with the back stack it implies; `nil` if none does.
    var link: String? { get }
}

extension Router {
    /// ``navigationState(linking:)`` with the links of the screens that are ``LinkRepresentable``.
    public func navigationState() -> NavigationState {
        navigationState { ($0 as? any LinkRepresentable)?.link }
    }
}
