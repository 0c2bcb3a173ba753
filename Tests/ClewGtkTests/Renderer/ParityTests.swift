import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import ClewTesting
import Testing

/// What a person does, independent of the renderer.
enum UserStep: Sendable {
    case tap(String)
    case escape
    case type(String, field: Int)
    case back
    /// Something the app does between the person's steps (a button of its own, say).
    case app(@MainActor @Sendable (Router) -> Void)

    /// The Profile button of the paywall scenario: push Profile, present the paywall from there.
    static let openProfileAndPaywall = UserStep.app { router in
        router.navigate(to: TitledScreenBuilder().pushRoute(), with: "Profile")
        router.navigate(to: TitledScreenBuilder().presentRoute(), with: "Go Premium")
    }
}

/// A seed scenario: how it starts, and what the user does.
struct ParityScenario: Sendable, CustomStringConvertible {
    let description: String
    let start: @MainActor @Sendable (Router, any PopoverAnchor) -> Void
    let steps: [UserStep]

    static let all: [ParityScenario] = [
        ParityScenario(
            description: "leave the game",
            start: { router, _ in
                router.navigate(to: TitledScreenBuilder().pushRoute(), with: "Level 3")
                let alert = AlertModel(
                    title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
                alert.actions.append(.init(title: "No", style: .cancel))
                alert.actions.append(
                    .init(
                        title: "Leave", style: .destructive,
                        handler: { [unowned router] _ in
                            router.navigate(to: router.popToRootRoute())
                        }))
                router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            }, steps: [.tap("Leave")]),

        ParityScenario(
            description: "difficulty picker in a popover",
            start: { router, anchor in
                let picker = PickerConfiguration(
                    title: "Difficulty", options: ["Easy", "Normal", "Hard"], selectedIndex: 1
                ) { _ in }
                router.navigate(
                    to: PickerBuilder().popoverRoute(from: anchor, permittedArrowDirections: .up), with: picker)
            }, steps: [.tap("Hard")]),

        ParityScenario(
            description: "alert in a popover, closed with Escape",
            start: { router, anchor in
                let alert = AlertModel(title: "Restart level?", style: .actionSheet)
                alert.actions.append(.init(title: "Restart", style: .destructive))
                alert.actions.append(.init(title: "Cancel", style: .cancel))
                router.navigate(
                    to: AlertBuilder().popoverRoute(from: anchor, permittedArrowDirections: .down), with: alert)
            }, steps: [.escape]),

        ParityScenario(
            description: "paywall from Home, then from Profile",
            start: { router, _ in
                router.navigate(to: TitledScreenBuilder().presentRoute(), with: "Go Premium")
            }, steps: [.escape, .openProfileAndPaywall, .escape, .back]),

        ParityScenario(
            description: "do you like apples?",
            start: { router, _ in
                AlertBuilder().title("Question").message("Do you like apples?")
                    .buttonTitles("Yes, I do!", "More or less", "I hate it!")
                    .show(on: router) { _ in }
            }, steps: [.escape, .tap("More or less")]),

        ParityScenario(
            description: "sign in with text fields",
            start: { router, _ in
                let signIn = AlertModel(title: "Sign in", message: "Use your Clew account")
                signIn.textFields.append(.init(placeholder: "User name"))
                signIn.textFields.append(.init(placeholder: "Password", isSecure: true))
                signIn.actions.append(.init(title: "Cancel", style: .cancel))
                let submit = AlertActionModel(title: "Sign In") { [unowned router] response in
                    let welcome = AlertModel(title: "Welcome, \(response.textFieldValues[0])!")
                    welcome.actions.append(.init(title: "OK", style: .cancel))
                    router.navigate(to: AlertBuilder().presentRoute(), with: welcome)
                }
                submit.isPreferredAction = true
                signIn.actions.append(submit)
                router.navigate(to: AlertBuilder().presentRoute(), with: signIn)
            }, steps: [.type("ada", field: 0), .type("lovelace", field: 1), .tap("Sign In"), .tap("OK")]),
    ]
}

/// Each seed scenario, driven once headlessly and once on GTK by clicking real widgets:
/// the two renderers must log the same events.
@Suite @MainActor
struct Parity {
    @Test(arguments: ParityScenario.all)
    func recordingAndGtkRenderersLogTheSameEvents(scenario: ParityScenario) async throws {
        let recorded = try recordingEvents(for: scenario)
        var drawn: [RenderEvent] = []
        try await RendererFixture.run { fixture in
            scenario.start(fixture.router, fixture.anchorButton)
            for step in scenario.steps {
                try await perform(step, on: fixture)
            }
            drawn = fixture.renderer.events
        }
        #expect(drawn == recorded)
        #expect(recorded.count > 2, "the scenario rendered something")
    }

    func recordingEvents(for scenario: ParityScenario) throws -> [RenderEvent] {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        router.navigate(to: TitledScreenBuilder().pushRoute(), with: "Game")
        let anchor = TestAnchor("difficulty")
        scenario.start(router, anchor)
        for step in scenario.steps {
            switch step {
            case .app(let action): action(router)
            case .tap(let title): try renderer.tap(actionTitled: title)
            case .escape: try? renderer.pressEscape()
            case .type(let text, let field): try renderer.enterText(text, inFieldAt: field)
            case .back: try renderer.tapBack()
            }
        }
        return renderer.events
    }

    /// The same steps through ClewGtkTesting's driver, whose calls mirror RecordingRenderer's.
    func perform(_ step: UserStep, on fixture: RendererFixture) async throws {
        let renderer = fixture.renderer
        switch step {
        case .app(let action): action(fixture.router)
        case .tap(let title): try renderer.tap(actionTitled: title)
        case .escape:
            // A popover only closes once it is on screen, as for a person.
            #expect(await renderer.waitUntilSettled())
            try renderer.pressEscape()
        case .type(let text, let field): try renderer.enterText(text, inFieldAt: field)
        case .back: try renderer.tapBack()
        }
        GtkTestHost.drainPending()
    }
}
