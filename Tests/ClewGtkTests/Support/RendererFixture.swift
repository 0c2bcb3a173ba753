import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// A ``GtkTestWindow`` whose root page holds a button that popovers can point at.
@MainActor
final class RendererFixture {
    let app: GtkTestWindow
    var window: Window { app.window }
    var renderer: GtkRenderer { app.renderer }
    var router: Router { app.router }
    /// A button in the root page that popovers can point at.
    let anchorButton = Button("Difficulty").named("difficulty")

    init(renderer makeRenderer: (Window) -> GtkRenderer = { GtkRenderer(window: $0, eventRetention: .all) }) async {
        app = await GtkTestWindow(renderer: makeRenderer)
        router.navigate(to: AnchorPageBuilder().pushRoute(), with: anchorButton)
        await GtkTestHost.runUntil { self.anchorButton.isMapped && self.anchorButton.size.width > 0 }
    }

    /// Runs `body` with a fresh fixture on the GTK test host, tears it down, and checks that every
    /// signal handler box the test created was released: each renderer test is also a leak test.
    static func run(
        renderer makeRenderer: (Window) -> GtkRenderer = { GtkRenderer(window: $0, eventRetention: .all) },
        _ body: @MainActor (RendererFixture) async throws -> Void
    ) async throws {
        try await GtkTestHost.run {
            let before = SignalHandlerBox.liveCount
            try await runAndTearDown(makeRenderer, body)
            // At most as many as before: on Wayland a window the previous test closed can finish
            // releasing its handlers during this one (seen as "leaked: -2"), which is no leak of this test's.
            let released = await GtkTestHost.runUntil { SignalHandlerBox.liveCount <= before }
            #expect(released, "signal handler boxes leaked: \(SignalHandlerBox.liveCount - before)")
        }
    }

    private static func runAndTearDown(
        _ makeRenderer: (Window) -> GtkRenderer, _ body: @MainActor (RendererFixture) async throws -> Void
    ) async throws {
        let fixture = await RendererFixture(renderer: makeRenderer)
        do {
            try await body(fixture)
        } catch {
            #expect(await fixture.app.close())
            throw error
        }
        #expect(await fixture.app.close())
    }

    /// The modal window on top, as a raw pointer: a test that waits for it to be finalized must
    /// not hold a handle (a reference) to it.
    var topDialog: UnsafeMutablePointer<GtkWidget>? { renderer.presentedWindows.last?.gtkWidget }

    /// The popover on top, as a raw pointer (see ``topDialog``).
    var topPopover: UnsafeMutablePointer<GtkWidget>? { renderer.presentedPopovers.last?.gtkWidget }
}

/// The root page: a screen whose widget is the fixture's anchor button, centered.
@MainActor
final class AnchorPage: GtkScreen {
    let title = "Game"
    let button: Button
    init(button: Button) { self.button = button }

    func makeWidget() -> Widget {
        // A scenario that puts this page back as the root (sign-in's Sign Out) draws it again while
        // the old page is still crossfading out: the one anchor button moves to the new page.
        if let oldPage = button.parent as? Box { oldPage.remove(button) }
        return Box(.vertical) { button.aligned(horizontal: .center, vertical: .center).expanding(vertically: true) }
    }
}

struct AnchorPageBuilder: ViewBuilder {
    func build(with context: Button) -> AnchorPage { AnchorPage(button: context) }
}

/// A screen with only a title (GtkRenderer shows a title page for it).
@MainActor
final class TitledScreen: Screen {
    let title: String
    init(_ title: String) { self.title = title }
}

struct TitledScreenBuilder: ViewBuilder {
    func build(with context: String) -> TitledScreen { TitledScreen(context) }
}
