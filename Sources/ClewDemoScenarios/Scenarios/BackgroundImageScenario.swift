import Clew
import ClewImages

/// The background-image screen: downloads with progress, errors and Retry.
public struct BackgroundImageScenario: Scenario {
    public let id = "background-image"
    public let title = "Background image"
    public let summary = "Download an image with progress, errors and retry"

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        let screen = ImageScreen(title: "Background Image", url: host.imageURL, showsURLEntry: true)
        host.router.navigate(to: ScreenBuilder(screen).pushRoute())
    }
}
