/// Identifies one presentation from the moment it is requested until it closes.
public struct PresentationID: Hashable, Sendable, CustomStringConvertible {
    /// A number unique within one router.
    public let rawValue: Int
    /// Wraps a number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "#\(rawValue)" }
}

/// A view the router asks a renderer to present, with how to present it.
///
/// A class with constant properties: the router, its queue and the renderer pass the same one
/// around at the cost of a reference, not a copy of the view and its style.
@MainActor
public final class Presentation {
    /// Report user responses with this id.
    public let id: PresentationID
    /// What to show.
    public let view: any View
    /// How to show it.
    public let style: PresentationStyle
    /// Whether to animate.
    public let isAnimated: Bool

    /// Makes a presentation; the router does this.
    public init(id: PresentationID, view: any View, style: PresentationStyle, isAnimated: Bool) {
        self.id = id
        self.view = view
        self.style = style
        self.isAnimated = isAnimated
    }

    /// The view's content.
    public var content: ViewContent { view.content }
}
