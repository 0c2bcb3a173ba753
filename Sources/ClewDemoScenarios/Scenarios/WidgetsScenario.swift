import Clew

/// Every widget on one page: toggles, choices, numbers, text, search, menus, containers and an image.
public struct WidgetsScenario: Scenario {
    public let id = "widgets"
    public var title: String { tr("Widgets") }
    public var summary: String { tr("Controls, containers, menus and an image view on one page") }

    public init() {}

    public func start(in host: any ScenarioHost, openingDetail: Bool) {
        host.router.navigate(to: ScreenBuilder(WidgetsScreen(host: host)).pushRoute(isAnimated: !openingDetail))
    }
}
