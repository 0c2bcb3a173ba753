import Clew
import ClewTesting
import Testing

/// A screen that writes down every lifecycle event it hears, and can refuse a renderer.
@MainActor
final class LifecycleScreen: Screen {
    let title: String
    var heard: [ViewLifecycleEvent] = []
    var refuses = false

    init(_ title: String, refuses: Bool = false) {
        self.title = title
        self.refuses = refuses
    }

    func validate(for renderer: any Renderer) throws(NavigationError) {
        if refuses {
            throw .unsupportedByRenderer(capability: "maps (MapRendering)", renderer: "\(type(of: renderer))")
        }
    }

    func viewLifecycleDidChange(_ event: ViewLifecycleEvent, renderer: any Renderer) {
        heard.append(event)
    }
}

@MainActor
@Suite("View lifecycle: appeared, reappeared, disappeared, removed")
struct ViewLifecycleTests {
    let renderer = RecordingRenderer()
    let router: Router
    var log: [String] = []

    init() {
        router = Router(renderer: renderer)
    }

    @Test func pushAndPopTellBothScreensInOrder() {
        let home = LifecycleScreen("Home")
        let detail = LifecycleScreen("Detail")
        var seen: [String] = []
        router.observeLifecycle { event, view in seen.append("\(event) \((view as? LifecycleScreen)?.title ?? "?")") }

        router.navigate(to: ScreenBuilder(home).pushRoute())
        router.navigate(to: ScreenBuilder(detail).pushRoute())
        router.navigate(to: router.popRoute())

        #expect(home.heard == [.appeared, .disappeared, .reappeared])
        #expect(detail.heard == [.appeared, .removed])
        #expect(seen == ["appeared Home", "disappeared Home", "appeared Detail", "removed Detail", "reappeared Home"])
    }

    @Test func popToRootRemovesTopFirstThenRevealsTheRoot() {
        let screens = ["Home", "A", "B"].map { LifecycleScreen($0) }
        for screen in screens { router.navigate(to: ScreenBuilder(screen).pushRoute()) }
        var seen: [String] = []
        router.observeLifecycle { event, view in seen.append("\(event) \((view as? LifecycleScreen)?.title ?? "?")") }
        router.navigate(to: Router.popToRootRoute())
        #expect(seen == ["removed B", "removed A", "reappeared Home"])
    }

    @Test func replaceRemovesTheOldScreenAndShowsTheNew() {
        let old = LifecycleScreen("Sign in")
        let new = LifecycleScreen("Inbox")
        router.navigate(to: ScreenBuilder(old).pushRoute())
        router.navigate(to: ScreenBuilder(new).replaceRoute())
        #expect(old.heard == [.appeared, .removed])
        #expect(new.heard == [.appeared])
    }

    @Test func aPresentedScreenAppearsAndIsRemovedWhenDismissed() {
        let sheet = LifecycleScreen("Paywall")
        router.navigate(to: ScreenBuilder(sheet).presentRoute())
        router.navigate(to: router.dismissRoute())
        #expect(sheet.heard == [.appeared, .removed])
    }

    @Test func aScreenThatRefusesTheRendererIsNeverShown() {
        let screen = LifecycleScreen("Map", refuses: true)
        let pushed = router.navigate(to: ScreenBuilder(screen).pushRoute()) { _ in }.finishedResult
        let presented = router.navigate(to: ScreenBuilder(screen).presentRoute()) { _ in }.finishedResult
        let expected = NavigationError.unsupportedByRenderer(
            capability: "maps (MapRendering)", renderer: "RecordingRenderer")
        #expect(pushed == .failure(expected))
        #expect(presented == .failure(expected))
        #expect(screen.heard.isEmpty)
        #expect(renderer.events.isEmpty)
    }

    @Test func aRemovedObserverHearsNothingMore() {
        var count = 0
        let id = router.observeLifecycle { _, _ in count += 1 }
        router.navigate(to: ScreenBuilder(LifecycleScreen("Home")).pushRoute())
        router.removeLifecycleObserver(id)
        router.navigate(to: ScreenBuilder(LifecycleScreen("Next")).pushRoute())
        #expect(count == 1)
    }
}
