import CGtk
import CGtkShim
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// What a screen-reader or keyboard-only user meets on GTK: alerts read back from their widgets
/// equal the model's accessibility, mnemonics, disabled actions, toasts, and focus that comes back.
@Suite @MainActor
struct AccessibilityOnGtk {
    func signIn(style: AlertStyle = .alert, _ chosen: @escaping @MainActor (String?) -> Void = { _ in })
        -> (AlertModel, AlertActionModel)
    {
        let alert = AlertModel(title: "Sign in", message: "Use your account at example.org", style: style)
        alert.accessibleDescription = "Two fields: name and password"
        alert.actions.append(.init(title: "Cancel", style: .cancel, identifier: "cancel") { chosen($0.identifier) })
        alert.actions.append(.init(title: "Delete_all", style: .destructive, identifier: "delete"))
        let signIn = AlertActionModel(title: "Sign In", identifier: "sign-in") { chosen($0.identifier) }
        signIn.isPreferredAction = true
        signIn.isEnabled = false
        alert.actions.append(signIn)
        return (alert, signIn)
    }

    enum Place: CaseIterable, Sendable { case dialog, sheet, popover }

    /// The parity of what assistive technology hears: GTK's widgets (and libadwaita's message
    /// dialog), read back, say what the model says.
    @Test(arguments: Place.allCases, RendererToolkit.allCases)
    func theAlertsWidgetsSayWhatTheModelSays(place: Place, toolkit: RendererToolkit) async throws {
        try await RendererFixture.run(renderer: toolkit.makeRenderer) { fixture in
            // An action sheet with no source is a sheet at the bottom of the window.
            let (alert, signIn) = signIn(style: place == .sheet ? .actionSheet : .alert)
            let route =
                place == .popover
                ? AlertBuilder().popoverRoute(from: fixture.anchorButton) : AlertBuilder().presentRoute()
            fixture.router.navigate(to: route, with: alert)
            let shown = try #require(fixture.renderer.presentedAlertAccessibility)
            #expect(shown == alert.accessibility)
            #expect(shown.actions.map(\.mnemonicLabel) == ["_Cancel", "_Delete__all", "_Sign In"])
            #expect(shown.actions.map(\.identifier) == ["cancel", "delete", "sign-in"])
            #expect(shown.actions.map(\.isEnabled) == [true, true, false])

            // A change while it is up reaches the button.
            signIn.isEnabled = true
            #expect(fixture.renderer.presentedAlertAccessibility?.actions[2].isEnabled == true)
            #expect(fixture.renderer.presentedAlertAccessibility == alert.accessibility)
            fixture.router.navigate(to: Router.dismissRoute())
            await fixture.router.waitUntilSettled()
        }
    }

    @Test func aMnemonicChoosesItsActionAndADisabledOneCannotBeClicked() async throws {
        try await RendererFixture.run { fixture in
            var chosen: [String?] = []
            let (alert, signIn) = signIn { chosen.append($0) }
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            let dialog = try #require(fixture.renderer.presentedWindows.last)
            let button = try #require(WidgetQueries.button("Sign In", in: dialog))
            #expect(!button.isSensitive)
            #expect(dialog.accessibleDescription == "Two fields: name and password")

            signIn.isEnabled = true
            #expect(button.isSensitive)
            try fixture.renderer.pressMnemonic("s")
            // GTK shows the button pressed for a moment before it clicks.
            #expect(await GtkTestHost.runUntil { !chosen.isEmpty })
            #expect(chosen == ["sign-in"])
            #expect(fixture.renderer.presentedWindows.isEmpty)
        }
    }

    @Test func aToastSitsAtTheBottomAndItsUndoRunsOnce() async throws {
        try await RendererFixture.run { fixture in
            var log: [String] = []
            let toast = Toast("You left the game", actionTitle: "Undo") { log.append("undo") }
                .onDismissal { log.append("\($0)") }
            fixture.router.showToast(toast)
            let bubble = try #require(fixture.renderer.presentedToastBubble)
            #expect(bubble.hasCSSClass("clew-toast"))
            #expect(gtk_widget_get_valign(bubble.gtkWidget) == GTK_ALIGN_END)
            #expect(gtk_accessible_get_accessible_role(OpaquePointer(bubble.gtkWidget)) == GTK_ACCESSIBLE_ROLE_ALERT)
            #expect(WidgetQueries.labelTexts(in: bubble) == ["You left the game", "Undo"])
            #expect(WidgetQueries.buttons(in: bubble).map(\.title) == ["Undo", "Close"])
            #expect(await GtkTestHost.runUntil { bubble.isMapped })

            try fixture.renderer.tap(actionTitled: "Undo")
            #expect(log == ["undo", "by the user"])
            #expect(fixture.renderer.presentedToastBubble == nil)
            #expect(bubble.parent == nil)
        }
    }

