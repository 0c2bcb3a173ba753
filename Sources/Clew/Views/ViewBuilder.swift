/// Builds a ``View`` from a context; the thing a ``Route`` carries.
///
/// The names follow Ariadne's: a builder that shows an alert from a model looks like this.
///
/// <!-- doc-test: partial -->
/// ```swift
/// struct AlertBuilder: ViewBuilder {
///     func build(with context: AlertModel) throws -> AlertView { ... }
/// }
///
/// router.navigate(to: AlertBuilder().presentRoute(), with: alert)
/// ```
///
/// Building may fail (an alert with no actions, a picker with no options): the error reaches the
/// `navigate` completion as ``NavigationError/buildFailed(builder:underlying:)`` and nothing is shown.
@MainActor
public protocol ViewBuilder {
    /// The kind of view this builder makes.
    associatedtype ViewType: View
    /// What the builder needs to make the view: a model, a configuration, or `Void`.
    associatedtype Context = Void

    /// Makes the view, or throws a typed error explaining what is wrong with `context`.
    func build(with context: Context) throws -> ViewType
}
