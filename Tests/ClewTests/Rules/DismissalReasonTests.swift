import Clew
import ClewTesting
import Testing

/// `onDismissal`: every presentation and screen reports why it went, exactly once.
@MainActor
@Suite("Dismissal reasons")
struct DismissalReasonTests {
    let renderer: RecordingRenderer
    let router: Router
    let home: TestScreen

    init() {
        (renderer, router, home) = homeStack()
    }

    func alert(cancel: Bool = true) -> AlertModel {
        let alert = AlertModel(title: "Leave?")
        if cancel { alert.actions.append(.init(title: "Stay", style: .cancel)) }
        alert.actions.append(.init(title: "Leave", style: .destructive))
        return alert
    }

    /// Shows `route` with `context`, then does `close`; returns the reasons heard.
    func reasons<B: ViewBuilder, T: ViewTransition>(
        _ route: Route<B, T>, with context: B.Context, closing close: () throws -> Void
    ) rethrows -> [DismissalReason] {
        var heard: [DismissalReason] = []
        router.navigate(to: route.onDismissal { heard.append($0) }, with: context)
        try close()
        return heard
    }

    @Test func theUserClosingAPresentation() throws {
        #expect(try reasons(AlertBuilder().presentRoute(), with: alert()) { try renderer.pressEscape() } == [.user])
        #expect(
            try reasons(AlertBuilder().presentRoute(), with: alert()) { try renderer.tap(actionTitled: "Leave") }
                == [.user])
        let picker = PickerConfiguration(title: "Difficulty", options: ["Easy", "Hard"]) { _ in }
        let anchor = TestAnchor("difficulty")  // routes hold anchors weakly
        #expect(
            try reasons(PickerBuilder().popoverRoute(from: anchor), with: picker) {
                try renderer.tap(actionTitled: "Hard")
            } == [.user])
    }

    @Test func theAppClosingIt() {
        #expect(
            reasons(AlertBuilder().presentRoute(), with: alert()) { router.navigate(to: Router.dismissRoute()) } == [
                .app
            ])
        #expect(
            reasons(TestScreenBuilder().pushRoute(), with: "Level 1") { router.navigate(to: Router.popRoute()) } == [
                .app
            ])
        #expect(
            reasons(TestScreenBuilder().pushRoute(), with: "Level 1") { router.popTo(home) } == [.app])
    }

    @Test func theUserGoingBack() throws {
        #expect(try reasons(TestScreenBuilder().pushRoute(), with: "Level 1") { try renderer.tapBack() } == [.user])
    }

    @Test func anotherRouteTakingItsPlace() {
        #expect(
            reasons(TestScreenBuilder().pushRoute(), with: "Sign in") {
                router.navigate(to: TestScreenBuilder().replaceRoute(), with: "Welcome")
            } == [.replaced])
        #expect(
            reasons(TestScreenBuilder().pushRoute(), with: "Level 1") { router.setStack([home, TestScreen("Help")]) }
                == [.replaced])
    }

    @Test func exactlyOnceAlsoWhenAChainOrAWholeStackChangeRemovesIt() {
        var heard: [String] = []
        let route = TestScreenBuilder().pushRoute().onDismissal { heard.append("A \($0)") }
            .chained(with: TestScreenBuilder().pushRoute().onDismissal { heard.append("B \($0)") }, context: "B")
        router.navigate(to: route, with: "A")
        router.setStack([home])
        router.setStack([home])
        router.navigate(to: Router.popToRootRoute())
        #expect(heard == ["B replaced", "A replaced"], "top first, once each")
    }

    @Test func aViewThatNeverShowedIsNeverDismissed() throws {
        var heard: [DismissalReason] = []
        router.navigate(to: FailingBuilder().pushRoute().onDismissal { heard.append($0) })
        let gone = TestAnchor("menu")
        gone.removeFromScreen()
        router.navigate(to: AlertBuilder().popoverRoute(from: gone).onDismissal { heard.append($0) }, with: alert())
        router.navigate(to: Router.popToRootRoute())
        #expect(heard.isEmpty)
    }

    @Test func aWaitingPresentationReportsOnceItHasShownAndGone() throws {
        var heard: [String] = []
        router.navigate(to: AlertBuilder().presentRoute().onDismissal { heard.append("first \($0)") }, with: alert())
        router.navigate(to: AlertBuilder().presentRoute().onDismissal { heard.append("second \($0)") }, with: alert())
        try renderer.pressEscape()
        #expect(heard == ["first by the user"])
        router.navigate(to: Router.dismissRoute())
        #expect(heard == ["first by the user", "second by the app"])
    }

    @Test func reasonsReadWell() {
        #expect(
            [DismissalReason.user, .app, .replaced].map(\.description) == ["by the user", "by the app", "replaced"])
    }
}
