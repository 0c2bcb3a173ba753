import Clew

/// The widgets scenario's page: every control and container an app builds its screens from. The
/// screen is platform-neutral (what the controls say comes back through ``record(_:)``); the GTK
/// demo draws the controls.
@MainActor
public final class WidgetsScreen: Screen, LinkRepresentable {
    public var title: String { tr("Widgets") }
    /// The image shown in the page's image view, if any.
    public let imageURL: String?
    /// The link that opens this page again.
    public var link: String? { DemoLinks.link(to: WidgetsScenario()) + "?detail=false" }
    /// What the controls reported, newest last (the host shows the last one).
    public private(set) var changes: [String] = []
    private weak var host: (any ScenarioHost)?

    public init(host: any ScenarioHost) {
        self.host = host
        imageURL = host.imageURL
    }

    /// A control changed: `change` says which and to what (“Wi-Fi: on”).
    public func record(_ change: String) {
        changes.append(change)
        host?.report(change)
    }
}
