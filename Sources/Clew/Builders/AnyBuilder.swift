/// A type-erased builder: stores any `Builder<Input, Output>` behind one concrete type.
///
/// Use it where an opaque `some Builder<Input, Output>` cannot go, such as a stored property whose
/// builder is chosen at run time, or an array of builders.
///
/// ```swift
/// let builders: [AnyBuilder<PaywallSource, PaywallScreen>] = [AnyBuilder(live), AnyBuilder(preview)]
/// let inline = AnyBuilder { (source: PaywallSource) in PaywallScreen(source: source) }
/// ```
public struct AnyBuilder<Input, Output>: Builder {
    private let buildClosure: (Input) -> Output

    /// Erases `base`.
    public init<Base: Builder>(_ base: Base) where Base.Input == Input, Base.Output == Output {
        if let alreadyErased = base as? AnyBuilder<Input, Output> {
            self = alreadyErased
        } else {
            buildClosure = base.build(using:)
        }
    }

    /// A builder made from a closure.
    public init(_ build: @escaping (Input) -> Output) {
        buildClosure = build
    }

    public func build(using input: Input) -> Output {
        buildClosure(input)
    }
}

extension Builder {
    /// Erases this builder's type; see ``AnyBuilder``.
    public func eraseToAnyBuilder() -> AnyBuilder<Input, Output> {
        AnyBuilder(self)
    }
}
