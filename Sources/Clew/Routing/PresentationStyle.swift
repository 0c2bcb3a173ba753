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
@MainActor
public struct PopoverConfiguration {
    /// The control the popover points at; `nil` once it is gone.
    public private(set) weak var anchor: (any PopoverAnchor)?
    /// The anchor's name, kept for messages even after the anchor is gone.
    public let anchorDescription: String
    /// Where the arrow may point.
    public var permittedArrowDirections: ArrowDirections

    /// Points at `anchor`.
    public init(anchor: any PopoverAnchor, permittedArrowDirections: ArrowDirections = .up) {
        self.anchor = anchor
        self.anchorDescription = anchor.anchorDescription
        self.permittedArrowDirections = permittedArrowDirections
    }

    /// The anchor when it still exists and is on screen.
    public var availableAnchor: (any PopoverAnchor)? {
        guard let anchor, anchor.isAvailableAsAnchor else { return nil }
        return anchor
    }
}
