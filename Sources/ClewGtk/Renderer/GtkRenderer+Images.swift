import CGtk
import Clew
import ClewImages

extension GtkRenderer: ImageRendering {
    /// Updates the ``ImageDownloadWidget`` of `screen`, made when the screen was shown.
    public func showImage(_ display: ImageDisplay, on screen: ImageScreen) {
        let key = ObjectIdentifier(screen)
        imageWidgets[key]?.show(display)
        log.recordChange(.image(display.summary, on: screen.title), of: key)
    }

    /// The image widget of `screen` while it is shown.
    public func imageWidget(for screen: ImageScreen) -> ImageDownloadWidget? {
        imageWidgets[ObjectIdentifier(screen)]
    }

    /// The widget for any screen: an image screen's ``ImageDownloadWidget``, a ``GtkScreen``'s own,
    /// else a page with the title.
    func makeWidget(for screen: any Screen) -> WidgetRef {
        guard let imageScreen = screen as? ImageScreen else { return screen.makeRenderedWidget() }
        let widget = ImageDownloadWidget(screen: imageScreen)
        imageWidgets[ObjectIdentifier(imageScreen)] = widget
        return widget.root
    }

    /// Forgets the image widget of a screen that left.
    func forgetImageWidget(for screen: any Screen) {
        imageWidgets[ObjectIdentifier(screen)] = nil
        log.forget(ObjectIdentifier(screen))
    }
}
