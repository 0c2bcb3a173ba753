import Clew
import ClewImages

/// The background-image screen: downloads with progress, errors and Retry.
public struct BackgroundImageScenario: Scenario {
    public let id = "background-image"
    public let title = "Background image"
    public let summary = "Download an image with progress, errors and retry"

    public init() {}

    /// What the bundled picture shows, for screen readers.
    public static let bundledAltText = "Layers of purple mountains under a pale sun in a dusk sky"

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        // The bundled picture is described; one from --image-url can only be named by where it came from.
        let altText = host.imageURL.map { url in
            url.hasSuffix("/images/background.png") ? Self.bundledAltText : "The image at \(url)"
        }
        let screen = ImageScreen(
            title: "Background Image", url: host.imageURL, altText: altText ?? "", showsURLEntry: true)
        host.router.navigate(to: ScreenBuilder(screen).pushRoute())
    }
}
