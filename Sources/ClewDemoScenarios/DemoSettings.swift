import Clew

/// The styles the Settings tab offers.
public enum DemoStyle: String, Sendable, CaseIterable {
    /// The desktop's light or dark, live.
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark
}

/// The demo's Settings tab: the style (the desktop's, light or dark, which the GTK demo applies)
/// and an About page.
@MainActor
public enum DemoSettings {
    /// The Settings tab's root; `setStyle` applies the style the person chose.
    public static func makeRoot(router: Router, setStyle: @escaping @MainActor (DemoStyle) -> Void) -> StepScreen {
        let settings = StepScreen(tr("Settings"), detail: tr("How Clew Demo looks, and what it is."))
        settings.link = "clew://settings"
        settings.addAction(tr("Follow the System Style")) { setStyle(.system) }
        settings.addAction(tr("Use the Dark Style")) { setStyle(.dark) }
        settings.addAction(tr("Use the Light Style")) { setStyle(.light) }
        settings.addAction(tr("About Clew Demo")) { [weak router] in
            router?.navigate(to: ScreenBuilder(makeAbout()).pushRoute())
        }
        return settings
    }

    /// The About page.
    public static func makeAbout() -> StepScreen {
        let about = StepScreen(
            tr("About"),
            // TRANSLATORS: %s is the version number.
            detail: tr("Clew Demo %s: Ariadne-style routes, alerts, toasts and links for GTK 4 apps in Swift.")
                .substituting(version))
        about.link = "clew://settings/about"
        return about
    }

    /// The demo's version: Clew's own (``ClewVersion/current``), as the demo ships with it.
    public static var version: String { ClewVersion.current }
}
