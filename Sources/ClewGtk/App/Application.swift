internal import CGtk
internal import CGtkShim
import Clew
import Glibc

/// A GNOME application (`GtkApplication`): the one call that starts a Clew app.
///
/// ```swift
/// // main.swift: top-level code runs on the main actor.
/// import Clew
/// import ClewGtk
/// import Glibc
///
/// let status = Application(id: "org.example.Notes").run { window, router in
///     window.title = "Notes"
///     window.setDefaultSize(width: 480, height: 560)
///     router.navigate(to: NotesListBuilder().pushRoute(isAnimated: false), with: store)
/// }
/// exit(status)
/// ```
///
/// `run` installs the ``MainQueueBridge`` (so `@MainActor` work and `Task`s run inside GTK's main
/// loop), registers the application under `id` (a second launch of a unique app activates the
/// first one instead), and on the first activation makes the main window, a ``GtkRenderer`` in
/// it and a `Router` on that renderer, and hands the window and the router to `activate`. The
/// window is presented when `activate` returns.
///
/// The window is not on screen yet while `activate` runs, so a popover (which points at a control
/// on screen) opened at start goes in `window.whenShown { … }`.
///
/// The app's command line is its own: parse `CommandLine.arguments` before calling `run`.
/// GApplication is shown only the program name, so it never rejects the app's options.
@MainActor
public final class Application: GObjectRef {
    /// Why ``run(_:)`` could not start.
    public enum StartError: Error, Equatable, CustomStringConvertible {
        /// `id` is not a valid application id.
        case invalidID(String)

        public var description: String {
            switch self {
            case .invalidID(let id):
                "“\(id)” is not a valid application id: use reverse-DNS form such as org.example.Notes "
                    + "(letters, digits, _ and -, at least two parts separated by dots)."
            }
        }
    }

    /// The application id, e.g. `org.example.Notes` (also the desktop file's and icon's name).
    public let id: String
    /// The main window, once the app has been activated.
    public private(set) var window: ApplicationWindow?
    /// The renderer in the main window, once the app has been activated.
    public private(set) var renderer: GtkRenderer?
    /// The router on that renderer, once the app has been activated.
    public private(set) var router: Router?

    /// The toolkit that draws the app's windows.
    public let toolkit: Toolkit
    private let eventRetention: RenderEventLog.Retention
    private var exitStatus: Int32 = 0
    private var activateHandler: (@MainActor (ApplicationWindow, Router) -> Void)?

    /// Called to save where the user is: shortly after each navigation change (at most
    /// ``stateSaveDelay`` later, so a crash loses at most that much) and when the app quits,
    /// however it quits: `app.quit` (Ctrl+Q in any of its windows), the last window closed, or
    /// SIGTERM, SIGINT and SIGHUP (a session ending, `systemctl --user stop`, Ctrl+C).
    ///
    /// ```swift
    /// app.onSaveState = { router in try? stateFile.write(router.navigationState().serialized) }
    /// ```
    public var onSaveState: (@MainActor (Router) -> Void)?

    /// How long after a navigation change ``onSaveState`` runs (changes in between are saved together).
    public var stateSaveDelay: Duration = .seconds(1)

    /// The pending debounced save, if any.
    var pendingSave: UInt32?
    /// The GLib sources of the signal handlers installed while ``run(opening:_:)`` runs.
    var signalSources: [UInt32] = []

    /// Called with the links (URIs such as `clew://paywall?source=profile`) the app is asked to
    /// open, after the window exists: from ``run(opening:_:)``'s command line, from a second launch
    /// with links (GApplication hands them to the running instance), or from the desktop (the
    /// desktop file's `x-scheme-handler`). Set it before `run`: it makes the app handle opening.
    /// A command-line argument that is no URI at all (empty, `paywall`) arrives exactly as typed,
    /// in a running instance too, so the app can say in its window why it cannot open it.
    public var onOpen: (@MainActor ([String], Router) -> Void)?

    /// An application registered as `id`.
    ///
    /// - Parameters:
    ///   - isUnique: whether a second launch hands over to the running instance (GNOME's default);
    ///     pass false for tools that render and exit (screenshots, benchmarks).
    ///   - eventRetention: how much of the renderer's event log to keep (see ``GtkRenderer``).
    ///   - toolkit: what draws the windows: ``Toolkit/gtk`` (the default), or `ClewAdwaita`'s
    ///     `.adwaita` (an `AdwApplication`, GNOME's own widgets and style manager).
    public convenience init(
        id: String, isUnique: Bool = true, eventRetention: RenderEventLog.Retention = .last(256),
        toolkit: Toolkit = .gtk
    ) {
        let flags = isUnique ? GApplicationFlags(rawValue: 0) : G_APPLICATION_NON_UNIQUE
        // An invalid id is reported by `run`, not here: GTK would log a critical and return NULL.
        let validID = g_application_id_is_valid(id) != 0 ? id : "org.clew.InvalidApplicationID"
        self.init(
            toolkit.makeApplication(validID, flags.rawValue), transfer: .full, id: id, eventRetention: eventRetention,
            toolkit: toolkit)
    }

