/// Anything a ``ViewBuilder`` builds and a renderer shows: an alert, a picker, or one of your screens.
///
/// Clew's views are descriptions, not widgets. A renderer (the GTK adapter, or the headless
/// `RecordingRenderer` in tests) reads ``content`` and makes the real thing.
/// You rarely conform to `View` directly: conform your screens to ``Screen``.
@MainActor
public protocol View: AnyObject {
    /// What the renderer should show for this view.
    var content: ViewContent { get }

    /// Throws when `renderer` cannot show this view, before anything is shown; the router reports
    /// the error from `navigate`. The default accepts every renderer. A view that needs a
    /// capability of its own (an image screen needs `ImageRendering`) checks for it here.
    ///
    /// ```swift
    /// func validate(for renderer: any Renderer) throws(NavigationError) {
    ///     guard renderer is any MapRendering else {
    ///         throw .unsupportedByRenderer(capability: "maps (MapRendering)", renderer: "\(type(of: renderer))")
    ///     }
    /// }
    /// ```
    func validate(for renderer: any Renderer) throws(NavigationError)

    /// Called by the router when the view appears, reappears, is covered or is removed; see
    /// ``ViewLifecycleEvent``. The default does nothing.
    ///
    /// ```swift
    /// func viewLifecycleDidChange(_ event: ViewLifecycleEvent, renderer: any Renderer) {
    ///     if event == .reappeared { reload() }
    /// }
    /// ```
    func viewLifecycleDidChange(_ event: ViewLifecycleEvent, renderer: any Renderer)
}

/// What a ``View`` shows, in the terms every renderer understands.
///
/// Alerts and pickers are the built-in kinds the user answers; ``custom(_:)`` carries a kind of
/// your own. All three answer through ``RespondingContent`` (``responding``), so neither the router
/// nor a renderer needs code for a new kind: renderers show its choices as buttons, or draw it with
/// a drawer registered for its type.
@MainActor
public enum ViewContent {
    /// An alert or action sheet, built by ``AlertBuilder``.
    case alert(AlertModel)
    /// A choice of one among several options, built by ``PickerBuilder``.
    case picker(PickerConfiguration)
    /// One of the app's own screens.
    case screen(any Screen)
    /// A kind of view of your own that the user answers by choosing (see ``RespondingContent``).
    case custom(any RespondingContent)

    /// What the user answers, and how: the alert, the picker or your kind; `nil` for a screen.
    public var responding: (any RespondingContent)? {
        switch self {
        case .alert(let alert): alert
        case .picker(let picker): picker
        case .custom(let content): content
        case .screen: nil
        }
    }

    /// A plain, comparable summary of the content, as it appears in ``RenderEvent`` logs.
    public var summary: RenderedContent {
        switch self {
        case .alert(let alert): alert.summary
        case .picker(let picker): picker.summary
        case .custom(let content): content.summary
        case .screen(let screen): .screen(title: screen.title)
        }
    }
}
