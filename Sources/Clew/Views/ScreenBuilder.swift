/// Builds a screen that already exists: routes a screen you made yourself (an image screen, a
/// screen restored from state) with any transition.
///
/// ```swift
/// router.navigate(to: ScreenBuilder(screen).pushRoute())
/// ```
public struct ScreenBuilder<S: Screen>: ViewBuilder {
    private let screen: S

    /// A builder that returns `screen`.
    public init(_ screen: S) {
        self.screen = screen
    }

    public func build(with context: Void) -> S {
        screen
    }
}
