import Clew
import ClewDemoScenarios
import ClewGtk
import ClewImagesGtk

/// How the widgets scenario looks in GTK: every control and container of ClewGtk, each reporting
/// its changes to the screen (the home page's result line shows the last one), and a zone that
/// takes dropped files.
@MainActor
enum WidgetsPage {
    static func make(_ screen: WidgetsScreen) -> Widget {
        let report: @MainActor (String) -> Void = { [weak screen] change in screen?.record(change) }
        let actions = ActionGroup()
        actions.add(Action("reset") { _ in report(tr("Reset")) })
        actions.add(Action("compact", isActive: false) { _, isActive in report(onOff(tr("Compact"), isActive)) })
        actions.add(Action("sort", choice: "name") { _, order in report(tr("Sort: %s").substituting(order)) })
        let page = Box(.vertical, spacing: 18)
        // Before the menus that use them are added: GTK links a menu to the actions around it then.
        page.insertActionGroup(actions, prefix: "widgets")
        for section in [
            toggles(report), values(report), text(report), menus(), dropZone(report), lists(report),
            containers(screen, report),
        ] {
            page.append(section)
        }
        return ScrolledWindow(child: page.margins(24)).expanding(vertically: true)
    }

    /// A section: a heading over its rows.
    private static func section(_ heading: String, _ content: Widget) -> Widget {
        Box(.vertical, spacing: 8) {
            Label(heading).cssClasses("heading").leading()
            content
            Separator()
        }
    }

    /// Rows of a label and its control.
    private static func form(_ rows: [(String, Widget)]) -> Grid {
        let grid = Grid(rowSpacing: 8, columnSpacing: 12)
        for (index, row) in rows.enumerated() {
            grid.attach(Label(row.0).leading().expanding(horizontally: true), column: 0, row: index)
            grid.attach(row.1.aligned(horizontal: .end), column: 1, row: index)
        }
        return grid
    }

    private static func toggles(_ report: @escaping @MainActor (String) -> Void) -> Widget {
        let wifi = Switch(accessibleLabel: tr("Wi-Fi"))
        wifi.onChange { report(onOff(tr("Wi-Fi"), $0.isActive)) }
        let notify = CheckButton(tr("Notify me"))
        notify.onChange { report(onOff(tr("Notify me"), $0.isActive)) }
        let light = CheckButton(tr("Light", context: "style"), isActive: true)
        let dark = CheckButton(tr("Dark", context: "style"), group: light)
        dark.onChange { report($0.isActive ? tr("Style: dark") : tr("Style: light")) }
        let bold = ToggleButton(tr("Bold"))
        bold.onChange { report(onOff(tr("Bold"), $0.isActive)) }
        return section(
            tr("Toggles"),
            Box(.vertical, spacing: 8) {
                form([(tr("Wi-Fi"), wifi)])
                notify
                Box(.horizontal, spacing: 12) {
                    light
                    dark
                }
                bold.aligned(horizontal: .start)
            })
    }

    private static func values(_ report: @escaping @MainActor (String) -> Void) -> Widget {
        let size = DropDown([tr("Small"), tr("Medium"), tr("Large")], selectedIndex: 1, accessibleLabel: tr("Size"))
        size.onChange { report(tr("Size: %s").substituting($0.selectedItem ?? "")) }
        let copies = SpinButton(range: 1...10, value: 1, accessibleLabel: tr("Copies"))
        copies.onChange { report(tr("Copies: %d").substituting($0.integerValue)) }
        let volume = Scale(range: 0...100, value: 40, accessibleLabel: tr("Volume")).minimumSize(width: 200)
        volume.onChange { report(tr("Volume: %d").substituting(Int($0.value))) }
        let battery = LevelBar(range: 0...1, value: 0.6, accessibleLabel: tr("Battery")).minimumSize(width: 200)
        return section(
            tr("Choices and numbers"),
            form([(tr("Size"), size), (tr("Copies"), copies), (tr("Volume"), volume), (tr("Battery"), battery)]))
    }

    private static func text(_ report: @escaping @MainActor (String) -> Void) -> Widget {
        let name = Entry(placeholder: tr("Name"))
        name.connect(.activate) { report(tr("Name: %s").substituting(UntrustedText.escaped($0.text, limit: 40))) }
        let search = SearchEntry(placeholder: tr("Search widgets"))
        search.onSearchChanged { report(tr("Search: %s").substituting(UntrustedText.escaped($0.text, limit: 40))) }
        let bar = SearchBar(entry: search)
        bar.isSearchModeEnabled = true
        let notes = TextView(text: tr("Notes go here."), accessibleLabel: tr("Notes"))
        return section(
            tr("Text"),
            Box(.vertical, spacing: 8) {
                bar
                name
                Frame(child: notes.minimumSize(height: 80))
            })
    }

