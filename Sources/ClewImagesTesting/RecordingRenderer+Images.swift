import Clew
import ClewImages
import ClewTesting

extension RecordingRenderer: ImageRendering {
    /// Records what `screen` shows now; ``imageDisplay(on:)`` reads it back.
    public func showImage(_ display: ImageDisplay, on screen: ImageScreen) {
        recordChange(.image(display.summary, on: screen.title), of: screen)
        setFeatureState(display, of: screen)
    }

    /// What `screen` shows now, or `nil` if it was never shown.
    public func imageDisplay(on screen: ImageScreen) -> ImageDisplay? {
        featureState(of: screen, as: ImageDisplay.self)
    }

    /// Taps the Retry button on `screen`.
    ///
    /// - Throws: ``RecordingRendererError/noRetryButton`` when no error is shown.
    public func tapRetry(on screen: ImageScreen) throws(RecordingRendererError) {
        guard imageDisplay(on: screen)?.showsRetry == true else { throw .noRetryButton }
        screen.retry()
    }
}
