/// The window's screens: its layout (one stack, tabs, or a split view), changed only by these
/// methods. The router writes the layout nowhere else, and asks ``contains(_:)`` whether a screen
/// is shown in O(1), at any depth: the answer is derived from the layout itself (each stack
/// indexes its own screens, see ``ScreenStack``), so there is no second record to keep in step.
@MainActor
struct WindowScreens {
    /// How the window is laid out; read freely, written through the methods below.
    private(set) var layout = WindowLayout.single(ScreenStack())

    /// The stack navigation applies to.
    var current: ScreenStack { layout.current }

    /// Whether `view` is on a stack or is the sidebar.
    func contains(_ view: any View) -> Bool {
        contains(ObjectIdentifier(view))
    }

    /// Whether the view `id` is on a stack or is the sidebar.
    func contains(_ id: ObjectIdentifier) -> Bool {
        switch layout {
        case .single(let stack): stack.contains(id)
        case .tabs(let tabs): tabs.stacks.contains { $0.contains(id) }
        case .split(let sidebar, let content): ObjectIdentifier(sidebar) == id || content.contains(id)
        }
    }

    // MARK: The current stack

    mutating func push(_ screen: any Screen) {
        layout.updateCurrent { $0.push(screen) }
    }

    /// Removes every screen of the current stack above the first `keep`; returns them, top first.
    mutating func pop(keeping keep: Int) -> [any Screen] {
        layout.updateCurrent { $0.pop(keeping: keep) }
    }

    /// Puts `screen` in place of the current stack's top one; returns the one it replaced.
    @discardableResult
    mutating func replaceTop(with screen: any Screen) -> (any Screen)? {
        layout.updateCurrent { $0.replaceTop(with: screen) }
    }

    // MARK: Containers

    /// Gives a blank window tabs.
    mutating func setTabs(_ tabs: TabStacks) {
        layout = .tabs(tabs)
    }

    /// Splits a blank window into `sidebar` and a content stack starting at `content`.
    mutating func setSplit(sidebar: any Screen, content: any Screen) {
        layout = .split(sidebar: sidebar, content: ScreenStack([content]))
    }

    /// Selects the tab at `index`; returns the top screens of the tab left and of the tab shown.
    mutating func selectTab(at selected: Int) -> (covered: (any Screen)?, revealed: (any Screen)?)? {
        guard case .tabs(var tabs) = layout, tabs.stacks.indices.contains(selected), selected != tabs.selected else {
            return nil
        }
        let covered = tabs.stacks[tabs.selected].top
        tabs.selected = selected
        layout = .tabs(tabs)
        return (covered, tabs.stacks[selected].top)
    }
}
