/// The toast on screen and the ones waiting, by priority: a value with no renderer. Each change
/// returns what the renderer must do, in order.
@MainActor
struct ToastQueue {
    /// What the renderer does for a change.
    enum Change {
        case show(Toast)
        case hide(Toast)
    }

    private(set) var visible: Toast?
    private(set) var waiting: [Toast] = []

    func contains(_ toast: Toast) -> Bool {
        visible === toast || waiting.contains { $0 === toast }
    }

    /// The live position (1 is next) of a waiting toast.
    func position(of toast: Toast) -> Int? {
        waiting.firstIndex { $0 === toast }.map { $0 + 1 }
    }

    /// Shows `toast`, or queues it: a `.high` toast goes ahead of the normal ones, and shows at
    /// once over a normal one, which waits again at the head of the line (as libadwaita does).
    mutating func add(_ toast: Toast) -> [Change] {
        guard let shown = visible else {
            visible = toast
            return [.show(toast)]
        }
        if toast.priority == .high, shown.priority != .high {
            waiting.insert(shown, at: 0)
            visible = toast
            return [.hide(shown), .show(toast)]
        }
        let index =
            toast.priority == .high ? (waiting.firstIndex { $0.priority != .high } ?? waiting.count) : waiting.count
        waiting.insert(toast, at: index)
        return []
    }

    /// Takes the toast on screen off; the next in line shows.
    mutating func endVisible() -> [Change] {
        guard let shown = visible else { return [] }
        visible = nil
        guard !waiting.isEmpty else { return [.hide(shown)] }
        let next = waiting.removeFirst()
        visible = next
        return [.hide(shown), .show(next)]
    }

    /// Takes a waiting `toast` out of the line; false if it was not waiting.
    mutating func removeWaiting(_ toast: Toast) -> Bool {
        guard let index = waiting.firstIndex(where: { $0 === toast }) else { return false }
        waiting.remove(at: index)
        return true
    }
}
