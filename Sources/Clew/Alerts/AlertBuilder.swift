/// Builds alerts from an ``AlertModel``, or fluently, reporting the chosen button by index.
///
/// With a model, through a route:
/// ```swift
/// router.navigate(to: AlertBuilder().presentRoute(), with: alert)
/// router.navigate(to: AlertBuilder().popoverRoute(from: button), with: alert)
/// ```
///
/// Fluently, with the chosen button reported by index, for code that only needs an answer:
/// ```swift
/// AlertBuilder().title("Question").message("Do you like apples?")
///     .buttonTitles("Yes, I do!", "More or less", "I hate it!")
///     .show(on: router) { index in print(index) }
/// ```
public struct AlertBuilder: ViewBuilder {
    var fluentTitle: String?
    var fluentMessage: String?
    var fluentStyle: AlertStyle = .alert
    var fluentButtonTitles: [String] = []

    /// Makes a builder with nothing set.
    public nonisolated init() {}

    /// Checks `context` and wraps it in an ``AlertView``.
    ///
    /// - Throws: ``AlertValidationError`` when the alert has no actions, an untitled action,
    ///   or more than one cancel action.
    public func build(with context: AlertModel) throws -> AlertView {
        try AlertView(model: context)
    }
}
