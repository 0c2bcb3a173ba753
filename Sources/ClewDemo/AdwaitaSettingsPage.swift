import ClewAdwaita
import ClewDemoScenarios
import ClewGtk

/// The Settings tab as a GNOME settings page on libadwaita: an Appearance group whose rows choose
/// the style (Follow System, Light, Dark; the actions of the platform-neutral settings screen),
/// and an About row that opens libadwaita's About window.
@MainActor
enum AdwaitaSettingsPage {
    /// The settings screen's link: its page is drawn here; other step screens as on plain GTK.
    static let link = "clew://settings"

    static func make(_ settings: StepScreen, window: @escaping @MainActor () -> Window?) -> Widget {
        let styles: [(title: String, action: String, scheme: Appearance.ColorScheme)] = [
            // The second title is the Settings screen's action, as DemoSettings names it.
            (tr("Follow System"), tr("Follow the System Style"), .followSystem),
            (tr("Light", context: "style"), tr("Use the Light Style"), .light),
            (tr("Dark", context: "style"), tr("Use the Dark Style"), .dark),
        ]
        var first: CheckButton?
        let rows: [Widget] = styles.map { style in
            let check = CheckButton(isActive: Appearance.colorScheme == style.scheme, group: first)
            first = first ?? check
            // Named by its row: libadwaita makes the row's title its label (labelled-by); a label of
            // its own as well had screen readers say the name twice ("Light Light").
            check.onChange { [weak settings] check in
                guard check.isActive else { return }
                _ = settings?.perform(style.action)
            }
            let row = ActionRow(title: style.title)
            row.addPrefix(check)
            row.setActivatableWidget(check)
            return row
        }
        let about = ActionRow(title: tr("About Clew Demo"))
        about.addSuffix(Image(iconName: "go-next-symbolic"))
        about.isActivatable = true
        about.onActivated { _ in
            AboutWindow(
                parent: window(), applicationName: tr("Clew Demo"), applicationIcon: DemoApp.applicationID,
                version: DemoSettings.version, developerName: tr("The Clew developers"),
                website: "https://github.com/clew-swift/clew",
                comments: tr("Ariadne-style routes, alerts, toasts and links for GTK 4 apps in Swift."),
                license: .mit
            ).present()
        }
        return ScrolledWindow(
            child: Clamp(maximumWidth: 600) {
                Box(.vertical, spacing: 24) {
                    PreferencesGroup(
                        title: tr("Appearance"), description: tr("Light or dark, or as GNOME’s own settings say")
                    ) { rows }
                    PreferencesGroup(title: tr("About")) { about }
                }
                .margins(24)
            })
    }
}
