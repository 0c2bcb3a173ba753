import CGtk
import Clew
import ClewDemoScenarios
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// Push, pop, pop to root and replace on a GtkStack, with the header bar's back button.
@Suite @MainActor
struct Navigation {
    @Test func pushShowsTheBackButtonAndPopHidesIt() async throws {
        try await RendererFixture.run { fixture in
            #expect(!fixture.renderer.backButton.isVisible)
            #expect(fixture.renderer.titleText == "Game")

            fixture.router.navigate(to: TitledScreenBuilder().pushRoute(), with: "Profile")
            #expect(fixture.renderer.backButton.isVisible)
            #expect(fixture.renderer.titleText == "Profile")
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
                let result = await fixture.router.navigate(to: TitledScreenBuilder().pushRoute(), with: title).outcome
                await fixture.router.waitUntilSettled()
                #expect(result == .success(.pushed))
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
            #expect(fixture.renderer.titleText == "Welcome")
            #expect(fixture.renderer.backButton.isVisible)
            #expect(
                await GtkTestHost.runUntil {
                    WidgetQueries.children(ofStack: fixture.renderer.stack.gtkWidget) == 2
                })
        }
    }
}

/// The router's one queue and updating routes on a real GtkStack.
@Suite @MainActor
struct NavigationQueueOnGtk {
    /// A page that shows whichever name it was last given.
    final class NamePage: GtkScreen, ContextUpdatable {
        private(set) var name: String
        init(_ name: String) { self.name = name }
        var title: String { "Name" }
        func update(with name: String) { self.name = name }
        func makeWidget() -> Widget { Label(name) }
    }

    struct NamePageBuilder: ViewBuilder {
        func build(with name: String) -> NamePage { NamePage(name) }
    }

    @Test func pushesAskedForAtOnceSlideInOneAfterTheOther() async throws {
        try await RendererFixture.run { fixture in
            var completed: [String] = []
            for title in ["A", "B", "C"] {
                fixture.router.navigate(to: TitledScreenBuilder().pushRoute(), with: title) { _ in
                    completed.append(title)
                }
            }
            #expect(fixture.renderer.isTransitioning, "A slides in")
            #expect(fixture.router.navigationStack.map(\.title) == ["Game", "A"], "B and C wait for it")
            #expect(fixture.router.scheduledNavigationCount == 2)
            // Each slide ends before the next starts: the stack never shows two moving at once.
            var sawBWhileSliding = false
            await GtkTestHost.runUntil {
                if fixture.router.navigationStack.count == 3, fixture.renderer.isTransitioning {
                    sawBWhileSliding = true
                }
                return fixture.router.isSettled
            }
            #expect(sawBWhileSliding)
            #expect(completed == ["A", "B", "C"])
            #expect(fixture.renderer.events.suffix(3) == [.pushed("A"), .pushed("B"), .pushed("C")])
            #expect(fixture.renderer.titleText == "C")
        }
    }

    @Test func goingBackGivesFocusBackToTheControlThatHadIt() async throws {
        try await RendererFixture.run { fixture in
            let window = fixture.window.pointer(as: GtkWindow.self)
            #expect(fixture.anchorButton.grabFocus())
            _ = await fixture.router.navigate(to: TitledScreenBuilder().pushRoute(), with: "Details").outcome
            await fixture.router.waitUntilSettled()
            #expect(gtk_window_get_focus(window) != fixture.anchorButton.gtkWidget, "the page covering it took focus")
            try fixture.renderer.tapBack()
            await fixture.router.waitUntilSettled()
            #expect(gtk_window_get_focus(window) == fixture.anchorButton.gtkWidget)
        }
    }

    @Test func anUpdatingRouteRedrawsThePageInPlace() async throws {
        try await RendererFixture.run { fixture in
            let route = NamePageBuilder().pushRoute().asUpdatingRoute()
            #expect(await fixture.router.navigate(to: route, with: "Ada").outcome == .success(.pushed))
            await fixture.router.waitUntilSettled()
            let before = try #require(fixture.renderer.visiblePage)
            #expect(fixture.renderer.visiblePageTexts == ["Ada"])
            #expect(await fixture.router.navigate(to: route, with: "Grace").outcome == .success(.updated))
            await fixture.router.waitUntilSettled()
            #expect(fixture.renderer.visiblePageTexts == ["Grace"])
            #expect(fixture.renderer.visiblePage !== before, "a new page widget, drawn from the updated screen")
            #expect(
                await GtkTestHost.runUntil { WidgetQueries.children(ofStack: fixture.renderer.stack.gtkWidget) == 2 },
                "Game and one Name page, once the old page has left")
            #expect(fixture.renderer.events.suffix(2) == [.pushed("Name"), .updated("Name")])
        }
    }

    @Test func aChainWaitsForEachSlideAndReportsEveryStep() async throws {
        try await RendererFixture.run { fixture in
            let alert = AlertModel(title: "Welcome")
            alert.actions.append(.init(title: "OK", style: .cancel))
            let chain = TitledScreenBuilder().pushRoute()
                .chained(with: TitledScreenBuilder().pushRoute(), context: "Account")
                .chained(with: AlertBuilder().presentRoute(), context: alert)
            let result = await fixture.router.navigate(to: chain, with: "Settings").outcome
            await fixture.router.waitUntilSettled()
            #expect(result == .success(.chained([.pushed, .pushed, .presented])))
            #expect(fixture.renderer.presentedAlertTitle == "Welcome")
            try fixture.renderer.tap(actionTitled: "OK")
        }
    }
}

