import Clew
import ClewDemoScenarios
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import ClewTesting
import Testing
import VocabularyFixtures

/// What a person does, independent of the renderer.
enum UserStep: Sendable {
    case tap(String)
    case escape
    case type(String, field: Int)
    case back
    /// Something the app does between the person's steps (a button of its own, say).
    case app(@MainActor @Sendable (any ScenarioHost) -> Void)
}

/// A demo scenario (the very definition clew-demo runs), opened as `--scenario` opens it, and what
/// the person does next; or, for flows that are not demo scenarios, a start of its own.
struct ParityCase: Sendable, CustomStringConvertible {
    let description: String
    let start: @MainActor @Sendable (any ScenarioHost) -> Void
    let steps: [UserStep]

    init(_ scenarioID: String, openingDetail: Bool = true, steps: [UserStep]) {
        description = openingDetail ? scenarioID : "\(scenarioID), from its first screen"
        start = { host in Scenarios.named(scenarioID)?.start(in: host, openingDetail: openingDetail) }
        self.steps = steps
    }

    init(_ description: String, start: @escaping @MainActor @Sendable (any ScenarioHost) -> Void, steps: [UserStep]) {
        self.description = description
        self.start = start
        self.steps = steps
    }

    static let all: [ParityCase] = [
        ParityCase(
            "leave-game",
            steps: [.tap("No"), .app { LeaveGameScenario.askToLeave(in: $0) }, .tap("Leave"), .tap("Undo")]),
        ParityCase("difficulty", steps: [.tap("Hard")]),
        ParityCase(
            "paywall", steps: [.escape, .back, .app { PaywallScenario.presentFromHome(in: $0) }, .escape]),
        ParityCase("background-image", steps: [.back]),
        ParityCase("apples", steps: [.escape, .tap("More or less")]),
        ParityCase(
            "sign-in",
            steps: [
                .type("ada", field: 0), .type("lovelace", field: 1), .tap("Sign In"),
                .app { ($0.router.navigationStack.last as? StepScreen)?.perform("Sign Out") },
            ]),
        ParityCase(
            "whole-stack",
            steps: [
                .app { ($0.router.navigationStack.last as? StepScreen)?.perform("Back to Settings") }, .back,
                .app { WholeStackScenario().start(in: $0, openingDetail: true) },
                .app { ($0.router.navigationStack.last as? StepScreen)?.perform("Switch to Help") },
            ]),
        ParityCase("chained", steps: [.escape]),
        ParityCase(
            "single-top",
            steps: [.app { ($0.router.navigationStack.last as? PlayerScreen)?.perform("Open Next Player") }]),
        ParityCase("one-at-a-time", steps: [.back]),
        ParityCase(
            "dismissal-reasons",
            steps: [
                .escape, .app { ($0.router.navigationStack.last as? StepScreen)?.perform("Discard…") }, .tap("Discard"),
            ]),
        ParityCase(
            "dismissal-reasons", openingDetail: false,
            steps: [.app { ($0.router.navigationStack.last as? StepScreen)?.perform("Use a Template") }, .back]),
        ParityCase(
            "a whole-stack change closes the alert on top",
            start: { host in
                let alert = AlertModel(title: "Rate us?")
                alert.actions.append(.init(title: "Later", style: .cancel))
                host.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
                WholeStackScenario().start(in: host, openingDetail: true)
            }, steps: []),
        ParityCase(
            "a custom transition from outside the core: start over",
            start: { host in
                let alert = AlertModel(title: "Rate us?")
                alert.actions.append(.init(title: "Later", style: .cancel))
                host.router.navigate(to: ScreenBuilder(StepScreen("Level 2", detail: "")).pushRoute())
                host.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
                host.router.navigate(to: ScreenBuilder(StepScreen("Level 1", detail: "")).with(StartOverTransition()))
            }, steps: []),
        ParityCase(
            "a custom presentation style through an app capability: a banner",
            start: { host in
                let alert = AlertModel(title: "Saved")
                alert.actions.append(.init(title: "OK", style: .cancel))
                host.router.navigate(to: AlertBuilder().with(BannerTransition()), with: alert)
            }, steps: [.app { $0.router.navigate(to: Router.dismissRoute()) }]),
        ParityCase(
            "an action sheet in a popover, closed with Escape",
            start: { host in
                let alert = AlertModel(title: "Restart level?", style: .actionSheet)
                alert.actions.append(.init(title: "Restart", style: .destructive))
                alert.actions.append(.init(title: "Cancel", style: .cancel))
                host.router.navigate(
                    to: AlertBuilder().popoverRoute(from: host.difficultyAnchor, permittedArrowDirections: .down),
                    with: alert)
            }, steps: [.escape]),
    ]
}

