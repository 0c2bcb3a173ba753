import Clew
import ClewImages

/// Makes the widget of every screen the renderer shows, wherever it is shown (a page, a dialog, a
/// popover), and keeps the image screens' ``ImageDownloadWidget``s so downloads can update them.
@MainActor
final class ScreenPresenter {
    private var imageWidgets: [ObjectIdentifier: ImageDownloadWidget] = [:]
    /// Widget makers for screen types that do not draw themselves, by type.
    private var drawers: [ObjectIdentifier: @MainActor (any Screen) -> Widget] = [:]
    private let recordChange: @MainActor (RenderEvent, ObjectIdentifier) -> Void
    private let forgetChanges: @MainActor (ObjectIdentifier) -> Void

    init(
        recordChange: @escaping @MainActor (RenderEvent, ObjectIdentifier) -> Void,
        forgetChanges: @escaping @MainActor (ObjectIdentifier) -> Void
    ) {
        self.recordChange = recordChange
        self.forgetChanges = forgetChanges
    }

    /// Draws every screen of type `S` with `makeWidget`.
    func draw<S: Screen>(_ type: S.Type, with makeWidget: @escaping @MainActor (S) -> Widget) {
        drawers[ObjectIdentifier(type)] = { screen in makeWidget(screen as! S) }
    }

    /// A registered drawer's widget, an image screen's ``ImageDownloadWidget``, a ``GtkScreen``'s own
    /// widget, else a page with the title.
    func makeWidget(for screen: any Screen) -> Widget {
        if let draw = drawers[ObjectIdentifier(type(of: screen))] { return draw(screen) }
        guard let imageScreen = screen as? ImageScreen else { return screen.makeRenderedWidget() }
        let widget = ImageDownloadWidget(screen: imageScreen)
        imageWidgets[ObjectIdentifier(imageScreen)] = widget
        return widget.root
    }

    /// Forgets what was kept for a screen that left.
    func forget(_ screen: any Screen) {
        imageWidgets[ObjectIdentifier(screen)] = nil
        forgetChanges(ObjectIdentifier(screen))
    }

    /// Updates the image widget of `screen`.
    func showImage(_ display: ImageDisplay, on screen: ImageScreen) {
        let key = ObjectIdentifier(screen)
        imageWidgets[key]?.show(display)
        recordChange(.image(display.summary, on: screen.title), key)
    }

    /// The image widget of `screen` while it is shown.
    func imageWidget(for screen: ImageScreen) -> ImageDownloadWidget? {
        imageWidgets[ObjectIdentifier(screen)]
    }

    /// Whether every shown image has finished: downloaded and decoded, or failed.
    var imagesAreSettled: Bool {
        imageWidgets.values.allSatisfy(\.isSettled)
    }
}
