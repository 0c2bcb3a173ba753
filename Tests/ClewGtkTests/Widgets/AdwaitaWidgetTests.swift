import CAdw
import CGtk
import Clew
import ClewAdwaita
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// ClewAdwaita's typed libadwaita 1.2 widgets: what the app gives them is what a person reads
/// (never parsed as markup), and rows do what they say. Screenshot: /tmp/clew-adwaita-preferences.png.
@Suite @MainActor
struct AdwaitaWidgets {
    func typeName(of widget: Widget) -> String {
        String(cString: g_type_name_from_instance(widget.raw.assumingMemoryBound(to: GTypeInstance.self)))
    }

    @Test func aStatusPageShowsItsTextAsTypedAndItsRetryWorks() async throws {
        try await GtkTestHost.run {
            var retried = 0
            let page = StatusPage(
                iconName: "network-offline-symbolic", title: "No <Connection>",
                description: "Check <b>your</b> network & try again."
            ) {
                Button("Retry") { _ in retried += 1 }
            }
            let window = Window(title: "Status")
            window.child = page
            window.present()
            defer { window.destroy() }
            #expect(await GtkTestHost.runUntil { page.isMapped })
            #expect(typeName(of: page) == "AdwStatusPage")
            let texts = WidgetQueries.labelTexts(in: page)
            #expect(texts.contains("No <Connection>"))
            #expect(texts.contains("Check <b>your</b> network & try again."))
            WidgetQueries.click(try #require(WidgetQueries.button("Retry", in: page)))
            #expect(retried == 1)
        }
    }

    /// A child made inside the builder (a box of several) is held until the widget takes it.
    @Test func aClampAndAStatusPageKeepTheChildrenTheyAreGiven() async throws {
        try await GtkTestHost.run {
            let clamp = Clamp(maximumWidth: 400) {
                Box(.vertical, spacing: 6) {
                    Label("One")
                    Label("Two")
                }
            }
            let status = StatusPage(title: "Empty") {
                Button("Retry") { _ in }
                Button("Help") { _ in }
            }
            let window = Window(title: "Clamp")
            window.child = Box(.vertical) {
                clamp
                status
            }
            window.present()
            defer { window.destroy() }
            #expect(await GtkTestHost.runUntil { clamp.isMapped })
            #expect(WidgetQueries.labelTexts(in: clamp) == ["One", "Two"])
            #expect(WidgetQueries.buttons(in: status).map(\.title) == ["Retry", "Help"])
        }
    }

    @Test func preferencesRowsShowTheirTitlesAndActivateTheirControl() async throws {
        try await GtkTestHost.run {
            let system = CheckButton("")
            let dark = CheckButton("", group: system)
            let systemRow = ActionRow(title: "Follow the <System> Style", subtitle: "Light or dark, as GNOME is")
            systemRow.addSuffix(system)
            systemRow.setActivatableWidget(system)
            let darkRow = ActionRow(title: "Dark")
            darkRow.addSuffix(dark)
            darkRow.setActivatableWidget(dark)
            let parent = Window(title: "Clew Demo")
            parent.present()
            let preferences = PreferencesWindow(parent: parent) {
                PreferencesPage(title: "General", iconName: "emblem-system-symbolic") {
                    PreferencesGroup(title: "Appearance", description: "How <Clew> looks") {
                        systemRow
                        darkRow
                    }
                    Label("not a group: left out")
                }
            }
            preferences.setDefaultSize(width: 480, height: 360)
            preferences.present()
            defer {
                preferences.destroy()
                parent.destroy()
            }
            #expect(await GtkTestHost.runUntil { darkRow.isMapped && preferences.size.width > 0 })
            #expect(typeName(of: preferences) == "AdwPreferencesWindow")
            #expect(preferences.transientParent === parent || preferences.transientParent?.raw == parent.raw)
            let texts = WidgetQueries.labelTexts(in: preferences)
            for text in ["Appearance", "How <Clew> looks", "Follow the <System> Style", "Light or dark, as GNOME is"] {
                #expect(texts.contains(text), "\(text) in \(texts)")
            }
            #expect(!texts.contains("not a group: left out"))
            _ = try WidgetSnapshot.savePNG(preferences, to: "/tmp/clew-adwaita-preferences.png")

            // Activating the row (a click or Enter on it) checks its button.
            _ = gtk_widget_activate(darkRow.gtkWidget)
            #expect(dark.isActive && !system.isActive)
            _ = gtk_widget_activate(systemRow.gtkWidget)
            #expect(system.isActive && !dark.isActive)
        }
    }

    @Test func theAboutWindowNamesTheAppItsVersionAndItsLicence() async throws {
        try await GtkTestHost.run {
            let parent = Window(title: "Clew Demo")
            parent.present()
            let about = AboutWindow(
                parent: parent, applicationName: "Clew Demo", applicationIcon: "io.github.clew.Demo",
                version: "0.1.0", developerName: "The Clew developers", website: "https://example.org/clew",
                issueURL: "https://example.org/clew/issues", comments: "Routes <and> alerts", license: .mit,
                developers: ["Ada", "Grace"])
            about.present()
            defer {
                about.destroy()
                parent.destroy()
            }
            #expect(await GtkTestHost.runUntil { about.isMapped })
            #expect(typeName(of: about) == "AdwAboutWindow")
            #expect(about.applicationName == "Clew Demo")
            #expect(about.version == "0.1.0")
            let texts = WidgetQueries.labelTexts(in: about)
            #expect(texts.contains("Clew Demo") && texts.contains("0.1.0") && texts.contains("The Clew developers"))
            // The comments (on its Details page) are markup to libadwaita: escaped, they read as typed.
            #expect(String(cString: adw_about_window_get_comments(about.opaque)) == "Routes &lt;and&gt; alerts")
        }
    }
}
