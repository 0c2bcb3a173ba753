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

    init(window: Window, router: Router, options: DemoOptions, preferences: DemoPreferences) {
        self.router = router
        self.window = window
        // One voice for every message: restore and link failures too begin “clew-demo:”.
        router.onNavigationFailure = { error in StandardError.print("clew-demo: \(error)") }
        let dataDirectory = DataDirectory.locate()
        services = DemoServices(router: router)
        imageURL = options.imageURL ?? dataDirectory.map { "file://\($0)/images/background.png" }
        home = HomeScreen(difficulty: DifficultyScenario.levels[difficulty])
        window.title = tr("Clew Demo")
        window.setDefaultSize(width: 720, height: 560)
        Self.loadStylesheet(from: dataDirectory)
        if let renderer = router.renderer as? GtkRenderer {
            DemoScreenDrawings.register(on: renderer, toolkit: options.toolkit ?? .adwaita)
        }

        if options.usesSidebar == true {
            stateFile = StateFile(app: "clew-demo", name: "navigation-state-sidebar")
            let welcome = StepScreen(tr("Clew Demo"), detail: tr("Choose a scenario in the sidebar."))
            welcome.link = "clew://"
            window.setDefaultSize(width: 1080, height: 600)
            // A row replaces whatever the content pane shows with that scenario.
            home.onOpen = { [unowned self] scenario in
                router.setStack([welcome])
                scenario.start(in: self, openingDetail: false)
            }
            router.setSplitView(sidebar: home, content: welcome)
        } else {
            stateFile = StateFile(app: "clew-demo", name: "navigation-state")
            home.onOpen = { [unowned self] scenario in scenario.start(in: self, openingDetail: false) }
            // Two tabs, as a GNOME app's view switcher: the scenarios, and the settings.
            // The chosen style is applied and saved (GSettings' `style`, which the next start reads).
            let settings = DemoSettings.makeRoot(router: router) { style in
                Appearance.colorScheme = style.colorScheme
                preferences.set(DemoPreferences.style, to: style)
            }
            router.setTabs([
                Tab("scenarios", title: tr("Scenarios"), iconName: "view-list-symbolic", root: home),
                Tab("settings", title: tr("Settings"), iconName: "emblem-system-symbolic", root: settings),
            ])
        }
        home.onGoPremium = { [unowned self] in PaywallScenario.presentFromHome(in: self) }
        if options.scenario == nil, options.links.isEmpty { restoreSavedState() }
        if let id = options.scenario, let scenario = Scenarios.named(id) {
            // The home page's controls must be on screen first: the difficulty popover points at one.
            window.whenShown { [unowned self] in scenario.start(in: self, openingDetail: true) }
        }
    }

    func report(_ result: String) {
        home.showResult(result)
    }

    /// Where the demo keeps where the user was: `$XDG_STATE_HOME/clew-demo/navigation-state`
    /// (`navigation-state-sidebar` for the sidebar layout, whose stacks differ).
    private let stateFile: StateFile

    /// Puts the user back where they were when the demo last quit; a damaged or outdated file is
    /// reported once and ignored (and replaced at the next quit).
    private func restoreSavedState() {
        let state: NavigationState
        do throws(StateFile.Failure) {
            guard let text = try stateFile.read() else { return }
            do throws(NavigationStateError) {
                state = try NavigationState(parsing: text)
            } catch {
                StandardError.print("clew-demo: \(error) Starting at home.")
                return
            }
        } catch {
            StandardError.print("clew-demo: \(error) Starting at home.")
            if case .notARegularFile = error.reason { stateFileIsUnusable = true }
            return
        }
        window.whenShown { [weak self] in
            guard let self else { return }
            router.restore(state, with: DemoLinks.table(for: self))
        }
    }

    /// Whether something other than a regular file is at the state file's path: it was reported once,
    /// and is left alone for the rest of the run (not reported again at every save).
    private var stateFileIsUnusable = false

    /// Saves where the user is, for the next start.
    func saveState() {
        guard !stateFileIsUnusable else { return }
        do throws(StateFile.Failure) {
            try stateFile.write(router.navigationState().serialized)
        } catch {
            StandardError.print("clew-demo: \(error)")
            if case .notARegularFile = error.reason { stateFileIsUnusable = true }
        }
    }

    /// Opens `clew://` links (from the command line, a second launch, or the desktop), once the
    /// home page is on screen: a scenario's popover points at one of its controls. A link it cannot
    /// open (malformed, another app's, to no page) leaves the window as it was and says why.
    func open(_ links: [String]) {
        window.whenShown { [weak self] in
            guard let self else { return }
            let table = DemoLinks.table(for: self)
            for link in links {
                router.open(link, with: table) { [weak self] result in
                    if case .failure(let error) = result { self?.reportUnopened(link, error) }
                }
            }
        }
    }

    /// Says why `link` was not opened: one line on standard error, and a toast in the window
    /// (libadwaita 1.2 has no banner), since a person who clicked the link reads no terminal.
    private func reportUnopened(_ link: String, _ error: NavigationError) {
        StandardError.print("clew-demo: \(error)")
        // Short enough to read in a toast: a malformed link's reason alone (the toast quotes the
        // link already); a link's other errors are translated, and what they quote escaped.
        let why: String
        switch error {
        case .deepLink(.malformed(_, let reason)): why = reason
        case .deepLink(let reason): why = reason.description
        default: why = UntrustedText.escaped(error.description, limit: UntrustedText.longLimit)
        }
        // TRANSLATORS: %1$s is the link, quoted; %2$s says why it could not be opened.
        let title = tr("Could not open %1$s: %2$s").substituting(UntrustedText.quoted(link), why)
        router.showToast(Toast(title, timeout: .seconds(10)))
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
