// Saving and restoring where the user was, in the vocabulary of the app's links.

extension Router {
    /// Where the user is: for each tab (or the one stack), the link of the highest screen that
    /// `link` names (screens it does not name are skipped: a link cannot say them), and the
    /// selected tab. A stack none of whose screens has a link is not saved.
    ///
    /// <!-- doc-test:
    /// struct SavedState { func write(_ text: String) throws {} }
    /// let stateFile = SavedState()
    /// -->
    /// ```swift
    /// let state = router.navigationState { screen in (screen as? any LinkRepresentable)?.link }
    /// try stateFile.write(state.serialized)
    /// ```
    public func navigationState(linking link: (any Screen) -> String?) -> NavigationState {
        func saved(_ stack: [any Screen]) -> String? {
            stack.reversed().lazy.compactMap(link).first
        }
        if tabs.isEmpty {
            return NavigationState(stacks: saved(navigationStack).map { [.init(tab: nil, link: $0)] } ?? [])
        }
        let stacks = tabs.compactMap { tab in
            saved(stack(ofTab: tab.id)).map { NavigationState.Stack(tab: tab.id, link: $0) }
        }
        return NavigationState(stacks: stacks, selectedTab: selectedTab)
    }

    /// Puts the user back where `state` says: each saved stack's link opened (in its tab), then
    /// the saved tab selected. What cannot be restored (an unknown link, a tab the app no longer
    /// has) is skipped; the rest is restored. With no completion, each skipped step is reported to
    /// ``onNavigationFailure``, once; with one, the completion alone hears (as for every request).
    ///
    /// - Returns: a ticket whose outcome, once every step has run (a step may wait for a
    ///   transition), is ``NavigationOutcome/restored(skipped:)``.
    @discardableResult
    public func restore(
        _ state: NavigationState, with links: DeepLinkTable, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationTicket {
        let restore = immediateRequest(completion, finishing: nil)
        var skipped = 0
        var running = 1  // the steps below, and this call itself until every step is requested
        let step: (NavigationResult) -> Void = { [unowned self] result in
            if case .failure(let error) = result {
                skipped += 1
                if completion == nil { onNavigationFailure(error) }
            }
            running -= 1
            if running == 0 { restore.finish(.success(.restored(skipped: skipped))) }
        }
        for stack in state.stacks {
            if let tab = stack.tab {
                guard tabs.contains(where: { $0.id == tab }) else {
                    running += 1
                    step(
                        .failure(
                            .invalidTabs(
                                "The saved state has a tab \(UntrustedText.quoted(tab)), which the window does not have."
                            )))
                    continue
                }
                running += 1
                selectTab(tab, completion: step)
            }
            // A link that names its own tab (as the demo's do) selects it again: no harm.
            running += 1
            open(stack.link, with: links, completion: step)
        }
        if let selected = state.selectedTab, tabs.contains(where: { $0.id == selected }) {
            running += 1
            selectTab(selected, completion: step)
        }
        step(.success(.restored(skipped: 0)))
        return restore
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
