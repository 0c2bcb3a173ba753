import Clew
import ClewTesting
import Testing

/// The reproductions of issue 33: handlers and observers that navigate, run in the middle of the
/// operation that called them. Each request from a handler or observer must take a turn of its own,
/// checked against the state as it is then.
@MainActor
@Suite("Handlers and observers that navigate")
struct HandlerNavigationRegressionTests {
    let renderer: RecordingRenderer
    let router: Router
    let home: TestScreen
    /// Every lifecycle event, as “title event”.
    let events: EventList

    @MainActor
    final class EventList {
        var lines: [String] = []
        func of(_ title: String) -> [String] {
            lines.filter { $0.hasPrefix("\(title) ") }.map { String($0.dropFirst(title.count + 1)) }
        }
    }

    init() {
        (renderer, router, home) = homeStack()
        let events = EventList()
        self.events = events
        router.observeLifecycle { event, view in
            events.lines.append("\((view as? any Screen)?.title ?? "\(view.content.summary)") \(event)")
        }
    }

    @Test func aPopWhoseHandlerPushesTellsTheRevealedScreenInOrder() {
        let router = self.router
        let next = TestScreen("X")
        router.navigate(
            to: TestScreenBuilder().pushRoute(isAnimated: false).onDismissal { _ in
                router.navigate(to: ScreenBuilder(next).pushRoute(isAnimated: false))
            }, with: "A")
        router.navigate(to: Router.popRoute(isAnimated: false))
        #expect(router.navigationStack.map(\.title) == ["Home", "X"])
        #expect(
            events.of("Home") == ["disappeared", "reappeared", "disappeared"], "Home is covered by X at the end")
        #expect(events.of("X") == ["appeared"])
    }

    @Test func aSetStackWhosePoppedScreensHandlerPushesTheSameScreenShowsItOnce() {
        let router = self.router
        let c = TestScreen("C")
        var handlersPush: NavigationResult?
        router.navigate(
            to: TestScreenBuilder().pushRoute(isAnimated: false).onDismissal { _ in
                router.navigate(to: ScreenBuilder(c).pushRoute(isAnimated: false)) { handlersPush = $0 }
            }, with: "B")
        let ticket = router.setStack([home, c], animated: false)
        #expect(ticket.finishedResult == .success(.stackSet(popped: 1, pushed: 1, dismissed: 0)))
        #expect(router.navigationStack.map(\.title) == ["Home", "C"])
        #expect(renderer.screens.map(\.title) == ["Home", "C"])
        #expect(events.of("C") == ["appeared"])
        #expect(
            handlersPush == .failure(.alreadyShown(c.content.summary)), "checked against the stack as it is then")
    }

    @Test func aReShownViewHasItsOwnDismissalHandler() {
        let router = self.router
        let sheet = TestScreen("P")
        var first: [DismissalReason] = []
        var second: [DismissalReason] = []
        var reShown = false
        router.observeLifecycle { event, view in
            guard event == .removed, view === sheet, !reShown else { return }
            reShown = true
            router.navigate(to: ScreenBuilder(sheet).presentRoute(isAnimated: false).onDismissal { second.append($0) })
        }
        router.navigate(to: ScreenBuilder(sheet).presentRoute(isAnimated: false).onDismissal { first.append($0) })
        router.navigate(to: Router.dismissRoute(isAnimated: false))
        #expect(first == [.app])
        #expect(second.isEmpty, "the re-shown sheet is on screen")
        #expect(router.presentedView === sheet)
        router.navigate(to: Router.dismissRoute(isAnimated: false))
        #expect(first == [.app])
        #expect(second == [.app])
    }

    @Test func aPushWhoseCoveredScreensObserverPopsEndsWithThePushedScreenRemoved() {
        let router = self.router
        let home = self.home
        var popped = false
        router.observeLifecycle { event, view in
            guard event == .disappeared, view === home, !popped else { return }
            popped = true
            router.navigate(to: Router.popRoute(isAnimated: false))
        }
        router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "X")
        #expect(router.navigationStack.map(\.title) == ["Home"])
        #expect(events.of("X") == ["appeared", "removed"])
        #expect(events.of("Home") == ["disappeared", "reappeared"])
    }

    @Test func aReplaceWhoseRemovedScreensHandlerPresentsTheNewScreenDoesNotStackAndPresentIt() {
        let router = self.router
        let replacement = TestScreen("N")
        var handlersPresent: NavigationResult?
        router.navigate(
            to: TestScreenBuilder().pushRoute(isAnimated: false).onDismissal { _ in
                router.navigate(to: ScreenBuilder(replacement).presentRoute(isAnimated: false)) { handlersPresent = $0 }
            }, with: "B")
        router.navigate(
            to: ScreenBuilder(replacement).replaceRoute(.custom { $0.title == "Home" }, isAnimated: false))
        #expect(router.navigationStack.map(\.title) == ["Home", "N"])
        #expect(router.presentedView == nil)
        #expect(handlersPresent == .failure(.alreadyShown(replacement.content.summary)))
    }
}
