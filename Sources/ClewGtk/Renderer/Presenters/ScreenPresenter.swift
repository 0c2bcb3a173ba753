import Clew

/// Makes the widget of every screen the renderer shows, wherever it is shown (a page, a dialog, a
/// popover).
@MainActor
package final class ScreenPresenter {
    /// Widget makers for screen types that do not draw themselves, by type.
    private var drawers: [ObjectIdentifier: @MainActor (any Screen) -> Widget] = [:]
    /// Drops what the log keeps of a screen's changes when it leaves.
    private let forgetChanges: @MainActor (ObjectIdentifier) -> Void

    init(forgetChanges: @escaping @MainActor (ObjectIdentifier) -> Void) {
        self.forgetChanges = forgetChanges
    }

    /// Draws every screen of type `S` with `makeWidget`.
    func draw<S: Screen>(_ type: S.Type, with makeWidget: @escaping @MainActor (S) -> Widget) {
        drawers[ObjectIdentifier(type)] = { screen in makeWidget(screen as! S) }
    }

    /// A registered drawer's widget, a ``GtkScreen``'s own widget, else a page with the title.
    func makeWidget(for screen: any Screen) -> Widget {
        if let draw = drawers[ObjectIdentifier(type(of: screen))] { return draw(screen) }
        return screen.makeRenderedWidget()
    }

    /// Forgets what was kept for a screen that left.
    func forget(_ screen: any Screen) {
        forgetChanges(ObjectIdentifier(screen))
    }
}
