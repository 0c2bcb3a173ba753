/// A builder whose output is transformed after it is built.
///
/// Made by ``Builder/map(_:)``; see there.
public struct MappedBuilder<Base: Builder, Output>: Builder {
    /// The builder that does the work.
    public let base: Base
    private let transform: (Base.Output) -> Output

    /// Wraps `base` so that its output passes through `transform`.
    public init(_ base: Base, transform: @escaping (Base.Output) -> Output) {
        self.base = base
        self.transform = transform
    }

    public func build(using input: Base.Input) -> Output {
        transform(base.build(using: input))
    }
}

extension Builder {
    /// Transforms what this builder makes, keeping its input.
    ///
    /// ```swift
    /// let titled = paywallBuilder.map { screen in screen.title }   // Builder<PaywallSource, String>
    /// ```
    public func map<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> MappedBuilder<Self, NewOutput> {
        MappedBuilder(self, transform: transform)
    }
}
