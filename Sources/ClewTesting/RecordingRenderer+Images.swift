import Clew
import ClewImages

extension RecordingRenderer: ImageRendering {
    public func showImage(_ display: ImageDisplay, on screen: ImageScreen) {
        let key = ObjectIdentifier(screen)
        log.recordChange(.image(display.summary, on: screen.title), of: key)
        imageDisplays[key] = display
    }

    /// What `screen` shows now, or `nil` if it was never shown.
    public func imageDisplay(on screen: ImageScreen) -> ImageDisplay? {
        imageDisplays[ObjectIdentifier(screen)]
    }

    /// Taps the Retry button on `screen`.
    ///
    /// - Throws: ``RecordingRendererError/noRetryButton`` when no error is shown.
    public func tapRetry(on screen: ImageScreen) throws(RecordingRendererError) {
        guard imageDisplay(on: screen)?.showsRetry == true else { throw .noRetryButton }
        screen.retry()
    }
}
