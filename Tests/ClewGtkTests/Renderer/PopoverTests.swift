import CGtk
import CGtkShim
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// Popover routes become GtkPopovers parented to the anchor widget.
@Suite @MainActor
struct Popovers {
    func picker(_ chosen: @escaping @MainActor (Int) -> Void) -> PickerConfiguration {
        PickerConfiguration(
            title: "Difficulty", options: ["Easy", "Normal", "Hard"], selectedIndex: 1, onSelect: chosen)
    }

    @Test func aPickerPopoverIsParentedToItsAnchorAndReportsTheChoice() async throws {
        try await RendererFixture.run { fixture in
            var chosen: Int?
            fixture.router.navigate(
                to: PickerBuilder().popoverRoute(from: fixture.anchorButton, permittedArrowDirections: .up),
                with: picker { chosen = $0 })

            let popover = try #require(fixture.topPopover)
            #expect(gtk_widget_get_parent(popover) == fixture.anchorButton.gtkWidget)
            #expect(gtk_popover_get_position(gcast(popover, to: GtkPopover.self)) == GTK_POS_BOTTOM)
            #expect(gtk_popover_get_autohide(gcast(popover, to: GtkPopover.self)) != 0)
            var pointingTo = GdkRectangle()
            #expect(gtk_popover_get_pointing_to(gcast(popover, to: GtkPopover.self), &pointingTo) != 0)
            #expect(pointingTo.width == gtk_widget_get_width(fixture.anchorButton.gtkWidget))
            #expect(await GtkTestHost.runUntil { gtk_widget_get_mapped(popover) != 0 })
            #expect(WidgetQueries.buttons(in: popover).map(\.title) == ["Easy", "Normal", "Hard"])
            let normal = try #require(WidgetQueries.button("Normal", in: popover))
            #expect(WidgetQueries.cssClasses(of: normal).contains("clew-selected"))

            let probe = FinalizeProbe(UnsafeMutableRawPointer(popover))
            WidgetQueries.click(try #require(WidgetQueries.button("Hard", in: popover)))
            #expect(chosen == 2)
            #expect(fixture.topPopover == nil)
            #expect(await GtkTestHost.runUntil { probe.finalized })
            #expect(
                fixture.renderer.events.suffix(3) == [
                    .presented(
                        .picker(title: "Difficulty", options: ["Easy", "Normal", "Hard"]),
                        .popover(anchor: "difficulty", permittedArrowDirections: .up)),
                    .chose("Hard", in: .picker(title: "Difficulty", options: ["Easy", "Normal", "Hard"])),
                    .dismissed(.picker(title: "Difficulty", options: ["Easy", "Normal", "Hard"])),
                ])
        }
    }

    @Test(arguments: [
        (ArrowDirections.up, GTK_POS_BOTTOM), (.down, GTK_POS_TOP), (.left, GTK_POS_RIGHT),
        (.right, GTK_POS_LEFT), (ArrowDirections([.down, .right]), GTK_POS_TOP), (.any, GTK_POS_BOTTOM),
    ])
    func arrowDirectionsChooseThePopoverPosition(directions: ArrowDirections, position: GtkPositionType)
        async throws
    {
        try await RendererFixture.run { fixture in
            fixture.router.navigate(
                to: PickerBuilder().popoverRoute(from: fixture.anchorButton, permittedArrowDirections: directions),
                with: picker { _ in })
            let popover = try #require(fixture.topPopover)
            #expect(gtk_popover_get_position(gcast(popover, to: GtkPopover.self)) == position)
        }
    }

    @Test func closingThePopoverReportsTheDismissalToTheRouter() async throws {
        try await RendererFixture.run { fixture in
            var chosen: Int?
            fixture.router.navigate(
                to: PickerBuilder().popoverRoute(from: fixture.anchorButton), with: picker { chosen = $0 })
            let popover = try #require(fixture.topPopover)
            #expect(await GtkTestHost.runUntil { gtk_widget_get_mapped(popover) != 0 })
            let probe = FinalizeProbe(UnsafeMutableRawPointer(popover))
            // What Escape and a click outside do: GtkPopover pops itself down and emits `closed`.
            gtk_popover_popdown(gcast(popover, to: GtkPopover.self))
            #expect(await GtkTestHost.runUntil { fixture.router.presentedView == nil })
            #expect(chosen == nil)
            #expect(fixture.topPopover == nil)
            #expect(await GtkTestHost.runUntil { probe.finalized })
        }
    }

    @Test func anAlertInAPopoverListsItsActions() async throws {
        try await RendererFixture.run { fixture in
            var log: [String] = []
            let alert = AlertModel(title: "Restart level?", style: .actionSheet)
            alert.actions.append(.init(title: "Restart", style: .destructive) { _ in log.append("Restart") })
            alert.actions.append(.init(title: "Cancel", style: .cancel) { _ in log.append("Cancel") })
            fixture.router.navigate(
                to: AlertBuilder().popoverRoute(from: fixture.anchorButton, permittedArrowDirections: .down),
                with: alert)
            let popover = try #require(fixture.topPopover)
            #expect(gtk_popover_get_position(gcast(popover, to: GtkPopover.self)) == GTK_POS_TOP)
            let buttons = WidgetQueries.buttons(in: popover)
            #expect(buttons.map(\.title) == ["Restart", "Cancel"])
            #expect(WidgetQueries.cssClasses(of: buttons[0].button).contains("destructive-action"))
            gtk_popover_popdown(gcast(popover, to: GtkPopover.self))
            #expect(await GtkTestHost.runUntil { log == ["Cancel"] })
        }
    }

    @Test func aHiddenAnchorIsAClearError() async throws {
        try await RendererFixture.run { fixture in
            fixture.anchorButton.isVisible = false
            var result: NavigationResult?
            fixture.router.navigate(
                to: PickerBuilder().popoverRoute(from: fixture.anchorButton), with: picker { _ in }
            ) {
                result = $0
            }
            guard case .failure(.anchorUnavailable("difficulty")) = result else {
                Issue.record("expected anchorUnavailable, got \(String(describing: result))")
                return
            }
            #expect(fixture.topPopover == nil)
        }
    }

    @Test func thousandPopoverRoundTripsReleaseEveryBox() async throws {
        try await RendererFixture.run { fixture in
            let before = SignalHandlerBox.liveCount
            for _ in 0..<1000 {
                // Each waits for the last one to finish closing (the router's turn).
                _ = await fixture.router.navigate(
                    to: PickerBuilder().popoverRoute(from: fixture.anchorButton), with: picker { _ in }
                ).outcome
                await fixture.router.waitUntilSettled()
                let popover = try #require(fixture.topPopover)
                // As a person would: the popover is on screen before it is clicked.
                await GtkTestHost.runUntil { gtk_widget_get_mapped(popover) != 0 }
                WidgetQueries.click(try #require(WidgetQueries.button("Easy", in: popover)))
            }
            await GtkTestHost.runUntil(timeout: .seconds(10)) { SignalHandlerBox.liveCount == before }
            print("popover round trips through the router: live boxes \(before) → \(SignalHandlerBox.liveCount)")
            #expect(SignalHandlerBox.liveCount == before)
        }
    }
}