    private init(
        _ pointer: UnsafeMutableRawPointer, transfer: Transfer, id: String, eventRetention: RenderEventLog.Retention,
        toolkit: Toolkit
    ) {
        self.id = id
        self.eventRetention = eventRetention
        self.toolkit = toolkit
        super.init(pointer, transfer: transfer)
    }

    /// Re-wrapping an application from a signal gives a handle without the app's Swift state.
    public required init(_ pointer: UnsafeMutableRawPointer, transfer: Transfer) {
        id =
            g_application_get_application_id(pointer.assumingMemoryBound(to: GApplication.self))
            .map { String(cString: $0) } ?? ""
        eventRetention = .none
        toolkit = .gtk
        super.init(pointer, transfer: transfer)
    }

    var application: UnsafeMutablePointer<GtkApplication> { pointer(as: GtkApplication.self) }

    /// Runs the app until its last window closes (or ``quit(status:)``); returns the exit status.
    /// An invalid ``id`` prints ``StartError/invalidID(_:)`` on standard error and returns 2.
    ///
    /// - Parameter links: links to open at start (``onOpen`` receives them instead of an
    ///   activation); a unique app already running gets them and this launch ends.
    public func run(opening links: [String] = [], _ activate: @escaping @MainActor (ApplicationWindow, Router) -> Void)
        -> Int32
    {
        guard g_application_id_is_valid(id) != 0 else {
            StandardErrorLine.write("\(programName()): \(StartError.invalidID(id))")
            return 2
        }
        activateHandler = activate
        let application = pointer(as: GApplication.self)
        let connection = connect(.activate) { [weak self] _ in self?.activated() }
        defer { disconnect(connection) }
        var openConnection: SignalConnection?
        if onOpen != nil {
            g_application_set_flags(
                application,
                GApplicationFlags(g_application_get_flags(application).rawValue | G_APPLICATION_HANDLES_OPEN.rawValue))
            openConnection = connectOpen { [weak self] uris in self?.opened(uris) }
        }
        defer { if let openConnection { disconnect(openConnection) } }
        SessionBus.warnIfUnreachable(program: programName())
        MainQueueBridge.install()
        installQuitSignals()
        defer { removeQuitSignals() }
        // GApplication sees the program name and the links only: the app parses its own options.
        let handedOver = onOpen != nil ? links.map(CommandLineLink.carried) : []
        var arguments: [UnsafeMutablePointer<CChar>?] = ([programName()] + handedOver).map { strdup($0) }
        let count = Int32(arguments.count)
        arguments.append(nil)
        defer { for argument in arguments { free(argument) } }
        let status = g_application_run(application, count, &arguments)
        // However the loop ended (the last window closed, quit, a signal), where the user was is saved.
        saveStateNow()
        return status != 0 ? status : exitStatus
    }

    /// Ends ``run(_:)``, which then returns `status`: what is presented is closed first (its
    /// dismissal handlers hear `.app`), and ``onSaveState`` runs once the loop has ended. The
    /// `app.quit` action (Ctrl+Q) and SIGTERM, SIGINT and SIGHUP call this.
    public func quit(status: Int32 = 0) {
        exitStatus = status
        closePresentations()
        g_application_quit(pointer(as: GApplication.self))
    }

    private func activated() {
        if let window {
            window.present()
            return
        }
        makeWindow()
    }

    /// Links to open: GApplication emits `open` instead of `activate`, so the window is made first.
    private func opened(_ uris: [String]) {
        if window == nil { makeWindow() }
        guard let window, let router else { return }
        onOpen?(uris.map(CommandLineLink.typed), router)
        window.present()
    }

    private func makeWindow() {
        addStandardActions()
        let window = ApplicationWindow(application: self)
        window.iconName = id
        let renderer = toolkit.makeRenderer(window, eventRetention)
        let router = Router(renderer: renderer)
        // Every change of what is on screen (pushes, pops, presentations, tab switches) is a
        // lifecycle event: each schedules a save.
        router.observeLifecycle { [weak self] _, _ in self?.scheduleStateSave() }
        self.window = window
        self.renderer = renderer
        self.router = router
        activateHandler?(window, router)
        window.present()
    }

    /// GNOME's standard commands: `app.quit` (Ctrl+Q, in every window of the app, dialogs
    /// included) and Ctrl+W for GTK's own `window.close`. Menus and buttons point at them too.
    private func addStandardActions() {
        guard action(named: "quit") == nil else { return }
        add(Action("quit") { [weak self] _ in self?.quit() }, accelerators: ["<Control>q"])
        setAccelerators(["<Control>w"], for: "window.close")
    }

    private func programName() -> String {
        CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "app"
    }
}
