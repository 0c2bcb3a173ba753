/// The view ``PickerBuilder`` builds.
@MainActor
public final class PickerView: View {
    /// The validated configuration.
    public let configuration: PickerConfiguration

    /// Wraps `configuration` after checking it.
    public init(configuration: PickerConfiguration) throws(PickerValidationError) {
        try configuration.validate()
        self.configuration = configuration
    }

    public var content: ViewContent { .picker(configuration) }
}
