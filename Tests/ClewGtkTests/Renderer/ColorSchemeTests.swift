import CAdw
import CGtk
import CGtkShim
import Clew
import ClewAdwaita
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// `Appearance.colorScheme`: the desktop's light or dark by default, live, or the app's choice; on
/// plain GTK through GNOME's `color-scheme` setting, on libadwaita through its style manager.
@Suite @MainActor
struct ColorSchemes {
    var prefersDarkSetting: Bool {
        clew_object_get_boolean(
            UnsafeMutableRawPointer(gtk_settings_get_default()), "gtk-application-prefer-dark-theme")
            != 0
    }

    @Test func plainGtkFollowsTheDesktopLiveUnlessTheAppChooses() async throws {
        try await GtkTestHost.run {
            // GNOME's interface settings, in memory: the desktop's real settings are left alone.
            let desktop = try #require(GSettingsObject.inMemory("org.gnome.desktop.interface"))
            let backend = GtkColorSchemeBackend(desktopSettings: desktop)
            defer { backend.detach() }
            backend.apply(.followSystem)
            #expect(!backend.isDark)

            #expect(desktop.set("prefer-dark", forKey: "color-scheme"))
            #expect(await GtkTestHost.runUntil { backend.isDark }, "the desktop switched to dark")
            #expect(prefersDarkSetting)
            #expect(desktop.set("prefer-light", forKey: "color-scheme"))
            #expect(await GtkTestHost.runUntil { !backend.isDark }, "and back to light")

            backend.apply(.dark)
            #expect(backend.isDark)
            #expect(desktop.set("default", forKey: "color-scheme"))
            GtkTestHost.drainPending()
            #expect(backend.isDark, "the app's choice outlives the desktop's changes")

            backend.apply(.followSystem)
            #expect(!backend.isDark)
            backend.detach()
            #expect(desktop.set("prefer-dark", forKey: "color-scheme"))
            GtkTestHost.drainPending()
            #expect(!backend.isDark, "detached: no longer following")
        }
    }

    @Test func libadwaitasStyleManagerFollowsTheSystemOrTheAppsChoice() async throws {
        try await RendererFixture.run(renderer: RendererToolkit.adwaita.makeRenderer) { fixture in
            let manager = adw_style_manager_get_default()
            #expect(Appearance.colorScheme == .followSystem)
            #expect(adw_style_manager_get_color_scheme(manager) == ADW_COLOR_SCHEME_DEFAULT)
            #expect(!Appearance.isDark, "no desktop here prefers dark")

            Appearance.colorScheme = .dark
            defer { Appearance.colorScheme = .followSystem }
            #expect(adw_style_manager_get_color_scheme(manager) == ADW_COLOR_SCHEME_FORCE_DARK)
            #expect(Appearance.isDark && Appearance.prefersDarkStyle)
            // libadwaita mirrors its own choice into GtkSettings, for widgets that read it there.
            #expect(prefersDarkSetting)

            Appearance.prefersDarkStyle = false
            #expect(Appearance.colorScheme == .light)
            #expect(adw_style_manager_get_color_scheme(manager) == ADW_COLOR_SCHEME_FORCE_LIGHT)
            #expect(!Appearance.isDark)

            Appearance.colorScheme = .followSystem
            #expect(adw_style_manager_get_color_scheme(manager) == ADW_COLOR_SCHEME_DEFAULT)
        }
    }
}
