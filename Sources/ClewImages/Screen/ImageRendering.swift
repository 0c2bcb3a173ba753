import Clew

/// Draws ``ImageScreen``s: the picture, a spinner and progress bar while downloading, the error
/// with a Retry button (which calls ``ImageScreen/retry()``).
///
/// A renderer that adopts it can show image screens; routing one to a renderer that does not fails
/// with ``NavigationError/unsupportedByRenderer(capability:renderer:)``.
///
/// ```swift
/// extension MyRenderer: ImageRendering {
///     func showImage(_ display: ImageDisplay, on screen: ImageScreen) {
///         widgets[ObjectIdentifier(screen)]?.update(display)
///     }
/// }
/// ```
@MainActor
public protocol ImageRendering: Renderer {
    /// Draws `display` on `screen`, already shown by the navigation stack or a presentation. Called
    /// when the screen appears and after every change of its view model, until the screen is removed.
    func showImage(_ display: ImageDisplay, on screen: ImageScreen)
}

extension RenderEvent {
    /// An image screen (by title) changed what it shows; progress steps are not logged.
    ///
    /// <!-- doc-test:
    /// let screen = ImageScreen(title: "Background", url: "https://example.org/bg.png", viewModel: viewModel)
    /// router.navigate(to: ScreenBuilder(screen).pushRoute())
    /// for await state in viewModel.states() {
    ///     if case .loaded = state { break }
    /// }
    /// -->
    /// ```swift
    /// #expect(renderer.events.last == .image(.loaded(width: 4, height: 3, format: "png"), on: "Background"))
    /// ```
    public static func image(_ image: RenderedImage, on screen: String) -> RenderEvent {
        .feature(FeatureEvent(feature: "image", summary: image.description, screen: screen))
    }
}
