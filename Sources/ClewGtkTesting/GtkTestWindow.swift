import Clew
@_spi(Testing) import ClewGtk

/// A real window with a ``GtkRenderer`` (keeping every event) and a `Router`, on screen: what an
/// app's GTK test starts from. Use it inside ``GtkTestHost/run(_:)``.
///
/// ```swift
/// try await GtkTestHost.run {
///     let app = await GtkTestWindow()
///     app.router.navigate(to: NotesListBuilder().pushRoute(isAnimated: false), with: store)
///     try app.renderer.tapButton("Sort")
///     try app.renderer.tap(actionTitled: "By title")
///     await app.close()
/// }
/// ```
@MainActor
public final class GtkTestWindow {
    /// The window.
    public let window: Window
    /// The renderer in it, keeping the whole event log.
    public let renderer: GtkRenderer
    /// The router on that renderer.
    public let router: Router

    /// Opens a window of the given size and waits until it is on screen. `makeRenderer` makes the
    /// renderer for the window: plain GTK by default, or `GtkRenderer.adwaita(window:eventRetention:)`
    /// (ClewAdwaita); keep the whole event log (`.all`) so tests can read it.
    public init(
        width: Int = 480, height: Int = 360,
        renderer makeRenderer: (Window) -> GtkRenderer = { GtkRenderer(window: $0, eventRetention: .all) }
    ) async {
        window = Window(title: "Test")
        window.setDefaultSize(width: width, height: height)
        renderer = makeRenderer(window)
        router = Router(renderer: renderer)
        window.present()
        await GtkTestHost.runUntil { self.window.isMapped && self.window.size.width > 0 }
        // Without a window manager GTK draws its own decorations and takes their margins from the
        // default size; ask for that much more, so the window is the size the test asked for.
        let (shownWidth, shownHeight) = window.size
        if shownWidth != width || shownHeight != height {
            window.setDefaultSize(width: 2 * width - shownWidth, height: 2 * height - shownHeight)
            await GtkTestHost.runUntil { self.window.size == (width, height) }
        }
    }

    /// Closes whatever is presented, waits until it has left, and destroys the window; returns
    /// false if something did not leave in time.
    @discardableResult
    public func close() async -> Bool {
        while router.presentedView != nil || router.pendingPresentationCount > 0 {
            if case .finished(.success(.nothingToDismiss)) = router.navigate(to: router.dismissRoute()).state { break }
        }
        let left = await GtkTestHost.runUntil { self.renderer.hasFinishedClosing }
        window.destroy()
        GtkTestHost.drainPending()
        return left
    }
}
