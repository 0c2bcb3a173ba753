import Clew

/// What a ``RecordingRenderer`` shows in a popover.
@MainActor
public struct PresentedPopover {
    /// The anchor's name.
    public let anchorDescription: String
    /// The anchor, while it exists.
    public let anchor: (any PopoverAnchor)?
    /// Where the arrow may point.
    public let permittedArrowDirections: ArrowDirections
    /// What the popover shows.
    public let content: ViewContent

    /// The content's comparable summary.
    public var summary: RenderedContent { content.summary }
}
