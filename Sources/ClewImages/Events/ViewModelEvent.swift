/// A statement in a ``ViewModelBuilder`` block: something a client wants to hear from the view model.
///
/// `perform(at:)` is called once, when the view model is built, and should only register (e.g. with
/// ``ImageDownloadViewModel/observe(_:)``); it must not fire callbacks itself. The view model owns its
/// events; an event must not hold a strong reference back to the view model.
///
/// ```swift
/// final class TitleUpdater: ViewModelEvent {
///     let setTitle: @MainActor (String) -> Void
///     init(_ setTitle: @escaping @MainActor (String) -> Void) { self.setTitle = setTitle }
///     func perform(at viewModel: ImageDownloadViewModel) {
///         viewModel.observe { [setTitle] change in
///             if case .loaded(let image) = change.to { setTitle("\(image.pixelWidth)×\(image.pixelHeight)") }
///         }
///     }
/// }
/// ```
@MainActor
public protocol ViewModelEvent {
    /// Subscribes this event to `viewModel`'s changes.
    ///
    /// ```swift
    /// BackgroundImage().onError { print($0 ?? "cleared") }.perform(at: viewModel)
    /// ```
    func perform(at viewModel: ImageDownloadViewModel)
}