    private static func menus() -> Widget {
        let menu = Menu {
            MenuSection(tr("Sort")) {
                MenuItem(tr("By Name"), action: "widgets.sort", target: "name")
                MenuItem(tr("By Size"), action: "widgets.sort", target: "size")
            }
            MenuItem(tr("Compact"), action: "widgets.compact")
            MenuItem(tr("Reset"), action: "widgets.reset")
        }
        let options = MenuButton(iconName: "view-more-symbolic", accessibleLabel: tr("Options"), menu: menu)
        let reset = Button(tr("Reset")).action("widgets.reset")
        let target = Label(tr("Right-click or press Menu here")).cssClasses("dim-label")
        let contextTarget = Button(child: target).cssClasses("flat").accessibleLabel(tr("Context menu"))
            .contextMenu(Menu { MenuItem(tr("Reset"), action: "widgets.reset") })
        return section(
            tr("Menus and actions"),
            Box(.horizontal, spacing: 12) {
                options
                reset
                contextTarget
            })
    }

    /// A zone that takes files dragged from the file manager and says what it got: the files' names,
    /// escaped and capped to one line (they come from another app). While a drag of files hovers over
    /// it, GTK draws the theme's drop highlight around it.
    private static func dropZone(_ report: @escaping @MainActor (String) -> Void) -> Widget {
        let zone = Label(tr("Drop files here")).minimumSize(height: 72)
        zone.setAccessibleLabel(tr("Drop zone: files dropped here are listed"))
        zone.addController(
            DropTarget(accepting: [.files]) { [weak zone] content, _ in
                guard case .files(let paths) = content, !paths.isEmpty else { return false }
                let names = paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
                let list = UntrustedText.escaped(names.joined(separator: ", "), limit: 80)
                // TRANSLATORS: %s is the names of the files dropped on the drop zone, separated by commas.
                let got = tr("Dropped: %s").substituting(list)
                zone?.text = got
                report(got)
                return true
            })
        return section(tr("Drag and drop"), Frame(child: zone))
    }

    private static func lists(_ report: @escaping @MainActor (String) -> Void) -> Widget {
        let item = tr("Item %d")
        let numbers = ListModel((1...10_000).map { item.substituting($0) })
        let list = ListView(model: numbers) { ItemRow() }
        list.onActivate { view, position in report(tr("Opened: %s").substituting(view.model?[position] ?? "")) }
        let planets = ListModel(
            [
                (tr("Mercury"), tr("0.39 AU")), (tr("Venus"), tr("0.72 AU")), (tr("Earth"), tr("1 AU")),
                (tr("Mars"), tr("1.52 AU")),
            ], id: \.0)
        let table = ColumnView(
            model: planets,
            columns: [
                .init(tr("Planet"), expands: true, text: \.0, sortedBy: { $0.0 < $1.0 }),
                .init(tr("Distance"), text: \.1, sortedBy: { $0.1 < $1.1 }),
            ])
        table.onActivate { _, planet in report(tr("Planet: %s").substituting(planet.0)) }
        return section(
            tr("Lists"),
            Box(.vertical, spacing: 8) {
                Frame(child: ScrolledWindow(child: list).minimumSize(height: 160))
                Frame(child: table)
            })
    }

    private static func containers(_ screen: WidgetsScreen, _ report: @escaping @MainActor (String) -> Void) -> Widget {
        let pages = Stack(transition: .crossfade)
        pages.add(Label(tr("The first page of a stack")).margins(12), name: "first", title: tr("First"))
        pages.add(Label(tr("The second page of a stack")).margins(12), name: "second", title: tr("Second"))
        pages.onVisibleChildChange { report(tr("Stack: %s").substituting($0.visibleChildName ?? "")) }
        let tags = FlowBox(maxChildrenPerLine: 6)
        for tag in ["GTK", "Swift", "GNOME", "Clew", "Linux"] { tags.append(Label(tag).margins(6)) }
        tags.onChildActivated { _, index in report(tr("Tag: %d").substituting(index + 1)) }
        let advanced = Expander(tr("Advanced"), child: Label(tr("Hidden until expanded")).margins(6))
        advanced.onChange { report($0.isExpanded ? tr("Advanced: shown") : tr("Advanced: hidden")) }
        let split = Paned(
            .horizontal, start: Label(tr("Start pane")).margins(12), end: Label(tr("End pane")).margins(12))
        split.position = 160
        let image = ImageView(url: screen.imageURL, altText: tr("The demo's sample background"))
        return section(
            tr("Containers"),
            Box(.vertical, spacing: 12) {
                CenterBox(
                    start: Label(tr("Start")), center: StackSwitcher(stack: pages), end: Label(tr("End")))
                Frame(child: pages)
                tags
                advanced
                Frame(tr("Paned"), child: split.minimumSize(height: 60))
                AspectFrame(ratio: 16.0 / 9.0, child: image.minimumSize(height: 120))
            })
    }
}

/// “Wi-Fi: on”, in the user's language.
private func onOff(_ name: String, _ isOn: Bool) -> String {
    // TRANSLATORS: %s is a control's name ("Wi-Fi"); the report after the user switched it.
    isOn ? tr("%s: on").substituting(name) : tr("%s: off").substituting(name)
}

/// A row of the Widgets page's long list: its title.
private final class ItemRow: ListRow<String> {
    let title = Label("").leading()

    override func bind(_ item: String) { title.text = item }
}
