import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// Push, pop, pop to root and replace on a GtkStack, with the header bar's back button.
@Suite @MainActor
struct Navigation {
    @Test func pushShowsTheBackButtonAndPopHidesIt() async throws {
        try await RendererFixture.run { fixture in
            #expect(!fixture.renderer.backButton.isVisible)
            #expect(String(cString: gtk_label_get_text(fixture.renderer.titleLabel.opaque)) == "Game")

            fixture.router.navigate(to: TitledScreenBuilder().pushRoute(), with: "Profile")
            #expect(fixture.renderer.backButton.isVisible)
            #expect(String(cString: gtk_label_get_text(fixture.renderer.titleLabel.opaque)) == "Profile")
            let page = try #require(fixture.renderer.visiblePage)
            #expect(gtk_stack_get_visible_child(fixture.renderer.stack.opaque) == page.gtkWidget)
            #expect(WidgetQueries.labelTexts(in: page.gtkWidget) == ["Profile"])
            #expect(
                gtk_stack_get_transition_type(fixture.renderer.stack.opaque) == GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
            )

            // The back button is a real button: clicking it pops through the router.
            // The pop waits for the push's slide to end: one change on screen at a time.
            try fixture.renderer.tapBack()
            #expect(fixture.router.scheduledNavigationCount == 1)
            await fixture.router.waitUntilSettled()
            #expect(fixture.router.navigationStack.map(\.title) == ["Game"])
            #expect(!fixture.renderer.backButton.isVisible)
            #expect(
                gtk_stack_get_transition_type(fixture.renderer.stack.opaque)
                    == GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT)
            // The popped page leaves the stack once its slide is over.
            #expect(await GtkTestHost.runUntil { gtk_widget_get_parent(page.gtkWidget) == nil })
        }
    }

    @Test func popToRootAndReplace() async throws {
        try await RendererFixture.run { fixture in
            for title in ["A", "B", "C"] {
                #expect(
                    await fixture.router.navigateAndWait(to: TitledScreenBuilder().pushRoute(), with: title)
                        == .success(.pushed))
                #expect(!fixture.renderer.isTransitioning, "returns when the slide has ended")
            }
            fixture.router.navigate(to: fixture.router.popToRootRoute())
            #expect(!fixture.renderer.backButton.isVisible)
            #expect(
                await GtkTestHost.runUntil {
                    WidgetQueries.children(ofStack: fixture.renderer.stack.gtkWidget) == 1
                })
            fixture.router.navigate(to: TitledScreenBuilder().pushRoute(), with: "Sign in")
            fixture.router.navigate(to: TitledScreenBuilder().replaceRoute(), with: "Welcome")
            await fixture.router.waitUntilSettled()
            #expect(String(cString: gtk_label_get_text(fixture.renderer.titleLabel.opaque)) == "Welcome")
            #expect(fixture.renderer.backButton.isVisible)
            #expect(
                await GtkTestHost.runUntil {
                    WidgetQueries.children(ofStack: fixture.renderer.stack.gtkWidget) == 2
                })
        }
    }
}

extension WidgetQueries {
    static func children(ofStack stack: UnsafeMutablePointer<GtkWidget>) -> Int {
        var count = 0
        var child = gtk_widget_get_first_child(stack)
        while let current = child {
            count += 1
            child = gtk_widget_get_next_sibling(current)
        }
        return count
    }
}
