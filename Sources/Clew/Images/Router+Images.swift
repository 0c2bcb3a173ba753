// The router follows the view model of every ImageScreen on screen and hands each change to the
// renderer's ImageRendering, so renderers only draw and never observe view models themselves.

extension Router {
    /// The error for an image screen on a renderer that cannot draw images, else `nil`.
    func missingImageCapability(for view: any View) -> NavigationError? {
        guard view is ImageScreen, images == nil else { return nil }
        return .unsupportedByRenderer(capability: "images (ImageRendering)", renderer: String(describing: type(of: renderer)))
    }

    /// Starts showing `view`'s image state if it is an ``ImageScreen`` that just appeared.
    func imageScreenDidAppear(_ view: any View) {
        guard let screen = view as? ImageScreen, let images, imageObservers[ObjectIdentifier(screen)] == nil else { return }
        imageObservers[ObjectIdentifier(screen)] = screen.viewModel.observe { [weak self, weak screen] _ in
            guard let screen, let images = self?.images else { return }
            images.showImage(ImageDisplay(screen: screen), on: screen)
        }
        screen.startIfIdle()
        images.showImage(ImageDisplay(screen: screen), on: screen)
    }

    /// Stops following `view`'s view model once it has left the screen.
    func imageScreenDidDisappear(_ view: any View) {
        guard let screen = view as? ImageScreen,
              let observer = imageObservers.removeValue(forKey: ObjectIdentifier(screen)) else { return }
        screen.viewModel.removeObserver(observer)
    }
}
