import Clew
import ClewAdwaita
import ClewGtk

/// The `clew-demo` application: starts GTK through ``Application`` and, once activated, opens a
/// ``DemoSession`` in the window it is handed.
@MainActor
final class DemoApp {
    static let applicationID = "io.github.clew.Demo"

    /// The command line with every preference it left out filled in from GSettings.
    private let options: DemoOptions
    private let preferences: DemoPreferences
    private let application: Application
    private var session: DemoSession?

    init(options given: DemoOptions) {
        let preferences = DemoPreferences(dataDirectory: DataDirectory.locate())
        var options = given
        options.toolkit =
            options.toolkit ?? (preferences.value(DemoPreferences.toolkit, or: .adwaita) == .gtk ? .gtk : .adwaita)
        options.usesSidebar = options.usesSidebar ?? (preferences.value(DemoPreferences.layout, or: .tabs) == .sidebar)
        self.options = options
        self.preferences = preferences
        // Screenshots and benchmarks run their own process, never a second window of a running one.
        let isTool = options.screenshotPath != nil || options.exitsAfterFirstFrame
        // The screenshot reads the whole event log; a running app keeps the renderer's default.
        application = Application(
            id: Self.applicationID, isUnique: !isTool,
            eventRetention: options.screenshotPath != nil ? .all : .last(256),
            toolkit: options.toolkit ?? .adwaita)
    }

    /// Runs the GLib main loop until the window closes; returns the exit status.
    func run() -> Int32 {
        application.onOpen = { [unowned self] links, _ in session?.open(links) }
        // Where the person was, for the next start: after each change and when the app quits,
        // however it quits. Tool runs (screenshots, benchmarks) leave it alone.
        if !isTool { application.onSaveState = { [unowned self] _ in session?.saveState() } }
        let status = application.run(opening: options.links) { [unowned self] window, router in
            // The command line's style for this run, else the saved one; a change of the saved one (the Settings
            // tab, gsettings, dconf-editor) applies at once.
            let scheme = options.colorScheme ?? preferences.value(DemoPreferences.style, or: .system).colorScheme
            if scheme != .followSystem { Appearance.colorScheme = scheme }
            preferences.onStyleChange { style in Appearance.colorScheme = style.colorScheme }
            if let rtl = options.isRightToLeft { Appearance.layoutDirection = rtl ? .rightToLeft : .leftToRight }
            let session = DemoSession(window: window, router: router, options: options, preferences: preferences)
            self.session = session
            DemoShortcuts.install(on: window)
            if options.exitsAfterFirstFrame {
                FirstFrame.onFirstPaint(of: window) { [unowned self] in application.quit() }
            }
            if let path = options.screenshotPath, let renderer = application.renderer {
                DemoScreenshot.write(of: renderer, to: path, listingTexts: options.listsTexts) {
                    [unowned self] status in
                    application.quit(status: status)
                }
            }
        }
        return status
    }

    /// Screenshots and benchmarks: they render and exit, sharing nothing with the person's app.
    private var isTool: Bool { options.screenshotPath != nil || options.exitsAfterFirstFrame }
}
