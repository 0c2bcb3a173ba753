internal import CAdw
internal import CGtk
internal import CGtkShim
import Clew
import ClewGtk

/// libadwaita, started once: its stylesheet, icons and style manager. Every ClewAdwaita entry
/// point calls it, so apps never do.
@MainActor
enum Adwaita {
    private static var isStarted = false

    /// Calls `adw_init()` the first time (GTK must be initialised: it is once a window exists),
    /// and hands ``Appearance``'s light and dark to libadwaita's style manager.
    static func startOnce() {
        guard !isStarted else { return }
        isStarted = true
        // Plain GTK's backend lets go first: it clears GtkSettings' dark preference, which
        // libadwaita warns about. The style manager exists once adw_init has run.
        let backend = AdwaitaColorSchemeBackend()
        Appearance.use(backend)
        adw_init()
        backend.apply(Appearance.colorScheme)
        AdwaitaUIObjectTypes.register()
    }
}

extension GtkRenderer {
    /// The libadwaita renderer: the same renderer and capabilities as ``GtkRenderer``, with
    /// GNOME's own widgets where libadwaita 1.2 has them. Alerts are `AdwMessageDialog`s (heading,
    /// body, responses with destructive and suggested appearances, default and close responses,
    /// mnemonics); toasts are `AdwToast`s in an `AdwToastOverlay`; tabs are an `AdwViewStack` with
    /// an `AdwViewSwitcherTitle` in the header bar and an `AdwViewSwitcherBar` when the window is
    /// narrow; a split view is an `AdwLeaflet` that folds at its panes' natural width and swipes
    /// back to the sidebar; the header bar is an `AdwHeaderBar` whose title is an `AdwWindowTitle`
    /// (with the screen's subtitle); pickers, screens and your own kinds in dialogs are as on
    /// plain GTK.
    ///
    /// ```swift
    /// let renderer = GtkRenderer.adwaita(window: window)
    /// let router = Router(renderer: renderer)
    /// ```
    ///
    /// The `ClewGtkTesting` driver drives it with the same calls.
    public static func adwaita(window: Window, eventRetention: RenderEventLog.Retention = .last(256)) -> GtkRenderer {
        Adwaita.startOnce()
        return GtkRenderer(
            window: window, eventRetention: eventRetention,
            parts: RendererParts(
                dialogs: MessageDialogPresenter.init, toasts: ToastOverlayPresenter.init, tabs: ViewStackTabs.init,
                split: { _, sidebar, content in LeafletSplit(sidebar: sidebar, content: content) },
                title: WindowTitleView.init, header: AdwaitaHeaderBar.init))
    }
}

extension Toolkit {
    /// libadwaita 1.2: an `AdwApplication` (which loads the app's `style.css` and
    /// `style-dark.css` resources), and ``GtkRenderer/adwaita(window:eventRetention:)`` in its window.
    ///
    /// ```swift
    /// let status = Application(id: "org.example.Notes", toolkit: .adwaita).run { window, router in
    ///     window.title = "Notes"
    /// }
    /// ```
    public static let adwaita = Toolkit(
        name: "adwaita",
        makeApplication: { id, flags in
            UnsafeMutableRawPointer(adw_application_new(id, GApplicationFlags(rawValue: flags))!)
        },
        makeRenderer: { window, retention in GtkRenderer.adwaita(window: window, eventRetention: retention) })
}
