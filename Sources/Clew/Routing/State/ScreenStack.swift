/// The screens of one navigation stack, root first: a plain value with no renderer. The router
/// changes it only through these methods, each of which costs what it changes, not the depth.
///
/// It also knows which screens it holds (``contains(_:)``, O(1) at any depth): that index is
/// written by the one method that writes the screens, ``replaceScreens(from:with:)``, so the two
/// cannot disagree.
@MainActor
struct ScreenStack {
    private(set) var screens: [any Screen] = []
    /// The identities of `screens`; written only beside them, in `replaceScreens`.
    private var members: Set<ObjectIdentifier> = []

    /// An empty stack.
    init() {}

    init(_ screens: [any Screen]) {
        _ = replaceScreens(from: 0, with: screens)
    }

    var count: Int { screens.count }
    var isEmpty: Bool { screens.isEmpty }
    var root: (any Screen)? { screens.first }
    var top: (any Screen)? { screens.last }

    /// Whether `view` is one of the screens.
    func contains(_ view: any View) -> Bool {
        contains(ObjectIdentifier(view))
    }

    /// Whether the view `id` is one of the screens.
    func contains(_ id: ObjectIdentifier) -> Bool {
        !members.isEmpty && members.contains(id)
    }

    /// The one writer of `screens` and `members`: the screens from `start` up are replaced by
    /// `newScreens`; returns the ones taken off, top first. Costs what it changes.
    private mutating func replaceScreens(from start: Int, with newScreens: some Collection<any Screen>)
        -> [any Screen]
    {
        var removed: [any Screen] = []
        if start < screens.count {
            removed = Array(screens[start...].reversed())
            screens.removeLast(screens.count - start)
            for screen in removed { members.remove(ObjectIdentifier(screen)) }
        }
        for screen in newScreens {
            screens.append(screen)
            members.insert(ObjectIdentifier(screen))
        }
        return removed
    }

    mutating func push(_ screen: any Screen) {
        _ = replaceScreens(from: screens.count, with: CollectionOfOne(screen))
    }

    /// Removes every screen above the first `keep` and returns them, top first.
    mutating func pop(keeping keep: Int) -> [any Screen] {
        guard keep >= 0, keep < screens.count else { return [] }
        return replaceScreens(from: keep, with: EmptyCollection())
    }

    /// Puts `screen` in place of the top one; returns the one it replaced.
    @discardableResult
    mutating func replaceTop(with screen: any Screen) -> (any Screen)? {
        replaceScreens(from: max(screens.count - 1, 0), with: CollectionOfOne(screen)).first
    }

    /// The index of `screen`, searched from the top: the cost is the distance from the top.
    func lastIndex(of screen: any Screen) -> Int? {
        screens.lastIndex { $0 === screen }
    }

    /// The change that turns this stack into `target`: the screens both share at the bottom stay,
    /// the rest of `target` is pushed.
    func change(to target: [any Screen]) -> StackChange {
        // Compared in place: no retain or release per screen.
        let kept = screens.withUnsafeBufferPointer { current in
            target.withUnsafeBufferPointer { target in
                var index = 0
                let shared = min(current.count, target.count)
                while index < shared, current[index] === target[index] { index += 1 }
                return index
            }
        }
        return StackChange(kept: kept, pushed: Array(target[kept...]))
    }
}

/// A planned change to a stack: keep the first `kept` screens, then push `pushed`.
@MainActor
struct StackChange {
    var kept: Int
    var pushed: [any Screen]
}

/// A change to a ``Router``'s navigation stack, planned before anything changes: how many screens
/// at the bottom stay, and the screens pushed above them. Edit it as the stack it will make —
/// `push`, `pop`, `replaceTop` — in ``Router/setStack(animated:dismissingPresentation:completion:_:)``:
/// each edit costs what it changes, whatever the depth.
///
/// ```swift
/// router.setStack { stack in
///     stack.replaceTop(with: account)   // Home ▸ … ▸ Settings → Home ▸ … ▸ Account, one change
/// }
/// ```
@MainActor
public struct StackPlan {
    /// The stack the plan starts from (shared, not copied; released before the change is applied,
    /// so that applying it does not copy the stack).
    private var base: [any Screen]
    /// How many screens of `base`, from the bottom, stay.
    public private(set) var kept: Int
    /// The screens pushed above the kept ones, in order.
    public private(set) var pushed: [any Screen] = []

    init(from stack: ScreenStack) {
        base = stack.screens
        kept = stack.count
    }

    /// How many screens the stack will have.
    public var count: Int { kept + pushed.count }

    /// The top screen the stack will have.
    public var top: (any Screen)? { pushed.last ?? (kept > 0 ? base[kept - 1] : nil) }

    /// The screen at `index`, root first.
    public subscript(index: Int) -> any Screen {
        index < kept ? base[index] : pushed[index - kept]
    }

    /// The screens the stack will have, root first (costs the depth: for checks, not loops).
    public var screens: [any Screen] { Array(base[..<kept]) + pushed }

    /// How many screens of the current stack go (popped or replaced).
    public var popped: Int { base.count - kept }

    /// Whether the plan changes nothing.
    public var isEmpty: Bool { kept == base.count && pushed.isEmpty }

    /// Puts `screen` on top.
    public mutating func push(_ screen: any Screen) {
        pushed.append(screen)
    }

    /// Takes the top screen off (nothing at an empty stack).
    public mutating func pop() {
        if !pushed.isEmpty {
            pushed.removeLast()
        } else if kept > 0 {
            kept -= 1
        }
    }

    /// Keeps the first `count` screens and takes off the rest.
    public mutating func pop(keeping count: Int) {
        let count = max(0, count)
        if count >= kept {
            pushed.removeLast(max(0, min(pushed.count, self.count - count)))
        } else {
            kept = count
            pushed.removeAll()
        }
    }

    /// Puts `screen` in place of the top one.
    public mutating func replaceTop(with screen: any Screen) {
        pop()
        push(screen)
    }

    /// The change the plan makes, with the screens it would pop and push again left where they
    /// are; the plan lets go of the stack it started from.
    mutating func takeChange() -> StackChange {
        var same = 0
        while same < pushed.count, kept + same < base.count, pushed[same] === base[kept + same] {
            same += 1
        }
        let change = StackChange(kept: kept + same, pushed: Array(pushed.dropFirst(same)))
        base = []
        pushed = []
        kept = 0
        return change
    }

    /// The index of the highest occurrence of `screen`, searched from the top.
    public func lastIndex(of screen: any Screen) -> Int? {
        if let index = pushed.lastIndex(where: { $0 === screen }) { return kept + index }
        return base[..<kept].lastIndex { $0 === screen }
    }
}
