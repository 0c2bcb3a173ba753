import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Foundation
import Testing

/// A popover the app opens itself as its window maps (a scenario or a link at start, no click)
/// is mapped, laid out and drawn. On Wayland the window's surface is mapped only after the
/// compositor's first configure, later than the window: the popover waits for it.
@Suite @MainActor
struct PopoversOpenedAtStart {
    @Test func aPopoverOpenedAsTheWindowMapsIsMappedLaidOutAndDrawn() async throws {
        try await GtkTestHost.run {
            let window = Window(title: "Popover at start")
            window.setDefaultSize(width: 480, height: 360)
            let renderer = GtkRenderer(window: window, eventRetention: .all)
            let router = Router(renderer: renderer)
            let anchor = Button("Difficulty").named("difficulty")
            router.navigate(to: AnchorPageBuilder().pushRoute(), with: anchor)
            var chosen: Int?
            let picker = PickerConfiguration(
                title: "Difficulty", options: ["Easy", "Normal", "Hard"], selectedIndex: 1
            ) { chosen = $0 }
            window.whenShown {
                router.navigate(
                    to: PickerBuilder().popoverRoute(from: anchor, permittedArrowDirections: .up), with: picker)
            }
            window.present()

            #expect(await GtkTestHost.runUntil(timeout: .seconds(10)) { WindowScreenshot.isReady(renderer) })
            let popover = try #require(renderer.presentedPopovers.last)
            #expect(popover.isMapped && popover.size.width > 0 && popover.size.height > 0)
            // Drawn: the screenshot (what clew-demo --screenshot writes) renders every surface.
            let path = NSTemporaryDirectory() + "clew-popover-at-start-\(getpid()).png"
            defer { unlink(path) }
            // Through the driver, which waits a frame when a surface has not drawn since its last
            // change (it renders nothing then: seen once on Wayland with other windows beside it).
            let size = try await renderer.screenshot(to: path)
            #expect(size == window.size)
            // Still a working picker: a choice closes it and reaches the app.
            try renderer.tap(actionTitled: "Hard")
            #expect(chosen == 2)

            #expect(await GtkTestHost.runUntil { renderer.hasFinishedClosing && router.presentedView == nil })
            window.destroy()
            GtkTestHost.drainPending()
        }
    }
}
