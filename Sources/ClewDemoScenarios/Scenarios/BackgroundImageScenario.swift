import Clew
import ClewImages

/// The background-image screen: downloads with progress, errors and Retry.
public struct BackgroundImageScenario: Scenario {
    public let id = "background-image"
    public var title: String { tr("Background image") }
    public var summary: String { tr("Download an image with progress, errors and retry") }

    public init() {}

    /// What the bundled picture shows, for screen readers.
    public static var bundledAltText: String { tr("Layers of purple mountains under a pale sun in a dusk sky") }

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        // The bundled picture is described; one from --image-url can only be named by where it came from.
        let altText = host.imageURL.map { url in
            // TRANSLATORS: an image's alt text when nothing better is known; %s is its URL.
            url.hasSuffix("/images/background.png") ? Self.bundledAltText : tr("The image at %s").substituting(url)
        }
        let screen = ImageScreen(
            title: tr("Background Image"), url: host.imageURL, altText: altText ?? "", showsURLEntry: true)
        host.router.navigate(to: ScreenBuilder(screen).pushRoute())
    }
}
