/// How a presented view appears. ``PresentationTransition/style`` holds it, and a route's
/// `prepareForShowTransition` may change it, where UIKit code sets `modalPresentationStyle`.
@MainActor
public enum PresentationStyle {
    /// A modal dialog centered on the window it came from.
    case dialog
    /// A modal dialog aligned to the bottom of the window it came from (action sheets with no source).
    case sheet
    /// A popover pointing at a control.
    // Indirect (boxed), as is `custom`: a style is then one reference, and copying `.dialog`, which
    // the router does several times per presentation, costs nothing (the payload holds a weak reference).
    indirect case popover(PopoverConfiguration)
    /// A way of presenting that the app defines, through a renderer capability of its own (a banner,
    /// a revealer, a panel with no dimmer).
    indirect case custom(any CustomPresentationStyle)

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
        case .custom(let style): .custom(style.name)
        }
    }
}

/// A presentation style of the app's own: it shows and closes a presentation through a renderer
/// capability the app defines, which a renderer adopts (in an extension) to offer it. The router
/// treats it as any presentation: one at a time, queued, closed by the user or the app with a
/// reason. The capability reports what the user does (a button, Escape) as the built-in ones do,
/// with `renderer.responder?.renderer(renderer, didReceive: .dismiss, in: presentation.id)`.
///
/// ```swift
/// /// A capability of the app's own: a banner across the top of the window.
/// protocol BannerRendering: Renderer {
///     func showBanner(_ presentation: Presentation) throws
///     func hideBanner(_ presentation: Presentation)
/// }
///
/// final class BannerStyle: CustomPresentationStyle {
///     let name = "banner"
///     func missingCapability(in renderer: any Renderer) -> String? {
///         renderer is any BannerRendering ? nil : "banners (BannerRendering)"
///     }
///     func present(_ presentation: Presentation, on renderer: any Renderer) throws {
///         try (renderer as? any BannerRendering)?.showBanner(presentation)
///     }
///     func dismiss(_ presentation: Presentation, on renderer: any Renderer) {
///         (renderer as? any BannerRendering)?.hideBanner(presentation)
///     }
/// }
/// ```
///
/// (Toasts need no custom style: ``Router/showToast(_:completion:)`` and ``ToastRendering`` are built in.)
@MainActor
public protocol CustomPresentationStyle: AnyObject {
    /// How it reads in event logs (``RenderedStyle/custom(_:)``): “toast”.
    var name: String { get }
    /// The capability `renderer` lacks to show this style, as “toasts (ToastRendering)”, or nil.
    /// The router checks it first and reports ``NavigationError/unsupportedByRenderer(capability:renderer:)``.
    func missingCapability(in renderer: any Renderer) -> String?
    /// Shows `presentation`; throw if it cannot be shown.
    func present(_ presentation: Presentation, on renderer: any Renderer) throws
    /// Closes `presentation`.
    func dismiss(_ presentation: Presentation, on renderer: any Renderer)
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
