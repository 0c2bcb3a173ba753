/// One of the app's own screens: something pushed on the navigation stack or presented modally.
///
/// ```swift
/// final class PaywallScreen: Screen {
///     let title = "Go Premium"
///     let source: PaywallSource
///     init(source: PaywallSource) { self.source = source }
/// }
/// ```
///
/// A renderer needs to know how to draw a screen: the GTK adapter asks screens for their widget
/// through its own protocol; the recording renderer only records the ``title``.
@MainActor
public protocol Screen: View {
    /// The screen's title: shown in the window's header bar, and used in event logs.
    var title: String { get }
    /// A second, smaller line under the title in the header bar (the folder a note is in, say);
    /// nil by default.
    var subtitle: String? { get }
}

extension Screen {
    public var content: ViewContent { .screen(self) }
    public var subtitle: String? { nil }
}
