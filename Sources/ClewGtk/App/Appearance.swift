import CGtk
import CGtkShim

/// How every window of the process looks: the dark or light style, and the direction widgets
/// are laid out in. GTK must be initialized (inside ``Application/run(_:)``, or a test host).
///
/// ```swift
/// Appearance.prefersDarkStyle = true          // Adwaita's dark style, dialogs included
/// Appearance.layoutDirection = .rightToLeft   // what LANGUAGE=ar or he gives by itself
/// ```
@MainActor
public enum Appearance {
    /// Which way text and controls run.
    public enum LayoutDirection: Sendable, Equatable {
        /// Left to right (English, …): back is on the left.
        case leftToRight
        /// Right to left (Arabic, Hebrew): back is on the right, arrows point the other way.
        case rightToLeft
    }

    /// Whether the dark style is preferred (`GtkSettings:gtk-application-prefer-dark-theme`).
    /// Clew's own widgets (sheets, toasts) follow the theme's colors, so they change with it.
    public static var prefersDarkStyle: Bool {
        get {
            guard let settings = gtk_settings_get_default() else { return false }
            return clew_object_get_boolean(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme") != 0
        }
        set {
            guard let settings = gtk_settings_get_default() else { return }
            clew_object_set_boolean(
                UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", newValue ? 1 : 0)
        }
    }

    /// The direction of every widget that has not been given its own: GTK takes it from the
    /// locale's translations (`LANGUAGE=ar` gives right to left); set it to override.
    public static var layoutDirection: LayoutDirection {
        get { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight }
        set { gtk_widget_set_default_direction(newValue == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }
}
