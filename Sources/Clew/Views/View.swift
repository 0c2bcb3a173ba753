/// Anything a ``ViewBuilder`` builds and a renderer shows: an alert, a picker, or one of your screens.
///
/// Clew's views are descriptions, not widgets. A renderer (the GTK adapter, or the headless
/// `RecordingRenderer` in tests) reads ``content`` and makes the real thing.
/// You rarely conform to `View` directly: conform your screens to ``Screen``.
@MainActor
public protocol View: AnyObject {
    /// What the renderer should show for this view.
    var content: ViewContent { get }
}

/// What a ``View`` shows, in the terms every renderer understands.
///
/// Renderers switch over it; the compiler tells a renderer when a case is not handled.
@MainActor
public enum ViewContent {
    /// An alert or action sheet, built by ``AlertBuilder``.
    case alert(AlertModel)
    /// A choice of one among several options, built by ``PickerBuilder``.
    case picker(PickerConfiguration)
    /// One of the app's own screens.
    case screen(any Screen)

    /// A plain, comparable summary of the content, as it appears in ``RenderEvent`` logs.
    public var summary: RenderedContent {
        switch self {
        case .alert(let alert):
            return .alert(title: alert.title, message: alert.message, actions: alert.actions.map { $0.title ?? "" })
        case .picker(let picker):
            return .picker(title: picker.title, options: picker.options)
        case .screen(let screen):
            return .screen(title: screen.title)
        }
    }
}
