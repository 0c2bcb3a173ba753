internal import CGtk
import ClewGtk

/// Leak-check mode `widgets`: windows full of the widget vocabulary (identity wrappers, actions
/// at widget and window scope, menus, context menus, shortcuts, observed properties), changed
/// and destroyed, N times. Every handler box and every identity slot must be gone afterwards.
@MainActor
enum WidgetCycles {
    static func run(_ count: Int) -> Bool {
        guard gtk_init_check() != 0 else {
            print("NO_DISPLAY")
            return false
        }
        let slotsBefore = GObjectRef.liveIdentityCount
        let closuresBefore = GObjectRef.liveSignalClosureCount
        var ok = 0
        for round in 0..<count where cycle(round) { ok += 1 }
        Cycles.drainPending()
        let boxes = SignalHandlerBox.liveCount
        let slots = GObjectRef.liveIdentityCount - slotsBefore
        let closures = GObjectRef.liveSignalClosureCount - closuresBefore
        print(
            "CYCLES_OK=\(ok)/\(count) LIVE_BOXES_AFTER_CLOSE=\(boxes) LIVE_IDENTITIES=\(slots) LIVE_CLOSURES=\(closures)"
        )
        return ok == count && boxes == 0 && slots == 0 && closures == 0
    }

    private static func cycle(_ round: Int) -> Bool {
        var log: [String] = []
        let window = Window(title: "Widgets \(round)")
        let actions = ActionGroup()
        actions.add(Action("delete") { _ in log.append("delete") })
        actions.add(Action("pinned", isActive: false) { _, isActive in log.append("pinned \(isActive)") })
        actions.add(Action("sort", choice: "title") { _, order in log.append("sort \(order)") })
        actions.add(Action("open", parameter: String.self) { _, id in log.append("open \(id)") })
        let menu = Menu {
            MenuSection("Sort") {
                MenuItem("By Title", action: "page.sort", target: "title")
                MenuItem("By Date", action: "page.sort", target: "date")
            }
            MenuItem("Pinned", action: "page.pinned")
            Submenu("More") { MenuItem("Delete", action: "page.delete") }
        }
        let entry = Entry(placeholder: "Title")
        let label = Label("Round \(round)")
        observeText(of: label) { text in log.append(text) }
        let page = Box(.vertical, spacing: 6)
        page.insertActionGroup(actions, prefix: "page")
        page.append(MenuButton(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu", menu: menu))
        page.append(Button("Delete").action("page.delete").contextMenu(menu))
        page.append(entry)
        page.append(label)
        // The controls and containers, each with a handler.
        let toggle = Switch(accessibleLabel: "Wi-Fi")
        toggle.onChange { log.append("switch \($0.isActive)") }
        let check = CheckButton("Notify")
        check.onChange { _ in }
        let radio = CheckButton("Other", group: check)
        let size = DropDown(["S", "M", "L"], accessibleLabel: "Size")
        size.onChange { _ in }
        let typed = ItemDropDown([1, 2, 3], selectedItem: 2, accessibleLabel: "Count") { "\($0)" }
        typed.onChange { _ in }
        let copies = SpinButton(range: 1...9, accessibleLabel: "Copies")
        copies.onChange { _ in }
        let volume = Scale(range: 0...10, accessibleLabel: "Volume")
        volume.onChange { _ in }
        let notes = TextView(text: "a", accessibleLabel: "Notes")
        notes.buffer.onChange { _ in }
        let search = SearchEntry(placeholder: "Search")
        search.onSearchChanged { _ in }
        let pages = Stack()
        pages.add(Label("one"), name: "one", title: "One")
        pages.add(Label("two"), name: "two", title: "Two")
        pages.onVisibleChildChange { _ in }
        let tags = FlowBox()
        for tag in ["a", "b"] { tags.append(Label(tag)) }
        tags.onChildActivated { _, _ in }
        let more = Expander("More", child: Label("x"))
        more.onChange { _ in }
        // A zoomable picture: its five controllers, the view-size observers and a zoom observer.
        let photo = ZoomablePicture(texture: try? Texture(encoded: samplePNG), accessibleLabel: "Photo")
        photo.onZoomChange { photo in log.append("zoom \(photo.zoomLevel)") }
        for widget: Widget in [
            photo, toggle, check, radio, size, typed, copies, volume, notes, SearchBar(entry: search), pages,
            StackSwitcher(stack: pages), tags, more, Paned(start: Label("s"), end: Label("e")),
            Grid(), CenterBox(center: Label("c")), Frame("f", child: Label("x")), AspectFrame(ratio: 1),
            LevelBar(accessibleLabel: "Level"), ToggleButton("Bold"), Separator(),
        ] {
            page.append(widget)
        }
        page.addShortcut("<Control>d", action: "page.delete")
        page.addShortcut("<Control>e") { _ in true }
        window.child = page
        window.present()
        Cycles.drainPending()
        actions.action(named: "sort")?.activate("date")
        actions.action(named: "pinned")?.activate()
        actions.action(named: "open")?.activate("7")
        actions.action(named: "delete")?.isEnabled = false
        label.text = "Changed"
        entry.text = "typed"
        toggle.isActive = true
        notes.text = "b"
        pages.visibleChildName = "two"
        photo.setZoom(2)
        hideText(of: entry)
        Cycles.drainPending()
        window.destroy()
        Cycles.drainPending()
        return log == ["sort date", "pinned true", "open 7", "Changed", "switch true", "zoom 2.0"]
    }

    /// A 2 × 2 PNG, made once.
    private static let samplePNG: [UInt8] = {
        var pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        let bytes = g_bytes_new(&pixels, gsize(pixels.count))
        defer { g_bytes_unref(bytes) }
        let texture = Texture(
            UnsafeMutableRawPointer(gdk_memory_texture_new(2, 2, GDK_MEMORY_R8G8B8A8, bytes, 8)!), transfer: .full)
        return texture.pngBytes
    }()
}
