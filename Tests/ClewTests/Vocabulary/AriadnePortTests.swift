import Clew
import ClewTesting
import Testing

/// Ariadne's own test suite (`Tests/AriadneTests.swift`), test by test, in Clew's terms: a
/// `RecordingRenderer` stands in for `UIWindow`. Ported: every test whose feature Clew has.
/// Not ported: `testTabBarIsBuildable` and `testSplitViewIsBuildable` (tabs and split views are
/// issue 9).
@MainActor
@Suite("Ariadne's tests, ported")
struct AriadnePortTests {
    final class FooScreen: Screen {
        var title = "Foo"
    }

    final class BarScreen: Screen {
        var title = "Bar"
    }

    /// Ariadne's `XibBuildingFactory`: builds a new screen of type `S` from nothing.
    struct Factory<S: Screen>: ViewBuilder {
        let make: @MainActor () -> S
        func build(with context: Void) -> S { make() }
    }

    /// Ariadne's `IntViewController`: remembers whether it was created or updated.
    final class IntScreen: ContextUpdatable {
        private(set) var value: Int
        private(set) var wasUpdated = false
        init(value: Int) { self.value = value }
        var title: String { "Int \(value)" }
        func update(with context: Int) {
            value = context
            wasUpdated = true
        }
    }

    struct IntFactory: ViewBuilder {
        func build(with context: Int) -> IntScreen { IntScreen(value: context) }
    }

    let renderer = RecordingRenderer()
    let router: Router
    let foo = Factory { FooScreen() }

    init() {
        router = Router(renderer: renderer)
    }

    @Test func pushTransition() {
        router.navigate(to: foo.pushRoute())
        #expect(router.navigationStack.count == 1)
    }

    @Test func popTransition() {
        router.setStack([FooScreen(), FooScreen()], animated: false)
        var completed: NavigationResult?
        router.navigate(to: Router.popRoute(isAnimated: false)) { completed = $0 }
        #expect(completed == .success(.popped(count: 1)))
        #expect(router.navigationStack.count == 1)
    }

    @Test func rootViewTransition() {
        router.navigate(to: Factory { BarScreen() }.pushRoute())
        router.navigate(to: foo.rootRoute(isAnimated: false))
        #expect(router.navigationStack.count == 1)
        #expect(router.navigationStack.first is FooScreen)
    }

    @Test func presentationTransition() {
        router.navigate(to: Factory { BarScreen() }.pushRoute())
        router.navigate(to: foo.presentRoute(isAnimated: false))
        #expect(router.navigationStack.first is BarScreen)
        #expect(router.presentedView is FooScreen)
    }

    @Test func dismissTransition() {
        router.navigate(to: foo.presentRoute(isAnimated: false))
        #expect(router.navigate(to: Router.dismissRoute(isAnimated: false)).finishedResult == .success(.dismissed))
        #expect(router.presentedView == nil)
        #expect(renderer.events == [.presented(.screen(title: "Foo"), .dialog), .dismissed(.screen(title: "Foo"))])
    }

    @Test func navigationControllerEmbedding() {
        // Ariadne embeds built screens in a navigation controller as the window's root; in Clew
        // the window's root is the stack, set in one call.
        let built = [try? foo.build()].compactMap { $0 }
        router.setStack(built, animated: false)
        #expect(router.navigationStack.count == 1)
        #expect(router.navigationStack.first is FooScreen)
    }

    @Test func singleNavigationViewEmbedding() {
        router.navigate(to: foo.rootRoute(isAnimated: false))
        #expect(router.navigationStack.count == 1)
        #expect(router.navigationStack.first is FooScreen)
    }

    @Test func findingAndUpdatingAlreadyPresentedView() throws {
        let route = IntFactory().pushRoute(isAnimated: false).asUpdatingRoute()
        router.navigate(to: route, with: 1)
        let screen = try #require(router.navigationStack.last as? IntScreen)
        #expect(screen.value == 1)
        #expect(!screen.wasUpdated)
        router.navigate(to: route, with: 2)
        #expect(router.navigationStack.last === screen, "updated, not created")
        #expect(screen.value == 2)
        #expect(screen.wasUpdated)
    }

    @Test func viewCanBeConfiguredPriorToKickingOffTransition() {
        router.navigate(to: Factory { BarScreen() }.pushRoute())
        let route = foo.pushRoute()
        route.prepareForShowTransition = { newView, _, oldView in
            newView.title = "Foo configured"
            (oldView as? BarScreen)?.title = "Bar configured"
        }
        router.navigate(to: route)
        #expect(router.navigationStack.map(\.title) == ["Bar configured", "Foo configured"])
        #expect(renderer.events.last == .pushed("Foo configured"))
    }

    @Test func viewCanBeConfiguredPriorToHideTransition() {
        let top = FooScreen()
        router.setStack([FooScreen(), top], animated: false)
        let route = Router.popRoute(isAnimated: false)
        route.prepareForHideTransition = { view, _ in (view as? FooScreen)?.title = "Hidden" }
        #expect(router.navigate(to: route).finishedResult == .success(.popped(count: 1)))
        #expect(top.title == "Hidden")
        #expect(router.navigationStack.count == 1)
    }
}
