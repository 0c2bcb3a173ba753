import Clew

/// A page in a settings-like flow: a title, a line of text, and named actions (buttons in the GTK
/// demo; tests call ``perform(_:)``).
@MainActor
public final class StepScreen: Screen {
    public let title: String
    public let detail: String
    /// The actions' titles, in button order.
    public var actionTitles: [String] { actions.map(\.title) }
    private var actions: [(title: String, run: @MainActor () -> Void)] = []

    public init(_ title: String, detail: String) {
        self.title = title
        self.detail = detail
    }

    /// Adds an action (a button on the page).
    public func addAction(_ title: String, _ run: @escaping @MainActor () -> Void) {
        actions.append((title, run))
    }

    /// Runs the action titled `title`; false when there is none.
    @discardableResult
    public func perform(_ title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        action.run()
        return true
    }
}
