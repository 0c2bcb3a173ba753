internal import CGtk
internal import CGtkShim

/// How every window of the process looks: light or dark, and the direction widgets are laid out
/// in. GTK must be initialized (inside ``Application/run(_:)``, or a test host).
///
/// ```swift
/// Appearance.colorScheme = .followSystem      // the default: the desktop's light or dark setting
/// Appearance.colorScheme = .dark              // Adwaita's dark style, dialogs included
/// Appearance.layoutDirection = .rightToLeft   // what LANGUAGE=ar or he gives by itself
/// ```
///
/// With `ClewAdwaita`'s renderer the scheme goes to libadwaita's `AdwStyleManager`, which follows
/// the desktop through the settings portal (and high contrast); on plain GTK, Clew follows GNOME's
/// `org.gnome.desktop.interface color-scheme` setting itself. Either way a window changes live when
/// the desktop switches.
@MainActor
public enum Appearance {
    /// Light or dark.
    public enum ColorScheme: Sendable, Equatable, CaseIterable {
        /// Whatever the desktop prefers (GNOME's Appearance settings), changing when it does; light
        /// when it prefers nothing.
        case followSystem
        /// Always light.
        case light
        /// Always dark.
        case dark
    }

    /// Which way text and controls run.
    public enum LayoutDirection: Sendable, Equatable {
        /// Left to right (English, …): back is on the left.
        case leftToRight
        /// Right to left (Arabic, Hebrew): back is on the right, arrows point the other way.
        case rightToLeft
    }

    private static var requestedScheme = ColorScheme.followSystem
    private static var backend: (any ColorSchemeBackend)?

    /// The app's choice of light or dark; ``ColorScheme/followSystem`` unless the app sets it.
    /// Clew's own widgets (sheets, toasts) follow the theme's colors, so they change with it.
    public static var colorScheme: ColorScheme {
        get { requestedScheme }
        set {
            requestedScheme = newValue
            currentBackend.apply(newValue)
        }
    }

    /// Whether windows are dark now: the app's ``colorScheme``, or the desktop's when it follows it.
    public static var isDark: Bool { currentBackend.isDark }

    /// Whether windows are dark (``isDark``); setting it chooses ``ColorScheme/dark`` or
    /// ``ColorScheme/light`` (it stops following the system).
    public static var prefersDarkStyle: Bool {
        get { isDark }
        set { colorScheme = newValue ? .dark : .light }
    }

    /// The direction of every widget that has not been given its own: GTK takes it from the
    /// locale's translations (`LANGUAGE=ar` gives right to left); set it to override.
    public static var layoutDirection: LayoutDirection {
        get { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight }
        set { gtk_widget_set_default_direction(newValue == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }

    /// Starts following the desktop (if ``colorScheme`` says so) once GTK is up: renderers call it.
    package static func startOnce() {
        _ = currentBackend
    }

    /// Hands light and dark to another toolkit's style manager (ClewAdwaita): the previous
    /// backend lets go of GTK's setting, and the new one applies the app's scheme.
    package static func use(_ newBackend: any ColorSchemeBackend) {
        backend?.detach()
        backend = newBackend
        newBackend.apply(requestedScheme)
    }

    private static var currentBackend: any ColorSchemeBackend {
        if let backend { return backend }
        let gtk = GtkColorSchemeBackend(desktopSettings: .gnomeInterface())
        backend = gtk
        gtk.apply(requestedScheme)
        return gtk
    }
}

/// Where ``Appearance`` sends light and dark: GTK's setting, or another toolkit's style manager.
@MainActor
package protocol ColorSchemeBackend: AnyObject {
    /// Shows `scheme` in every window, following the desktop for ``Appearance/ColorScheme/followSystem``.
    func apply(_ scheme: Appearance.ColorScheme)
    /// Whether windows are dark now.
    var isDark: Bool { get }
    /// Stops following the desktop and leaves the toolkit's setting as it found it.
    func detach()
}
