import Clew

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
