import CGtk
import Clew
import ClewGtk
import ClewImages

/// The `clew-demo` application: a GtkApplication whose window shows the scenarios through a
/// Router on a GtkRenderer.
@MainActor
final class DemoApp {
    static let applicationID = "io.github.clew.Demo"

    let options: DemoOptions
    let application: GObjectRef
    let dataDirectory: String?
    private(set) var window: WidgetRef!
    private(set) var renderer: GtkRenderer!
    private(set) var router: Router!
    private(set) var home: HomeScreen!
    private(set) var services: DemoServices!
    var difficulty = 1
    var imageScreen: ImageScreen?
    private var capture: ScreenshotCapture?
    var exitStatus: Int32 = 0

    init(options: DemoOptions) {
        self.options = options
        dataDirectory = DataDirectory.locate()
        // Screenshots and benchmarks run their own process, never a second window of a running one.
        let flags: GApplicationFlags =
            options.screenshotPath != nil || options.exitsAfterFirstFrame
            ? G_APPLICATION_NON_UNIQUE : GApplicationFlags(rawValue: 0)
        application = GObjectRef(
            UnsafeMutableRawPointer(gtk_application_new(Self.applicationID, flags)!), transfer: .full)
        application.connect(.applicationActivate) { [unowned self] in self.activate() }
    }

    /// Runs the GLib main loop until the window closes; returns the exit status.
    func run() -> Int32 {
        MainQueueBridge.install()
        // GApplication would parse the arguments again; they were parsed already.
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup("clew-demo"), nil]
        defer { free(arguments[0]) }
        let status = g_application_run(application.pointer(as: GApplication.self), 1, &arguments)
        return status != 0 ? status : exitStatus
    }

    func quit(status: Int32 = 0) {
        exitStatus = status
        g_application_quit(application.pointer(as: GApplication.self))
    }

    private func activate() {
        if let window {
            gtk_window_present(window.pointer(as: GtkWindow.self))
            return
        }
        loadStylesheet()
        window = WidgetRef(new: gtk_application_window_new(application.pointer(as: GtkApplication.self)))
        let gtkWindow = window.pointer(as: GtkWindow.self)
        gtk_window_set_title(gtkWindow, "Clew Demo")
        gtk_window_set_default_size(gtkWindow, 720, 560)
        gtk_window_set_icon_name(gtkWindow, Self.applicationID)
        renderer = GtkRenderer(window: window)
        router = Router(renderer: renderer)
        services = DemoServices(router: router)
        home = HomeScreen { [unowned self] scenario in self.open(scenario, fromCommandLine: false) }
        addPremiumButton()
        router.navigate(to: ScreenBuilder(home).pushRoute(isAnimated: false))

        if options.exitsAfterFirstFrame {
            FirstFrame.onFirstPaint(of: window) { [unowned self] in self.quit() }
        }
        gtk_window_present(gtkWindow)
        if let scenario = options.scenario {
            open(scenario, fromCommandLine: true)
        }
        if let path = options.screenshotPath {
            capture = ScreenshotCapture(app: self, path: path)
            capture?.start()
        }
    }

    /// Opens a scenario from its row, or straight into its interesting state from the command line.
    func open(_ scenario: Scenario, fromCommandLine: Bool) {
        switch scenario {
        case .leaveGame: openGame(showingAlert: fromCommandLine)
        case .difficulty: chooseDifficulty()
        case .paywall: openProfile(showingPaywall: fromCommandLine)
        case .backgroundImage: openBackgroundImage()
        case .apples: askAboutApples()
        case .signIn: signIn()
        }
    }

    private func addPremiumButton() {
        let premium = WidgetRef(new: gtk_button_new_from_icon_name("starred-symbolic"))
        gtk_widget_set_tooltip_text(premium.widget, "Go Premium")
        premium.connect(.clicked) { [unowned self] in self.presentPaywallFromHome() }
        gtk_header_bar_pack_end(renderer.headerBar.opaque, premium.widget)
    }

    private func loadStylesheet() {
        guard let dataDirectory else {
            StandardError.print(
                "clew-demo: warning: data directory not found; set CLEW_DEMO_DATADIR. Using the default style.")
            return
        }
        Stylesheet.load(path: dataDirectory + "/style.css")
    }
}
