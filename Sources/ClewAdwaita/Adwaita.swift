import CAdw
import CGtk
import CGtkShim
import Clew
import ClewGtk

/// libadwaita, started once: its stylesheet, icons and style manager. Every ClewAdwaita entry
/// point calls it, so apps never do.
@MainActor
enum Adwaita {
    private static var isStarted = false

    /// Calls `adw_init()` the first time (GTK must be initialised: it is once a window exists).
    static func startOnce() {
        guard !isStarted else { return }
        isStarted = true
        adw_init()
        // libadwaita ignores GtkSettings' dark preference, which `Appearance` sets: follow it here,
        // so an app's dark style works on both toolkits.
        guard let settings = gtk_settings_get_default() else { return }
        let changed: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, _ in
            MainActor.assumeIsolated { Adwaita.followDarkPreference() }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(settings), "notify::gtk-application-prefer-dark-theme",
            unsafeBitCast(changed, to: GCallback.self), nil, nil,
            GConnectFlags(rawValue: 0))
        followDarkPreference()
    }

    /// Forces the dark scheme while GtkSettings prefers dark; otherwise the app's default.
    static func followDarkPreference() {
        guard let settings = gtk_settings_get_default() else { return }
        let prefersDark =
            clew_object_get_boolean(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme") != 0
        adw_style_manager_set_color_scheme(
            adw_style_manager_get_default(), prefersDark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT)
    }
}

extension GtkRenderer {
    /// The libadwaita renderer: the same renderer and capabilities as ``GtkRenderer``, with
    /// GNOME's own widgets where libadwaita 1.2 has them. Alerts are `AdwMessageDialog`s (heading,
    /// body, responses with destructive and suggested appearances, default and close responses,
    /// mnemonics); toasts are `AdwToast`s in an `AdwToastOverlay`; pickers, screens and your own
    /// kinds in dialogs are as on plain GTK.
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
            window: window, eventRetention: eventRetention, dialogs: MessageDialogPresenter.init,
            toasts: ToastOverlayPresenter.init)
    }
}
