import ClewAdwaita
import ClewDemoScenarios
import ClewGtk
import ClewImagesGtk

/// How the scenarios' platform-neutral screens look in GTK.
@MainActor
enum DemoScreenDrawings {
    static func register(on renderer: GtkRenderer, toolkit: Toolkit) {
        renderer.drawScreens(of: GameScreen.self) { game in
            CenteredPage.make(
                heading: game.heading, detail: game.detail,
                button: Button(game.leaveTitle) { [weak game] _ in game?.leave() }.cssClasses("destructive-action"))
        }
        renderer.drawScreens(of: ProfileScreen.self) { profile in
            CenteredPage.make(
                heading: profile.name, detail: profile.plan,
                button: Button(tr("Go Premium…")) { [weak profile] _ in profile?.presentPaywall() }
                    .cssClasses("suggested-action"))
        }
        renderer.drawScreens(of: WidgetsScreen.self, with: WidgetsPage.make)
        if toolkit == .adwaita {
            // A failed download with no image to show is a GNOME status page, with Retry.
            ImageDownloadWidget.errorDrawing = { message, retry in
                StatusPage(
                    iconName: "image-missing-symbolic", title: tr("Could Not Load the Image"), description: message
                ) {
                    if let retry {
                        Button(tr("Retry")) { _ in retry() }.cssClasses("pill", "suggested-action")
                            .aligned(horizontal: .center, vertical: .center)
                    }
                }
                .cssClasses("compact")
            }
            // The Settings tab as a GNOME settings page; other step screens as on plain GTK.
            renderer.drawScreens(of: StepScreen.self) { [weak renderer] screen in
                screen.link == AdwaitaSettingsPage.link
                    ? AdwaitaSettingsPage.make(screen, window: { renderer?.window }) : actionPage(screen)
            }
        } else {
            renderer.drawScreens(of: StepScreen.self, with: actionPage)
        }
        renderer.drawScreens(of: PlayerScreen.self, with: actionPage)
        renderer.drawScreens(of: PaywallScreen.self) { paywall in
            Box(.vertical, spacing: 12) {
                Label(paywall.heading).cssClasses("title-1")
                // TRANSLATORS: %s is where the paywall was opened from ("Home", "Profile").
                Label(tr("Opened from %s").substituting(paywall.source.displayName)).cssClasses("dim-label")
                for product in paywall.products { Button(product).cssClasses("suggested-action") }
                Button(tr("Not Now")) { [weak paywall] _ in paywall?.close() }
            }
            .margins(24)
        }
    }

    /// A title, a line of text, and a button per action.
    private static func actionPage(_ screen: some ActionScreen) -> Widget {
        Box(.vertical, spacing: 12) {
            Label(screen.title).cssClasses("title-2")
            Label(screen.detail).cssClasses("dim-label").wrapping(maxWidthChars: 40, centered: true)
            for title in screen.actionTitles {
                Button(title) { [weak screen] _ in screen?.perform(title) }
            }
        }
        .aligned(horizontal: .center, vertical: .center)
    }
}