    @Test func aToastLeavesWhenItsTimeIsUpAndTheNextOneShows() async throws {
        try await RendererFixture.run { fixture in
            var reasons: [DismissalReason] = []
            fixture.router.showToast(Toast("Saved", timeout: .milliseconds(100)).onDismissal { reasons.append($0) })
            fixture.router.showToast(Toast("Synced", timeout: nil))
            #expect(await GtkTestHost.runUntil(timeout: .seconds(5)) { reasons == [.timedOut] })
            let next = try #require(fixture.renderer.presentedToastBubble)
            #expect(WidgetQueries.labelTexts(in: next).first == "Synced")
            try fixture.renderer.closeToast()
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

    @Test func aTimeoutOfAgesWaitsGLibsLongestInsteadOfTrapping() async throws {
        try await RendererFixture.run { fixture in
            let toast = Toast("Saved", timeout: .seconds(Int64.max))
            fixture.router.showToast(toast)
            #expect(fixture.renderer.presentedToastBubble != nil)
            fixture.router.dismissToast(toast)
            #expect(fixture.renderer.presentedToastBubble == nil)
        }
    }

    /// Focus goes back to the control that opened a dialog, sheet or popover when it closes.
    @Test(arguments: Place.allCases)
    func focusReturnsToTheOpenerWhenItCloses(place: Place) async throws {
        try await RendererFixture.run { fixture in
            let opener = fixture.anchorButton
            #expect(opener.grabFocus())
            let picker = PickerConfiguration(title: "Difficulty", options: ["Easy", "Hard"], selectedIndex: 0) { _ in }
            let sheet = AlertModel(title: "Difficulty", style: .actionSheet)
            sheet.actions = [.init(title: "Easy"), .init(title: "Hard")]
            switch place {
            case .dialog: fixture.router.navigate(to: PickerBuilder().presentRoute(), with: picker)
            case .sheet: fixture.router.navigate(to: AlertBuilder().presentRoute(), with: sheet)
            case .popover: fixture.router.navigate(to: PickerBuilder().popoverRoute(from: opener), with: picker)
            }
            #expect(await fixture.renderer.waitUntilSettled())
            if place != .dialog {
                // Focus moved into the sheet or popover (a dialog has its own window).
                #expect(!gtk_widget_has_focus(opener.gtkWidget).isTrue)
            }
            try fixture.renderer.tap(actionTitled: "Hard")
            #expect(await fixture.renderer.waitUntilSettled())
            let focus = gtk_window_get_focus(fixture.window.pointer(as: GtkWindow.self))
            #expect(
                focus == opener.gtkWidget,
                "focus is on \(focus.map { String(cString: gtk_widget_get_name($0)) } ?? "nothing")")
        }
    }

    /// Right to left (LANGUAGE=ar or he): the back button's arrow mirrors (GTK picks the icon's
    /// `-rtl` variant) and a popover that points sideways opens on the mirrored side: GTK flips
    /// `GTK_POS_LEFT`/`RIGHT` for right-to-left widgets, so the renderer's mapping must not.
    @Test(arguments: [Appearance.LayoutDirection.leftToRight, .rightToLeft])
    func sidewaysPopoversMirrorRightToLeft(direction: Appearance.LayoutDirection) async throws {
        try await RendererFixture.run { fixture in
            Appearance.layoutDirection = direction
            defer { Appearance.layoutDirection = .leftToRight }
            // The fixture's widgets were made before: they take the direction only when told.
            for widget in [fixture.window] + fixture.window.descendants {
                gtk_widget_set_direction(widget.gtkWidget, GTK_TEXT_DIR_NONE)
            }
            let picker = PickerConfiguration(title: "Difficulty", options: ["Easy", "Hard"], selectedIndex: 0) { _ in }
            fixture.router.navigate(
                to: PickerBuilder().popoverRoute(from: fixture.anchorButton, permittedArrowDirections: .left),
                with: picker)
            let popover = try #require(fixture.renderer.presentedPopovers.last)
            #expect(await GtkTestHost.runUntil { popover.isMapped && popover.size.width > 0 })
            var anchorBounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(fixture.anchorButton.gtkWidget, fixture.window.gtkWidget, &anchorBounds)
            let anchorCenter = Int(anchorBounds.origin.x + anchorBounds.size.width / 2)
            // Where GDK placed the popover's own surface, relative to the window's.
            let surface = try #require(gtk_native_get_surface(OpaquePointer(popover.gtkWidget)))
            let popoverCenter = Int(gdk_popup_get_position_x(surface)) + Int(gdk_surface_get_width(surface)) / 2
            // `.left`: the arrow points left, at the anchor, so the popover is right of it, left to
            // right; right to left, everything mirrors.
            if direction == .leftToRight {
                #expect(popoverCenter > anchorCenter)
            } else {
                #expect(popoverCenter < anchorCenter)
            }
            fixture.router.navigate(to: Router.dismissRoute())
            await fixture.router.waitUntilSettled()

            // The back button sits at the start of the header bar: the right, right to left.
            _ = await fixture.router.navigate(to: TitledScreenBuilder().pushRoute(), with: "Level 3").outcome
            await fixture.router.waitUntilSettled()
            var back = graphene_rect_t()
            _ = gtk_widget_compute_bounds(fixture.renderer.backButton.gtkWidget, fixture.window.gtkWidget, &back)
            let isOnTheRight = back.origin.x > Float(fixture.window.size.width) / 2
            #expect(isOnTheRight == (direction == .rightToLeft))
        }
    }
}

extension gboolean {
    var isTrue: Bool { self != 0 }
}

/// The light and the dark style: the window, an alert dialog and a toast stay legible (their text
/// stands out from their background by WCAG's 4.5:1 at least), and the dark style is dark, on
/// both toolkits. Screenshots: /tmp/clew-style-{gtk,adwaita}-{light,dark}.png.
@Suite @MainActor
struct StylesOnGtk {
    @Test(arguments: [false, true], RendererToolkit.allCases)
    func theWindowTheAlertAndTheToastAreLegible(dark: Bool, toolkit: RendererToolkit) async throws {
        try await RendererFixture.run(renderer: toolkit.makeRenderer) { fixture in
            Appearance.colorScheme = dark ? .dark : .light
            defer { Appearance.colorScheme = .followSystem }
            #expect(Appearance.isDark == dark)
            let alert = AlertModel(
                title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
            alert.actions = [.init(title: "No", style: .cancel), .init(title: "Leave", style: .destructive)]
            fixture.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            fixture.router.showToast(Toast("You left the game", actionTitle: "Undo", timeout: nil) {})
            let path = "/tmp/clew-style-\(toolkit)-\(dark ? "dark" : "light").png"
            try await fixture.renderer.screenshot(to: path)

            let page = TexturePixels(try WidgetSnapshot.render(fixture.window))
            let dialog = TexturePixels(try WidgetSnapshot.render(try #require(fixture.renderer.presentedWindows.last)))
            let toast = TexturePixels(try WidgetSnapshot.render(try #require(fixture.renderer.presentedToastBubble)))
            print(
                "\(path): window background \(page.backgroundLuminance), dialog \(dialog.backgroundLuminance) "
                    + "contrast \(dialog.strongestContrast), toast contrast \(toast.strongestContrast)")
            if dark {
                #expect(page.backgroundLuminance < 0.1)
                #expect(dialog.backgroundLuminance < 0.1)
            } else {
                #expect(page.backgroundLuminance > 0.7)
                #expect(dialog.backgroundLuminance > 0.7)
            }
            #expect(dialog.strongestContrast >= 4.5)
            #expect(toast.strongestContrast >= 4.5)
            fixture.router.navigate(to: Router.dismissRoute())
            if let toast = fixture.router.presentedToast { fixture.router.dismissToast(toast) }
            await fixture.router.waitUntilSettled()
        }
    }
}
