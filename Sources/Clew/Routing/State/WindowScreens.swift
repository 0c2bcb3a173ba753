/// The window's screens: its layout (one stack, tabs, or a split view) and an index of every
/// screen in it, changed only together, by these methods. The router writes the layout nowhere
/// else, and asks ``contains(_:)`` whether a screen is shown in O(1), at any depth.
@MainActor
struct WindowScreens {
    /// How the window is laid out; read freely, written through the methods below.
    private(set) var layout = WindowLayout.single(ScreenStack())
    /// Every screen in `layout` (each stack, and the sidebar), kept by the methods that change it.
    private var index: Set<ObjectIdentifier> = []

    /// The stack navigation applies to.
    var current: ScreenStack { layout.current }

    /// Whether `view` is on a stack or is the sidebar.
    func contains(_ view: any View) -> Bool {
        index.contains(ObjectIdentifier(view))
    }

    // MARK: The current stack

    mutating func push(_ screen: any Screen) {
        layout.updateCurrent { $0.push(screen) }
        index.insert(ObjectIdentifier(screen))
    }

    /// Removes every screen of the current stack above the first `keep`; returns them, top first.
    mutating func pop(keeping keep: Int) -> [any Screen] {
        let removed = layout.updateCurrent { $0.pop(keeping: keep) }
        for screen in removed { index.remove(ObjectIdentifier(screen)) }
        return removed
    }

    /// Puts `screen` in place of the current stack's top one; returns the one it replaced.
    @discardableResult
    mutating func replaceTop(with screen: any Screen) -> (any Screen)? {
        let old = layout.updateCurrent { $0.replaceTop(with: screen) }
        if let old { index.remove(ObjectIdentifier(old)) }
        index.insert(ObjectIdentifier(screen))
        return old
    }

    // MARK: Containers

    /// Gives a blank window tabs.
    mutating func setTabs(_ tabs: TabStacks) {
        layout = .tabs(tabs)
        for stack in tabs.stacks { for screen in stack.screens { index.insert(ObjectIdentifier(screen)) } }
    }

    /// Splits a blank window into `sidebar` and a content stack starting at `content`.
    mutating func setSplit(sidebar: any Screen, content: any Screen) {
        layout = .split(sidebar: sidebar, content: ScreenStack([content]))
        index.insert(ObjectIdentifier(sidebar))
        index.insert(ObjectIdentifier(content))
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
