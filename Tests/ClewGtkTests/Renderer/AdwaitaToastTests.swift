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

    /// libadwaita 1.2 crashed when a toast's slide-out ended before its slide-in, and when a
    /// window closed mid-slide with one overlay replacing toasts; each toast has its own overlay.
    @Test func toastsReplacedQuicklyAndAWindowClosedMidSlideAreSafe() async throws {
        try await RendererFixture.run(renderer: RendererToolkit.adwaita.makeRenderer) { fixture in
            for index in 0..<6 {
                let toast = Toast("Toast \(index)", actionTitle: "Undo", timeout: nil) {}
                fixture.router.showToast(toast)
                GtkTestHost.drainPending()
                if index % 2 == 0 { fixture.router.dismissToast(toast) }
            }
            _ = await GtkTestHost.runUntil(timeout: .milliseconds(120)) { false }
            #expect(fixture.renderer.presentedToastBubble != nil)
            // The fixture closes the window now, with toasts still sliding.
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
            // The toast is an alert to assistive technology while it is up, and gone after.
            let announcer = try #require(toastOverlay.parent)
            #expect(gtk_accessible_get_accessible_role(OpaquePointer(announcer.gtkWidget)) == GTK_ACCESSIBLE_ROLE_ALERT)
            // Once it has slid out, nothing of it is left to take clicks.
            #expect(await GtkTestHost.runUntil(timeout: .seconds(5)) { announcer.parent == nil })
            #expect(
                gtk_widget_pick(
                    fixture.window.gtkWidget, 640, Double(fixture.window.size.height - 10), GTK_PICK_DEFAULT
                )
                .map { gtk_widget_is_ancestor($0, toastOverlay.gtkWidget) == 0 && $0 != toastOverlay.gtkWidget }
                    ?? true)
        }
    }
}

/// A toast never takes keyboard focus from the page (the keyboard drive of the a11y audit: after
/// an alert's action pops to home and shows a toast, focus is back on the row that opened it).
@Suite @MainActor
struct ToastFocus {
    @Test(arguments: RendererToolkit.allCases)
    func focusStaysOnThePageWhenAnAlertsActionShowsAToast(toolkit: RendererToolkit) async throws {
        try await RendererFixture.run(renderer: toolkit.makeRenderer) { fixture in
            #expect(fixture.anchorButton.grabFocus())
            fixture.router.navigate(to: ScreenBuilder(TitledScreen("Level 3")).pushRoute(isAnimated: false))
            await fixture.router.waitUntilSettled()
            let alert = AlertModel(title: "Leave?")
            alert.actions.append(.init(title: "No", style: .cancel))
            alert.actions.append(
                .init(title: "Leave", style: .destructive) { [unowned router = fixture.router] _ in
                    router.navigate(to: router.popToRootRoute())
                    router.showToast(Toast("You left the game", actionTitle: "Undo", timeout: nil) {})
                })
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            try fixture.renderer.tap(actionTitled: "Leave")
            await fixture.router.waitUntilSettled()
            _ = await GtkTestHost.runUntil(timeout: .milliseconds(500)) { false }
            let focus = gtk_window_get_focus(fixture.window.pointer(as: GtkWindow.self))
            let focusName = focus.map {
                String(cString: g_type_name_from_instance(UnsafeMutablePointer(OpaquePointer($0))))
            }
            #expect(focus == fixture.anchorButton.gtkWidget, "focus is on \(focusName ?? "nothing")")
        }
    }
}