/// Each case driven once headlessly and once on each real renderer (plain GTK and libadwaita) by
/// acting on real widgets: the three renderers must log the same events, and the scenarios must
/// report the same outcomes.
@Suite @MainActor
struct Parity {
    @Test(arguments: ParityCase.all, RendererToolkit.allCases)
    func recordingAndGtkRenderersLogTheSameEvents(parity: ParityCase, toolkit: RendererToolkit) async throws {
        let (recorded, recordedReports) = try recordingRun(parity)
        var drawn: [RenderEvent] = []
        var drawnReports: [String] = []
        try await RendererFixture.run(renderer: toolkit.makeRenderer) { fixture in
            let host = RecordingScenarioHost(router: fixture.router, difficultyAnchor: fixture.anchorButton)
            parity.start(host)
            // Each step acts on what is on screen, as a person would: after the router's turn.
            await fixture.router.waitUntilSettled()
            for step in parity.steps {
                try await perform(step, host: host, on: fixture.renderer)
                await fixture.router.waitUntilSettled()
            }
            drawn = fixture.renderer.events
            drawnReports = host.reports
        }
        #expect(drawn == recorded)
        #expect(drawnReports == recordedReports)
        #expect(recorded.count > 2, "the scenario rendered something")
    }

    @Test func theSeedScenariosReportWhatThePersonDid() throws {
        let outcomes = try ParityCase.all.map { try recordingRun($0).reports }
        #expect(
            outcomes == [
                ["You left the game.", "Back in the game."], ["Difficulty: Hard"], [], [],
                ["Apples: “More or less” (answer 1)"], ["Signed in as ada", "Signed out"],
                [
                    "Stack set to Game ▸ Settings ▸ Account ▸ Privacy", "Popped to Settings",
                    "Stack set to Game ▸ Settings ▸ Account ▸ Privacy", "Stack set to Game ▸ Help",
                ],
                ["Chained: pushed, presented"],
                ["Grace: updated, 2 screens deep", "Margaret: updated, 2 screens deep"],
                ["Pushed Inbox ▸ Thread ▸ Message, one slide at a time"],
                [
                    "“Discard draft?” closed by the user", "“Draft” closed by the app",
                    "“Discard draft?” closed by the user",
                ],
                ["“Draft” was replaced", "“Template” closed by the user"],
                ["Stack set to Game ▸ Settings ▸ Account ▸ Privacy"],
                [], [],
                [],
            ])
    }

    func recordingRun(_ parity: ParityCase) throws -> (events: [RenderEvent], reports: [String]) {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        router.navigate(to: TitledScreenBuilder().pushRoute(), with: "Game")
        let host = RecordingScenarioHost(router: router, difficultyAnchor: TestAnchor("difficulty"))
        parity.start(host)
        for step in parity.steps {
            switch step {
            case .app(let action): action(host)
            case .tap(let title): try renderer.tap(actionTitled: title)
            case .escape: try? renderer.pressEscape()
            case .type(let text, let field): try renderer.enterText(text, inFieldAt: field)
            case .back: try renderer.tapBack()
            }
        }
        return (renderer.events, host.reports)
    }

    /// The same steps through ClewGtkTesting's driver, whose calls mirror RecordingRenderer's.
    func perform(_ step: UserStep, host: any ScenarioHost, on renderer: GtkRenderer) async throws {
        switch step {
        case .app(let action): action(host)
        case .tap(let title): try renderer.tap(actionTitled: title)
        case .escape:
            // A popover only closes once it is on screen, as for a person.
            #expect(await renderer.waitUntilSettled())
            try renderer.pressEscape()
        case .type(let text, let field): try renderer.enterText(text, inFieldAt: field)
        case .back: try renderer.tapBack()
        }
    }
}