/// Root transitions on a real window: the sign-in scenario ends in the app shell.
@Suite @MainActor
struct RootTransitionOnGtk {
    @Test func signingInCrossfadesToTheInboxAloneAndSigningOutBack() async throws {
        try await RendererFixture.run { fixture in
            let host = RecordingScenarioHost(router: fixture.router, difficultyAnchor: fixture.anchorButton)
            Scenarios.named("sign-in")?.start(in: host, openingDetail: true)
            await fixture.router.waitUntilSettled()
            try fixture.renderer.enterText("ada", inFieldAt: 0)
            try fixture.renderer.tap(actionTitled: "Sign In")
            #expect(gtk_stack_get_transition_type(fixture.renderer.stack.opaque) == GTK_STACK_TRANSITION_TYPE_CROSSFADE)
            #expect(await fixture.renderer.waitUntilSettled())
            #expect(fixture.router.navigationStack.map(\.title) == ["Inbox"])
            #expect(WidgetQueries.children(ofStack: fixture.renderer.stack.gtkWidget) == 1, "the old pages left")
            #expect(!fixture.renderer.backButton.isVisible)
            #expect(fixture.renderer.titleText == "Inbox")
            try await fixture.renderer.screenshot(to: "/tmp/clew-sign-in-shell.png")

            (fixture.router.navigationStack.last as? StepScreen)?.perform("Sign Out")
            #expect(await fixture.renderer.waitUntilSettled())
            #expect(fixture.router.navigationStack.map(\.title) == ["Game"])
            #expect(fixture.anchorButton.isMapped, "the old root's own widgets are back on screen")
            #expect(host.reports == ["Signed in as ada", "Signed out"])
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

/// A screen's subtitle is the header bar's second line, on both toolkits (libadwaita's is an
/// `AdwWindowTitle`); a screen without one shows the title alone.
@Suite @MainActor
struct HeaderTitles {
    @MainActor final class FolderNote: Screen {
        let title: String
        let subtitle: String?
        init(_ title: String, in folder: String?) {
            self.title = title
            subtitle = folder
        }
    }

    @Test(arguments: RendererToolkit.allCases)
    func aScreensSubtitleIsTheHeadersSecondLine(toolkit: RendererToolkit) async throws {
        try await RendererFixture.run(renderer: toolkit.makeRenderer) { fixture in
            fixture.router.navigate(to: ScreenBuilder(FolderNote("Groceries", in: "Notes ▸ Home")).pushRoute())
            await fixture.router.waitUntilSettled()
            #expect(fixture.renderer.titleText == "Groceries")
            #expect(fixture.renderer.subtitleText == "Notes ▸ Home")
            let header = fixture.renderer.titleWidget
            #expect(fixture.renderer.headerTitleWidget == header.raw)
            #expect(WidgetQueries.labelTexts(in: header) == ["Groceries", "Notes ▸ Home"])
            if toolkit == .adwaita {
                #expect(
                    String(cString: g_type_name_from_instance(UnsafeMutablePointer(OpaquePointer(header.gtkWidget))))
                        == "AdwWindowTitle")
                let bar = fixture.renderer.headerBar
                #expect(
                    String(cString: g_type_name_from_instance(UnsafeMutablePointer(OpaquePointer(bar.gtkWidget))))
                        == "AdwHeaderBar")
            }
            try await fixture.renderer.screenshot(to: "/tmp/clew-subtitle-\(toolkit).png")

            fixture.router.navigate(to: ScreenBuilder(FolderNote("Settings", in: nil)).pushRoute())
            await fixture.router.waitUntilSettled()
            #expect(fixture.renderer.titleText == "Settings")
            #expect(fixture.renderer.subtitleText == nil)
            #expect(WidgetQueries.labelTexts(in: header) == ["Settings"])
        }
    }
}
