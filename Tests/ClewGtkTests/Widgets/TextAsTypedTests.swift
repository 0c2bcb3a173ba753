import CAdw
import CGtk
import Clew
import ClewAdwaita
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// Every typed widget shows the app's string exactly, read back from the labels GTK draws: no entities
/// (libadwaita 1.2.2 rows escaped their subtitle and turned markup off), no eaten underscores (menus,
/// toast buttons, button contents and split buttons took `_` as a mnemonic).
@Suite @MainActor
struct TextAsTyped {
    static let markup = "Pay <b>now</b> & save"
    static let underscores = "Open my_notes.txt"

    /// `widget` in a window, mapped, then `check`.
    private func shown(_ widget: Widget, _ check: () async throws -> Void) async throws {
        let window = Window(title: "Text")
        window.setDefaultSize(width: 480, height: 480)
        window.child = widget
        window.present()
        defer { window.destroy() }
        #expect(await GtkTestHost.runUntil { widget.isMapped })
        try await check()
    }

    @Test func rowsShowTitlesAndSubtitlesAsTyped() async throws {
        try await GtkTestHost.run {
            let action = ActionRow(title: "Title <i>one</i> & \(Self.underscores)", subtitle: Self.markup)
            let expander = ExpanderRow(title: "Expander & <u>two</u>", subtitle: Self.markup, isExpanded: true) {
                ActionRow(title: "Inside")
            }
            let combo = ComboRow(title: "Combo", subtitle: Self.markup, items: ["A & B", "<c>"])
            let group = PreferencesGroup(title: "Group & <b>three</b>", description: Self.markup) {
                action
                expander
                combo
            }
            try await shown(group) {
                let texts = WidgetQueries.labelTexts(in: group)
                for text in [
                    "Title <i>one</i> & \(Self.underscores)", "Expander & <u>two</u>", "Group & <b>three</b>",
                    "Inside", "Combo", "A & B",
                ] {
                    #expect(texts.contains(text), "\(text) not in \(texts)")
                }
                #expect(WidgetQueries.labelTexts(in: action).contains(Self.markup), "\(texts)")
                #expect(WidgetQueries.labelTexts(in: expander).contains(Self.markup), "\(texts)")
                #expect(WidgetQueries.labelTexts(in: combo).contains(Self.markup), "\(texts)")
                #expect(!texts.contains { $0.contains("&amp;") || $0.contains("&lt;") }, "\(texts)")
            }
        }
    }

    /// The header bar's title (an `AdwWindowTitle`) and a status page: as typed with no help from Clew.
    @Test func windowTitlesAndStatusPagesShowTheirTextAsTyped() async throws {
        try await GtkTestHost.run {
            let page = StatusPage(iconName: "dialog-error-symbolic", title: Self.markup, description: Self.underscores)
            let title = Widget(new: adw_window_title_new("Notes & <b>more</b>", Self.underscores))
            let box = Box(.vertical, spacing: 6) {
                title
                page
            }
            try await shown(box) {
                #expect(WidgetQueries.labelTexts(in: title) == ["Notes & <b>more</b>", Self.underscores])
                let texts = WidgetQueries.labelTexts(in: page)
                #expect(texts.contains(Self.markup) && texts.contains(Self.underscores), "\(texts)")
            }
        }
    }

    @Test func buttonContentsAndSplitButtonsKeepTheirUnderscores() async throws {
        try await GtkTestHost.run {
            let content = ButtonContent(iconName: "document-open-symbolic", label: Self.underscores)
            let mnemonic = ButtonContent(iconName: "list-add-symbolic", label: "_New Note", usesUnderline: true)
            let split = SplitButton(Self.underscores, menu: Menu { MenuItem("Other", action: "win.other") }) { _ in }
            let box = Box(.vertical, spacing: 6) {
                Button(child: content) { _ in }
                Button(child: mnemonic) { _ in }
                split
            }
            try await shown(box) {
                #expect(WidgetQueries.labelTexts(in: content) == [Self.underscores])
                #expect(WidgetQueries.labelTexts(in: mnemonic) == ["New Note"], "the API asked for a mnemonic")
                #expect(WidgetQueries.labelTexts(in: split).contains(Self.underscores))
            }
        }
    }

    @Test func menuItemsKeepTheirUnderscoresUnlessTheyAskForAMnemonic() async throws {
        try await GtkTestHost.run {
            let menu = Menu {
                MenuItem(Self.underscores, action: "win.open")
                MenuItem("_Preferences", action: "app.preferences", usesUnderline: true)
                Submenu("More_options") { MenuItem("snake_case_item", action: "win.snake") }
            }
            let button = MenuButton("Menu", menu: menu)
            try await shown(button) {
                button.popup()
                let popover = try #require(button.popover)
                #expect(await GtkTestHost.runUntil { popover.isMapped })
                let texts = WidgetQueries.labelTexts(in: popover)
                #expect(texts.contains(Self.underscores), "\(texts)")
                #expect(texts.contains("Preferences"), "\(texts)")
                #expect(texts.contains("More_options"), "\(texts)")
                button.popdown()
                #expect(await GtkTestHost.runUntil { !popover.isMapped })
            }
        }
    }

    @Test(arguments: RendererToolkit.allCases)
    func aToastButtonKeepsItsUnderscores(toolkit: RendererToolkit) async throws {
        try await RendererFixture.run(renderer: toolkit.makeRenderer) { fixture in
            fixture.router.showToast(Toast("Saved \(Self.markup)", actionTitle: Self.underscores) {})
            let bubble = try #require(fixture.renderer.presentedToastBubble)
            #expect(await GtkTestHost.runUntil { bubble.isMapped })
            let texts = WidgetQueries.labelTexts(in: bubble)
            #expect(texts.contains("Saved \(Self.markup)"), "\(texts)")
            #expect(texts.contains(Self.underscores), "\(texts)")
            try fixture.renderer.tapToastAction()
        }
    }
}
