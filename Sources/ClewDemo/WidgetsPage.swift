import Clew
import ClewDemoScenarios
import ClewGtk
import ClewImagesGtk

/// How the widgets scenario looks in GTK: every control and container of ClewGtk, each reporting
/// its changes to the screen (the home page's result line shows the last one).
@MainActor
enum WidgetsPage {
    static func make(_ screen: WidgetsScreen) -> Widget {
        let report: @MainActor (String) -> Void = { [weak screen] change in screen?.record(change) }
        let actions = ActionGroup()
        actions.add(Action("reset") { _ in report("Reset") })
        actions.add(Action("compact", isOn: false) { _, isOn in report("Compact: \(isOn ? "on" : "off")") })
        actions.add(Action("sort", choice: "name") { _, order in report("Sort: \(order)") })
        let page = Box(.vertical, spacing: 18)
        // Before the menus that use them are added: GTK links a menu to the actions around it then.
        page.insertActionGroup(actions, prefix: "widgets")
        for section in [
            toggles(report), values(report), text(report), menus(), lists(report), containers(screen, report),
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
        let wifi = Switch(accessibleLabel: "Wi-Fi")
        wifi.onChange { report("Wi-Fi: \($0.isOn ? "on" : "off")") }
        let notify = CheckButton("Notify me")
        notify.onChange { report("Notify me: \($0.isActive ? "on" : "off")") }
        let light = CheckButton("Light", isActive: true)
        let dark = CheckButton("Dark", group: light)
        dark.onChange { report("Style: \($0.isActive ? "dark" : "light")") }
        let bold = ToggleButton("Bold")
        bold.onChange { report("Bold: \($0.isActive ? "on" : "off")") }
        return section(
            "Toggles",
            Box(.vertical, spacing: 8) {
                form([("Wi-Fi", wifi)])
                notify
                Box(.horizontal, spacing: 12) {
                    light
                    dark
                }
                bold.aligned(horizontal: .start)
            })
    }

    private static func values(_ report: @escaping @MainActor (String) -> Void) -> Widget {
        let size = DropDown(["Small", "Medium", "Large"], selectedIndex: 1, accessibleLabel: "Size")
        size.onChange { report("Size: \($0.selectedString ?? "none")") }
        let copies = SpinButton(range: 1...10, value: 1, accessibleLabel: "Copies")
        copies.onChange { report("Copies: \($0.intValue)") }
        let volume = Scale(range: 0...100, value: 40, accessibleLabel: "Volume").minimumSize(width: 200)
        volume.onChange { report("Volume: \(Int($0.value))") }
        let battery = LevelBar(range: 0...1, value: 0.6, accessibleLabel: "Battery").minimumSize(width: 200)
        return section(
            "Choices and numbers", form([("Size", size), ("Copies", copies), ("Volume", volume), ("Battery", battery)]))
    }

    private static func text(_ report: @escaping @MainActor (String) -> Void) -> Widget {
        let name = Entry(placeholder: "Name")
        name.connect(.activate) { report("Name: \(UntrustedText.escaped($0.text, limit: 40))") }
        let search = SearchEntry(placeholder: "Search widgets")
        search.onSearchChanged { report("Search: \(UntrustedText.escaped($0.text, limit: 40))") }
        let bar = SearchBar(entry: search)
        bar.isSearchModeEnabled = true
        let notes = TextView(text: "Notes go here.", accessibleLabel: "Notes")
        return section(
            "Text",
            Box(.vertical, spacing: 8) {
                bar
                name
                Frame(child: notes.minimumSize(height: 80))
            })
    }

    private static func menus() -> Widget {
        let menu = Menu {
            MenuSection("Sort") {
                MenuItem("By Name", action: "widgets.sort", target: "name")
                MenuItem("By Size", action: "widgets.sort", target: "size")
            }
            MenuItem("Compact", action: "widgets.compact")
            MenuItem("Reset", action: "widgets.reset")
        }
        let options = MenuButton(iconName: "view-more-symbolic", accessibleLabel: "Options", menu: menu)
        let reset = Button("Reset").action("widgets.reset")
        let target = Label("Right-click or press Menu here").cssClasses("dim-label")
        let contextTarget = Button(child: target).cssClasses("flat").accessibleLabel("Context menu")
            .contextMenu(Menu { MenuItem("Reset", action: "widgets.reset") })
        return section(
            "Menus and actions",
            Box(.horizontal, spacing: 12) {
                options
                reset
                contextTarget
            })
    }

    private static func lists(_ report: @escaping @MainActor (String) -> Void) -> Widget {
        let numbers = ListModel((1...10_000).map { "Item \($0)" })
        let list = ListView(model: numbers) {
            Label("").leading().margins(8)
        } bind: { label, title in
            label.text = title
        }
        list.onActivate { view, position in report("Opened: \(view.model?[position] ?? "")") }
        let planets = ListModel(
            [("Mercury", "0.39 AU"), ("Venus", "0.72 AU"), ("Earth", "1 AU"), ("Mars", "1.52 AU")], id: \.0)
        let table = ColumnView(
            model: planets,
            columns: [
                .init("Planet", expands: true, text: \.0, sortedBy: { $0.0 < $1.0 }),
                .init("Distance", text: \.1, sortedBy: { $0.1 < $1.1 }),
            ])
        table.onActivate { _, planet in report("Planet: \(planet.0)") }
        return section(
            "Lists",
            Box(.vertical, spacing: 8) {
                Frame(child: ScrolledWindow(child: list).minimumSize(height: 160))
                Frame(child: table)
            })
    }

    private static func containers(_ screen: WidgetsScreen, _ report: @escaping @MainActor (String) -> Void) -> Widget {
        let pages = Stack(transition: .crossfade)
        pages.add(Label("The first page of a stack").margins(12), name: "first", title: "First")
        pages.add(Label("The second page of a stack").margins(12), name: "second", title: "Second")
        pages.onVisibleChildChange { report("Stack: \($0.visibleChildName ?? "")") }
        let tags = FlowBox(maxChildrenPerLine: 6)
        for tag in ["GTK", "Swift", "GNOME", "Clew", "Linux"] { tags.append(Label(tag).margins(6)) }
        tags.onChildActivated { _, index in report("Tag: \(index + 1)") }
        let advanced = Expander("Advanced", child: Label("Hidden until expanded").margins(6))
        advanced.onChange { report("Advanced: \($0.isExpanded ? "shown" : "hidden")") }
        let split = Paned(.horizontal, start: Label("Start pane").margins(12), end: Label("End pane").margins(12))
        split.position = 160
        let image = ImageView(url: screen.imageURL, altText: "The demo's sample background")
        return section(
            "Containers",
            Box(.vertical, spacing: 12) {
                CenterBox(start: Label("Start"), center: StackSwitcher(stack: pages), end: Label("End"))
                Frame(child: pages)
                tags
                advanced
                Frame("Paned", child: split.minimumSize(height: 60))
                AspectFrame(ratio: 16.0 / 9.0, child: image.minimumSize(height: 120))
            })
    }
}
