/// The view ``AlertBuilder`` builds: a validated ``AlertModel`` ready for a renderer.
@MainActor
public final class AlertView: View {
    /// The alert to show.
    public let model: AlertModel

    /// Wraps `model` after checking it.
    ///
    /// - Throws: ``AlertValidationError`` when the model breaks a rule.
    public init(model: AlertModel) throws(AlertValidationError) {
        try model.validate()
        self.model = model
    }

    public var content: ViewContent { .alert(model) }
}
