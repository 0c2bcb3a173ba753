import Clew
import ClewTesting
import Testing

/// A split view: a sidebar beside the content pane's stack; details replace the content; a narrow
/// window shows one pane at a time and the router finds the visible view through it.
@MainActor
@Suite("Split view")
struct SplitViewTests {
    let renderer = RecordingRenderer()
    let router: Router
    let list = TestScreen("Notes")
    let welcome = TestScreen("Welcome")

    init() {
        router = Router(renderer: renderer)
        router.onNavigationFailure = { _ in }
    }

    @Test func aDetailReplacesTheContentAndPushesGoOnTopOfIt() throws {
        #expect(router.setSplitView(sidebar: list, content: welcome).finishedResult == .success(.splitViewSet))
        #expect(router.sidebar === list)
        #expect(
            router.navigate(to: TestScreenBuilder().showDetailRoute(), with: "Groceries").finishedResult
                == .success(.detailShown))
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Edit")
        #expect(router.navigationStack.map(\.title) == ["Groceries", "Edit"])
        #expect(
            router.navigate(to: TestScreenBuilder().showDetailRoute(), with: "Ideas").finishedResult
                == .success(.detailShown))
        #expect(router.navigationStack.map(\.title) == ["Ideas"])
        #expect(
            renderer.events == [
                .sidebarSet("Notes"), .pushed("Welcome"), .replaced("Welcome", with: "Groceries"), .pushed("Edit"),
                .popped("Edit"), .replaced("Groceries", with: "Ideas"),
            ])
    }

    @Test func aNarrowWindowShowsOnePaneAndBackReturnsToTheSidebar() throws {
        renderer.isCollapsed = true
        router.setSplitView(sidebar: list, content: welcome)
        #expect(router.visibleView === list, "narrow, the sidebar is what the user sees")
        #expect(!renderer.isBackButtonVisible)

        router.navigate(to: TestScreenBuilder().showDetailRoute(), with: "Groceries")
        #expect(router.visibleView?.content.summary == .screen(title: "Groceries"))
        #expect(renderer.isBackButtonVisible)
        try renderer.tapBack()
        #expect(router.visibleView === list)
        #expect(router.navigationStack.map(\.title) == ["Groceries"], "going back to the sidebar is not a pop")
    }

    @Test func aDetailWithoutASplitViewOrASplitTooLateAreTypedErrors() {
        #expect(
            router.navigate(to: TestScreenBuilder().showDetailRoute(), with: "Groceries").finishedResult
                == .failure(
                    .invalidSplitView("The window has no split view to show a detail in; call setSplitView first.")))
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home")
        #expect(
            router.setSplitView(sidebar: list, content: welcome).finishedResult
                == .failure(.invalidSplitView("The window already shows screens; split it before pushing any.")))
        #expect(router.sidebar == nil)
    }
}
