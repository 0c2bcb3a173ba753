import Clew
import ClewDemoScenarios
import ClewGtk

/// The demo in its window: the home page at the root of the router, the scenarios started from its
/// rows (or from the command line), and the state they share. It is the scenarios' host.
@MainActor
final class DemoSession: ScenarioHost {
    let router: Router
    let services: DemoServices
    let imageURL: String?
    private let home: HomeScreen
    private let window: Window

    var difficulty = 1 {
        didSet { home.showDifficulty(DifficultyScenario.levels[difficulty]) }
    }

    var difficultyAnchor: any PopoverAnchor { home.difficultyButton }

    init(window: Window, router: Router, options: DemoOptions) {
        self.router = router
        self.window = window
        let dataDirectory = DataDirectory.locate()
        services = DemoServices(router: router)
        imageURL = options.imageURL ?? dataDirectory.map { "file://\($0)/images/background.png" }
        home = HomeScreen(difficulty: DifficultyScenario.levels[difficulty])
        window.title = "Clew Demo"
        window.setDefaultSize(width: 720, height: 560)
        Self.loadStylesheet(from: dataDirectory)
        if let renderer = router.renderer as? GtkRenderer { DemoScreenDrawings.register(on: renderer) }

        home.onOpen = { [unowned self] scenario in scenario.start(in: self, openingDetail: false) }
        home.onGoPremium = { [unowned self] in PaywallScenario.presentFromHome(in: self) }
        router.navigate(to: ScreenBuilder(home).pushRoute(isAnimated: false))
        if let id = options.scenario, let scenario = Scenarios.named(id) {
            // The home page's controls must be on screen first: the difficulty popover points at one.
            window.whenShown { [unowned self] in scenario.start(in: self, openingDetail: true) }
        }
    }

    func report(_ result: String) {
        home.showResult(result)
    }

    /// Opens `clew://` links (from the command line, a second launch, or the desktop), once the
    /// home page is on screen: a scenario's popover points at one of its controls.
    func open(_ links: [String]) {
        window.whenShown { [weak self] in
            guard let self else { return }
            let table = DemoLinks.table(for: self)
            for link in links {
                router.open(link, with: table) { [weak self] result in
                    if case .failure(let error) = result {
                        StandardError.print("clew-demo: \(error)")
                        self?.report("Could not open \(link)")
                    }
                }
            }
        }
    }

    private static func loadStylesheet(from dataDirectory: String?) {
        guard let dataDirectory else {
            StandardError.print(
                "clew-demo: warning: data directory not found; set CLEW_DEMO_DATADIR. Using the default style.")
            return
        }
        do {
            try Stylesheet(contentsOfFile: dataDirectory + "/style.css").install()
        } catch {
            StandardError.print("clew-demo: warning: \(error.description) Using the default style.")
        }
    }
}
