internal import CAdw
import ClewGtk

/// ``Appearance``'s light and dark on libadwaita: `AdwStyleManager`, which follows the desktop
/// through the settings portal (or GNOME's settings outside a sandbox), high contrast included.
@MainActor
final class AdwaitaColorSchemeBackend: ColorSchemeBackend {
    private var styleManager: OpaquePointer? { adw_is_initialized() != 0 ? adw_style_manager_get_default() : nil }

    func apply(_ scheme: Appearance.ColorScheme) {
        guard let styleManager else { return }
        adw_style_manager_set_color_scheme(styleManager, Self.adwaitaScheme(for: scheme))
    }

    var isDark: Bool { styleManager.map { adw_style_manager_get_dark($0) != 0 } ?? false }

    func detach() {
        styleManager.map { adw_style_manager_set_color_scheme($0, ADW_COLOR_SCHEME_DEFAULT) }
    }

    /// Following the system prefers light where the desktop says nothing, as GNOME apps do.
    static func adwaitaScheme(for scheme: Appearance.ColorScheme) -> AdwColorScheme {
        switch scheme {
        case .followSystem: ADW_COLOR_SCHEME_DEFAULT
        case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
        case .dark: ADW_COLOR_SCHEME_FORCE_DARK
        }
    }
}
