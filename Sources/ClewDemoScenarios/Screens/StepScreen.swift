import Clew

/// A page in a settings-like flow: a title, a line of text, and named actions (buttons in the GTK
/// demo; tests call ``perform(_:)``).
@MainActor
public final class StepScreen: ActionScreen, LinkRepresentable {
    public let title: String
    public let detail: String
    /// The link that opens this page again, if it has one (saved state uses it).
    public var link: String?
    public var actionTitles: [String] { actions.titles }
    private var actions = ScreenActions()

    public init(_ title: String, detail: String) {
        self.title = title
        self.detail = detail
    }

    /// Adds an action (a button on the page).
    public func addAction(_ title: String, _ run: @escaping @MainActor () -> Void) {
        actions.add(title, run)
    }

    @discardableResult
    public func perform(_ title: String) -> Bool {
        actions.perform(title)
    }
}
