import CAdw
import CGtk
import CGtkTestShim
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

    @Test func entryComboAndExpanderRowsReadAndReportWhatTheUserDid() async throws {
        try await GtkTestHost.run {
            var applied: [String] = []
            var chosen: [Int?] = []
            let name = EntryRow(title: "<Name>", text: "Ada", showsApplyButton: true)
            name.onApply { applied.append($0.text) }
            let password = PasswordEntryRow(title: "Password")
            let style = ComboRow(title: "Style", items: ["Follow System", "Light", "Dark"], selectedIndex: 0)
            style.onChange { chosen.append($0.selectedIndex) }
            let advanced = ExpanderRow(title: "Advanced") { ActionRow(title: "Hidden Row") }
            let window = Window(title: "Rows")
            window.setDefaultSize(width: 480, height: 480)
            window.child = PreferencesGroup(title: "Account") {
                name
                password
                style
                advanced
            }
            window.present()
            defer { window.destroy() }
            #expect(await GtkTestHost.runUntil { style.isMapped })
            #expect(WidgetQueries.labelTexts(in: name).contains("<Name>"), "a title shows as typed")
            #expect(name.text == "Ada")
            name.text = "Ada Lovelace"
            clew_signal_emit_void(name.raw, "apply")
            #expect(applied == ["Ada Lovelace"])

            password.text = "secret"
            #expect(password.text == "secret")
            #expect(!WidgetQueries.labelTexts(in: password).contains("secret"), "a password is not shown")

            #expect(style.items == ["Follow System", "Light", "Dark"])
            style.selectedIndex = 2
            #expect(style.selectedItem == "Dark")
            style.selectedIndex = 9  // no such option: nothing chosen
            #expect(chosen == [2, nil] && style.selectedItem == nil)

            #expect(!WidgetQueries.labelTexts(in: advanced).contains("Hidden Row"))
            advanced.isExpanded = true
            #expect(await GtkTestHost.runUntil { WidgetQueries.labelTexts(in: advanced).contains("Hidden Row") })
        }
    }

    @Test func buttonContentSplitButtonAndAvatarSayWhatTheyAre() async throws {
        try await GtkTestHost.run {
            var saved = 0
            let new = Button(
                child: ButtonContent(iconName: "list-add-symbolic", label: "_New Note", usesUnderline: true)
            ) {
                _ in
            }
            let save = SplitButton(
                "_Save", menu: Menu { MenuItem("Save As…", action: "win.save-as") }, usesUnderline: true
            ) { _ in
                saved += 1
            }
            let avatar = Avatar(name: "Ada Lovelace", size: 48)
            let window = Window(title: "Buttons")
            window.child = Box(.horizontal, spacing: 12) {
                new
                save
                avatar
            }
            window.present()
            defer { window.destroy() }
            #expect(await GtkTestHost.runUntil { avatar.isMapped })
            #expect(WidgetQueries.labelTexts(in: new).contains("New Note"))
            #expect(save.label == "_Save")
            let main = try #require(WidgetQueries.button("Save", in: save))
            WidgetQueries.click(main)
            #expect(saved == 1)
            #expect(avatar.accessibleLabel == "Ada Lovelace")
            #expect(avatar.personName == "Ada Lovelace" && avatar.pixelSize == 48)
            #expect(WidgetQueries.labelTexts(in: avatar) == ["AL"], "initials")
        }
    }
}
