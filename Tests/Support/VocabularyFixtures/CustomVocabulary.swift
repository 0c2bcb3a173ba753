import Clew
import ClewTesting

// A transition and a presentation style written outside the core module, as an app would, on
// the public protocols only. The parity tests run them on both renderers.

/// “Start over”: close what is presented, back to the root, then push the new screen. Built only
/// from the navigator's operations, so every renderer with a stack can run it.
@MainActor
public final class StartOverTransition: ViewTransition {
    public var isAnimated: Bool
    public init(isAnimated: Bool = true) { self.isAnimated = isAnimated }
    public var name: String { "start over" }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        guard let view else { return .failure(.nothingToBuild) }
        _ = navigator.dismiss()
        _ = navigator.popToRoot(animated: false)
        return navigator.push(view, animated: isAnimated)
    }
}

/// A renderer capability the app defines: banners over the page, with no dimmer.
@MainActor
public protocol BannerRendering: Renderer {
    func showBanner(_ presentation: Presentation) throws
    func hideBanner(_ presentation: Presentation)
}

/// Presents through ``BannerRendering``; a renderer without it gets a typed error.
@MainActor
public final class BannerStyle: CustomPresentationStyle {
    public init() {}
    public let name = "banner"

    public func missingCapability(in renderer: any Renderer) -> String? {
        renderer is any BannerRendering ? nil : "banners (BannerRendering)"
    }

    public func present(_ presentation: Presentation, on renderer: any Renderer) throws {
        try (renderer as? any BannerRendering)?.showBanner(presentation)
    }

    public func dismiss(_ presentation: Presentation, on renderer: any Renderer) {
        (renderer as? any BannerRendering)?.hideBanner(presentation)
    }
}

/// A transition that presents as a banner.
@MainActor
public final class BannerTransition: ViewTransition {
    public var isAnimated = true
    public init() {}
    public var name: String { "banner" }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        guard let view else { return .failure(.nothingToBuild) }
        return navigator.present(view, style: .custom(BannerStyle()), animated: isAnimated)
    }
}

/// The headless renderer offers banners through its public hooks for app capabilities.
extension RecordingRenderer: BannerRendering {
    public func showBanner(_ presentation: Presentation) throws { recordPresentation(presentation) }
    public func hideBanner(_ presentation: Presentation) { recordDismissal(presentation) }
}
