import Clew

/// The demo's Settings tab: the style (light or dark, which the GTK demo applies) and an About page.
@MainActor
public enum DemoSettings {
    /// The Settings tab's root; `setDarkStyle` applies the style the person chose.
    public static func makeRoot(router: Router, setDarkStyle: @escaping @MainActor (Bool) -> Void) -> StepScreen {
        let settings = StepScreen("Settings", detail: "How Clew Demo looks, and what it is.")
        settings.link = "clew://settings"
        settings.addAction("Use the Dark Style") { setDarkStyle(true) }
        settings.addAction("Use the Light Style") { setDarkStyle(false) }
        settings.addAction("About Clew Demo") { [weak router] in
            router?.navigate(to: ScreenBuilder(makeAbout()).pushRoute())
        }
        return settings
    }

    /// The About page.
    public static func makeAbout() -> StepScreen {
        let about = StepScreen(
            "About",
            detail: "Clew Demo \(version): Ariadne-style routes, alerts, toasts and links for GTK 4 apps in Swift.")
        about.link = "clew://settings/about"
        return about
    }

    /// The demo's version.
    public static let version = "0.1.0"
}
