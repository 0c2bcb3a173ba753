/// A widget that loads what it shows after it is made (an image view downloading its picture): it
/// says what the content is called and whether it has arrived, so a test can ask without knowing
/// the widget's module (`ClewImagesGtk`'s `ImageView` adopts it; the GTK test driver's
/// `imageIsLoaded(named:)` asks it).
///
/// ```swift
/// func arrived(_ widget: Widget) -> Bool {
///     (widget as? any LoadingContent)?.hasLoadedContent ?? true
/// }
/// ```
@MainActor
public protocol LoadingContent: Widget {
    /// What the content is called for a screen reader (an image's alt text), if anything.
    var contentName: String? { get }
    /// Whether the content has arrived and is drawn (an image decoded and on screen).
    var hasLoadedContent: Bool { get }
}
