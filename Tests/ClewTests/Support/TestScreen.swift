import Clew
import ClewTesting

/// A plain screen for tests, built by `TestScreenBuilder` from its title.
@MainActor
final class TestScreen: Screen {
    let title: String
    init(_ title: String) { self.title = title }
}

/// Builds a `TestScreen` whose title is the context.
struct TestScreenBuilder: ViewBuilder {
    func build(with context: String) -> TestScreen {
        TestScreen(context)
    }
}

/// A builder that always fails, to check that build errors are reported.
struct FailingBuilder: ViewBuilder {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the server said no" }
    }

    func build(with context: Void) throws -> TestScreen {
        throw Failure()
    }
}

extension Result {
    /// The failure, or `nil` on success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A recording renderer and its router with a “Home” screen at the root and an empty event log:
/// where most rule tests start.
@MainActor
func homeStack() -> (renderer: RecordingRenderer, router: Router, home: TestScreen) {
    let renderer = RecordingRenderer()
    let router = Router(renderer: renderer)
    let home = TestScreen("Home")
    router.navigate(to: ScreenBuilder(home).pushRoute(isAnimated: false))
    renderer.clearEvents()
    return (renderer, router, home)
}

/// An alert titled `title` whose one action, “OK”, cancels it.
@MainActor
func okAlert(_ title: String) -> AlertModel {
    let alert = AlertModel(title: title)
    alert.actions.append(.init(title: "OK", style: .cancel))
    return alert
}

extension NavigationTicket {
    /// The failure it finished with, or `nil`.
    var failure: NavigationError? { finishedResult?.failure }
}
