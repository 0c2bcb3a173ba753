import Clew
import ClewGtk
import ClewImages

extension GtkRenderer: ImageRendering {
    /// Updates the ``ImageDownloadWidget`` of `screen`'s page, and logs the change.
    public func showImage(_ display: ImageDisplay, on screen: ImageScreen) {
        // Screenshots and tests wait for downloads too, once this renderer shows images.
        addSettledCondition(named: "ClewImagesGtk.downloads") { ImageScreenPages.areSettled }
        ImageScreenPages.page(for: screen)?.content.show(display)
        recordChange(.image(display.summary, on: screen.title), of: screen)
    }
}

// What tests read; see ClewGtk's `@_spi(Testing)` members.
extension GtkRenderer {
    /// The image widget of `screen` while its page is alive.
    @_spi(Testing) public func imageWidget(for screen: ImageScreen) -> ImageDownloadWidget? {
        ImageScreenPages.page(for: screen)?.content
    }
}
