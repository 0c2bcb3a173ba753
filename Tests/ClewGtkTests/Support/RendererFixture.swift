import CGtk
import Clew
import ClewGtk
import Testing

/// A real window with a GtkRenderer and a Router, on screen under Xvfb.
@MainActor
final class RendererFixture {
    let window: WidgetRef
    let renderer: GtkRenderer
    let router: Router
    /// A button in the root page that popovers can point at.
    let anchorButton: WidgetRef

    init() async {
        window = WidgetRef(new: gtk_window_new())
        gtk_window_set_default_size(window.pointer(as: GtkWindow.self), 480, 360)
        renderer = GtkRenderer(window: window, eventRetention: .all)  // tests compare whole logs
        router = Router(renderer: renderer)
        anchorButton = WidgetRef(new: gtk_button_new_with_label("Difficulty"))
        gtk_widget_set_name(anchorButton.widget, "difficulty")
        router.navigate(to: AnchorPageBuilder().pushRoute(), with: anchorButton)
        gtk_window_present(window.pointer(as: GtkWindow.self))
        await GtkTestHost.runUntil {
            self.window.isMapped && self.anchorButton.isMapped && self.anchorButton.size.width > 0
        }
    }

    /// Runs `body` with a fresh fixture on the GTK test host, tears it down, and checks that every
    /// signal handler box the test created was released: each renderer test is also a leak test.
    static func run(_ body: @MainActor (RendererFixture) async throws -> Void) async throws {
        try await GtkTestHost.run {
            let before = SignalHandlerBox.liveCount
            try await runAndTearDown(body)
            let released = await GtkTestHost.runUntil { SignalHandlerBox.liveCount == before }
            #expect(released, "signal handler boxes leaked: \(SignalHandlerBox.liveCount - before)")
        }
    }

    private static func runAndTearDown(_ body: @MainActor (RendererFixture) async throws -> Void) async throws {
        let fixture = await RendererFixture()
        do {
            try await body(fixture)
        } catch {
            await fixture.tearDown()
            throw error
        }
        await fixture.tearDown()
    }

    /// The modal window on top.
    var topDialog: UnsafeMutablePointer<GtkWidget>? { renderer.presentedWindows.last?.widget }

    /// The popover on top.
    var topPopover: UnsafeMutablePointer<GtkWidget>? { renderer.presentedPopovers.last?.widget }

    /// Closes what is presented, waits until it has left, and destroys the window.
    func tearDown() async {
        while router.presentedView != nil || router.pendingPresentationCount > 0 {
            if case .success(.nothingToDismiss) = router.navigate(to: router.dismissRoute()) { break }
        }
        #expect(await GtkTestHost.runUntil { self.renderer.hasFinishedClosing })
        gtk_window_destroy(window.pointer(as: GtkWindow.self))
        GtkTestHost.drainPending()
    }
}

/// The root page: a screen whose widget is the fixture's anchor button, centered.
@MainActor
final class AnchorPage: GtkScreen {
    let title = "Game"
    let button: WidgetRef
    init(button: WidgetRef) { self.button = button }

    func makeWidget() -> WidgetRef {
        let box = WidgetRef(new: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_widget_set_halign(button.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(button.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(button.widget, 1)
        gtk_box_append(box.pointer(as: GtkBox.self), button.widget)
        return box
    }
}

struct AnchorPageBuilder: ViewBuilder {
    func build(with context: WidgetRef) -> AnchorPage { AnchorPage(button: context) }
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
