import Clew

/// A screen drawn as a title, a line of text and a button per named action: how the demo draws
/// ``StepScreen`` and ``PlayerScreen`` alike, and how tests press those buttons (``perform(_:)``).
@MainActor
public protocol ActionScreen: Screen {
    /// The line under the title.
    var detail: String { get }
    /// The actions' titles, in button order.
    var actionTitles: [String] { get }
    /// Runs the action titled `title`; false when there is none.
    @discardableResult
    func perform(_ title: String) -> Bool
}

/// The named actions of an ``ActionScreen``.
@MainActor
public struct ScreenActions {
    private var actions: [(title: String, run: @MainActor () -> Void)] = []

    public init() {}

    /// The titles, in order.
    public var titles: [String] { actions.map(\.title) }

    /// Adds an action.
    public mutating func add(_ title: String, _ run: @escaping @MainActor () -> Void) {
        actions.append((title, run))
    }

    /// Runs the action titled `title`; false when there is none.
    public func perform(_ title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        action.run()
        return true
    }
}
