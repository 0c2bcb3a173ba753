/// How the window is laid out: exactly one of a single navigation stack, tabs each with a stack of
/// their own, or a sidebar beside a content stack. A value with no renderer; invalid mixes (tabs in
/// a split window) cannot be expressed.
@MainActor
enum WindowLayout {
    /// One navigation stack (also a window with nothing on it yet).
    case single(ScreenStack)
    /// A stack per tab; `selected` is the one shown.
    case tabs(TabStacks)
    /// A sidebar beside the content pane's stack.
    case split(sidebar: any Screen, content: ScreenStack)

    /// The stack navigation applies to: the only one, the selected tab's, or the content pane's.
    var current: ScreenStack {
        switch self {
        case .single(let stack): stack
        case .tabs(let tabs): tabs.stacks[tabs.selected]
        case .split(_, let content): content
        }
    }

    /// Whether nothing has been shown yet: the only state in which tabs or a split can be set up.
    var isBlank: Bool {
        if case .single(let stack) = self { return stack.isEmpty }
        return false
    }

    /// Changes the current stack in place (the enum's payload is moved out first, so the screens
    /// are not copied).
    mutating func updateCurrent<Result>(_ change: (inout ScreenStack) -> Result) -> Result {
        switch self {
        case .single(var stack):
            self = .single(ScreenStack())
            defer { self = .single(stack) }
            return change(&stack)
        case .tabs(var tabs):
            self = .single(ScreenStack())
            defer { self = .tabs(tabs) }
            return change(&tabs.stacks[tabs.selected])
        case .split(let sidebar, var content):
            self = .single(ScreenStack())
            defer { self = .split(sidebar: sidebar, content: content) }
            return change(&content)
        }
    }

    var tabs: TabStacks? {
        if case .tabs(let tabs) = self { return tabs }
        return nil
    }

    var sidebar: (any Screen)? {
        if case .split(let sidebar, _) = self { return sidebar }
        return nil
    }
}

/// The tabs of a window, each with its stack as the user left it.
@MainActor
struct TabStacks {
    let items: [TabItem]
    var stacks: [ScreenStack]
    var selected: Int

    init(items: [TabItem], roots: [any Screen], selected: Int) {
        self.items = items
        self.stacks = roots.map { ScreenStack([$0]) }
        self.selected = selected
    }

    func index(of id: String) -> Int? {
        items.firstIndex { $0.id == id }
    }

    func stack(of id: String) -> ScreenStack? {
        index(of: id).map { stacks[$0] }
    }
}
