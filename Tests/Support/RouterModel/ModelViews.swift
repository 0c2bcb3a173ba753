import Clew

/// A screen of the model test: numbered, so the operation list reads `push S12`.
@MainActor
public class ModelScreen: Screen {
    public let title: String
    init(_ title: String) { self.title = title }
}

/// A second kind of screen, for `popTo(firstOf:)`, `popTo(lastOf:)` and updating routes.
@MainActor
public final class ModelDetailScreen: ModelScreen, ContextUpdatable {
    private(set) var shown: String = ""
    public func update(with context: String) { shown = context }
}

/// Builds the screen it is given: the model knows each route's view before it is performed.
struct GivenScreenBuilder: ViewBuilder {
    func build(with context: ModelScreen) -> ModelScreen { context }
}
