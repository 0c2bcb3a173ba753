import CGtk
import Clew
import ClewAdwaita
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// The libadwaita renderer's toasts are `AdwToast`s in an `AdwToastOverlay`, with the router's
/// rules: Undo runs once, the close button and the timeout report their reasons, the next toast
/// follows, and the app's text shows as typed. Screenshot: /tmp/clew-adwaita-toast.png.
@Suite @MainActor
struct AdwaitaToasts {
    func typeName(of widget: Widget) -> String {
        String(cString: g_type_name_from_instance(widget.raw.assumingMemoryBound(to: GTypeInstance.self)))
    }

    /// Whether `widget` lies wholly inside `window`, a margin above its bottom edge.
    func isInside(_ widget: Widget, _ window: Window) -> Bool {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget.gtkWidget, window.gtkWidget, &bounds) != 0 else { return false }
        return bounds.origin.y + bounds.size.height < Float(window.size.height) - 4
    }

    @Test func aToastIsAnAdwToastWhoseUndoRunsOnce() async throws {
        try await RendererFixture.run(renderer: RendererToolkit.adwaita.makeRenderer) { fixture in
            var log: [String] = []
            let toast = Toast("You left <b>the game</b> & more", actionTitle: "Undo") { log.append("undo") }
                .onDismissal { log.append("\($0)") }
            fixture.router.showToast(toast)
            let bubble = try #require(fixture.renderer.presentedToastBubble)
            #expect(typeName(of: bubble) == "AdwToastWidget")
            #expect(bubble.parent.map(typeName) == "AdwToastOverlay")
            #expect(await GtkTestHost.runUntil { bubble.isMapped })
            // Markup in the app's text is shown, not parsed.
            #expect(WidgetQueries.labelTexts(in: bubble) == ["You left <b>the game</b> & more", "Undo"])
            #expect(WidgetQueries.buttons(in: bubble).map(\.title) == ["Undo", "Close"])
            #expect(fixture.renderer.toastCloseButton?.accessibleLabel == "Close")
            // libadwaita slides the toast up: shoot once it is all inside the window.
            #expect(await GtkTestHost.runUntil(timeout: .seconds(5)) { isInside(bubble, fixture.window) })
            try await fixture.renderer.screenshot(to: "/tmp/clew-adwaita-toast.png")

            try fixture.renderer.tapToastAction()
            #expect(log == ["undo", "by the user"])
            #expect(fixture.renderer.presentedToastBubble == nil)
            // libadwaita dismisses the toast again once idle after its button: nothing more happens.
            GtkTestHost.drainPending()
            #expect(log == ["undo", "by the user"])
            let summary = RenderedContent.toast(title: "You left <b>the game</b> & more", action: "Undo")
            #expect(
                fixture.renderer.events.suffix(3) == [
                    .presented(summary, .toast), .chose("Undo", in: summary), .dismissed(summary),
                ])
        }
    }

    @Test func theTimeoutAndTheCloseButtonReportTheirReasonsAndTheNextToastFollows() async throws {
        try await RendererFixture.run(renderer: RendererToolkit.adwaita.makeRenderer) { fixture in
            var reasons: [String: DismissalReason] = [:]
            fixture.router.showToast(Toast("Saved", timeout: .milliseconds(100)).onDismissal { reasons["Saved"] = $0 })
            fixture.router.showToast(Toast("Synced", timeout: nil).onDismissal { reasons["Synced"] = $0 })
            #expect(await GtkTestHost.runUntil(timeout: .seconds(5)) { reasons["Saved"] == .timedOut })
            let next = try #require(fixture.renderer.presentedToastBubble)
            #expect(WidgetQueries.labelTexts(in: next).first == "Synced")
            try fixture.renderer.closeToast()
            #expect(reasons["Synced"] == .user)
            #expect(fixture.renderer.presentedToastBubble == nil)
            #expect(
                fixture.renderer.events.suffix(4) == [
                    .presented(.toast(title: "Saved", action: nil), .toast),
                    .dismissed(.toast(title: "Saved", action: nil)),
                    .presented(.toast(title: "Synced", action: nil), .toast),
                    .dismissed(.toast(title: "Synced", action: nil)),
                ])
        }
    }

    @Test func theAppDismissesAToastAndTheOverlayTakesNoClicksWithoutOne() async throws {
        try await RendererFixture.run(renderer: RendererToolkit.adwaita.makeRenderer) { fixture in
            let toast = Toast("Saved", timeout: nil)
            fixture.router.showToast(toast)
            let bubble = try #require(fixture.renderer.presentedToastBubble)
            let toastOverlay = try #require(bubble.parent)
            fixture.router.dismissToast(toast)
            #expect(fixture.renderer.presentedToastBubble == nil)
            // Once its hide animation is over, the overlay is empty and as small as nothing.
            #expect(await GtkTestHost.runUntil(timeout: .seconds(5)) { toastOverlay.size.height == 0 })
            #expect(
                gtk_widget_pick(
                    fixture.window.gtkWidget, 640, Double(fixture.window.size.height - 10), GTK_PICK_DEFAULT
                )
                .map { gtk_widget_is_ancestor($0, toastOverlay.gtkWidget) == 0 && $0 != toastOverlay.gtkWidget }
                    ?? true)
        }
    }
}
