/// How a presented view appears. ``PresentationTransition/style`` holds it, and a route's
/// `prepareForShowTransition` may change it, where UIKit code sets `modalPresentationStyle`.
@MainActor
public enum PresentationStyle {
    /// A modal dialog centered on the window it came from.
    case dialog
    /// A modal dialog aligned to the bottom of the window it came from (action sheets with no source).
    case sheet
    /// A popover pointing at a control.
    case popover(PopoverConfiguration)

    /// A comparable summary, as it appears in ``RenderEvent`` logs.
    public var summary: RenderedStyle {
        switch self {
        case .dialog: .dialog
        case .sheet: .sheet
        case .popover(let configuration):
            .popover(
                anchor: configuration.anchorDescription,
                permittedArrowDirections: configuration.permittedArrowDirections
            )
        }
    }
}

/// Where a popover points and which way its arrow may point.
///
/// A route holds its anchor weakly (a stored route must not keep a screen's controls alive); once
/// the router accepts the route, the presentation holds the anchor strongly until it closes, so a
/// queued or open popover cannot lose what it points at.
@MainActor
public struct PopoverConfiguration {
    /// The control the popover points at; `nil` once it is gone.
    public var anchor: (any PopoverAnchor)? { retainedAnchor ?? weakAnchor }
    private weak var weakAnchor: (any PopoverAnchor)?
    private var retainedAnchor: (any PopoverAnchor)?
    /// The anchor's name, kept for messages even after the anchor is gone.
    public let anchorDescription: String
    /// Where the arrow may point.
    public var permittedArrowDirections: ArrowDirections

    /// Points at `anchor`.
    public init(anchor: any PopoverAnchor, permittedArrowDirections: ArrowDirections = .up) {
        self.weakAnchor = anchor
        self.anchorDescription = anchor.anchorDescription
        self.permittedArrowDirections = permittedArrowDirections
    }

    /// The same configuration holding its anchor strongly: what a presentation keeps.
    public func retainingAnchor() -> PopoverConfiguration {
        var copy = self
        copy.retainedAnchor = anchor
        return copy
    }

    /// The anchor when it still exists and is on screen.
    public var availableAnchor: (any PopoverAnchor)? {
        guard let anchor, anchor.isAvailableAsAnchor else { return nil }
        return anchor
    }
}
