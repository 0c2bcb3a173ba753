import CGtk
import CGtkTestShim
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// Input controls: values as Swift properties, typed change handlers, accessible names.
@Suite @MainActor
struct Controls {
    @Test func checkButtonsToggleAndRadioGroupsAreExclusive() async throws {
        try await GtkTestHost.run {
            var changes: [Bool] = []
            let pinned = CheckButton("Pinned")
            pinned.onChange { changes.append($0.isActive) }
            pinned.isActive = true
            pinned.isActive = false
            #expect(changes == [true, false])
            pinned.isInconsistent = true
            #expect(pinned.isInconsistent && pinned.label == "Pinned")

            let light = CheckButton("Light", isActive: true)
            let dark = CheckButton("Dark", group: light)
            let system = CheckButton("System", group: light)
            dark.isActive = true
            #expect(!light.isActive && dark.isActive && !system.isActive)
            system.isActive = true
            #expect(!light.isActive && !dark.isActive && system.isActive)
        }
    }

    @Test func toggleButtonsAndSwitchesReportTheirState() async throws {
        try await GtkTestHost.run {
            var log: [String] = []
            let bold = ToggleButton("Bold")
            bold.onChange { log.append("bold \($0.isActive)") }
            clew_signal_emit_void(bold.raw, "clicked")  // a click presses it in
            #expect(bold.isActive)
            let grid = ToggleButton(iconName: "view-grid-symbolic", accessibleLabel: "Grid")
            #expect(grid.accessibleLabel == "Grid" && grid.tooltipText == "Grid")

            let wifi = Switch(isActive: false, accessibleLabel: "Wi-Fi")
            wifi.onChange { log.append("wifi \($0.isActive)") }
            wifi.isActive = true
            #expect(wifi.isActive)
            #expect(wifi.accessibleLabel == "Wi-Fi")
            #expect(log == ["bold true", "wifi true"])
            #expect(wifi.action("app.wifi").actionName == "app.wifi")
        }
    }

    @Test func numbersStayInTheirRange() async throws {
        try await GtkTestHost.run {
            var seen: [Int] = []
            let size = SpinButton(range: 8...72, step: 1, value: 14, accessibleLabel: "Font size")
            size.onChange { seen.append($0.integerValue) }
            #expect(size.integerValue == 14)
            size.value = 100
            #expect(size.value == 72)  // clamped
            size.integerValue = 9
            #expect(seen == [72, 9])
            #expect(size.range == 8...72)

            // Whole numbers with no Double in sight; a fractional range is a Double spin button.
            let copies = SpinButton(range: 1...10, step: 2, value: 4, accessibleLabel: "Copies")
            copies.integerValue = 11
            #expect(copies.integerValue == 10 && copies.value == 10)
            let zoom = SpinButton(range: 0.5...4.0, step: 0.25, value: 1.25, digits: 2, accessibleLabel: "Zoom")
            #expect(zoom.value == 1.25 && zoom.integerValue == 1)

            let volume = Scale(range: 0...100, value: 40, accessibleLabel: "Volume")
            var volumes: [Double] = []
            volume.onChange { volumes.append($0.value) }
            volume.value = 250
            #expect(volume.value == 100)
            volume.showsValue(true, digits: 1)
            volume.addMark(at: 50, label: "Half")
            #expect(volumes == [100])

            let strength = LevelBar(range: 0...4, value: 9, accessibleLabel: "Strength")
            #expect(strength.value == 4)
        }
    }

    @Test func aTextBufferReadsWritesUndoesAndRedoes() async throws {
        try await GtkTestHost.run {
            let notes = TextView(text: "Apples", accessibleLabel: "Notes")
            #expect(notes.text == "Apples")
            #expect(!notes.buffer.canUndo)  // the first text is where the history starts
            var changes = 0
            notes.buffer.onChange { _ in changes += 1 }
            notes.buffer.append(" and pears")  // as typed
            #expect(changes >= 1)
            #expect(notes.buffer.canUndo)
            notes.buffer.undo()
            #expect(notes.text == "Apples")
            #expect(notes.buffer.canRedo)
            notes.buffer.redo()
            #expect(notes.text == "Apples and pears")
            notes.buffer.insertAtCursor("Red ")
            #expect(notes.text.hasSuffix("Red ") || notes.text.hasPrefix("Red "))
            notes.isEditable = false
            notes.isMonospace = true
            notes.wrapMode = .wordOrCharacter
            #expect(!notes.isEditable && notes.isMonospace && notes.wrapMode == .wordOrCharacter)
            #expect(notes.accessibleLabel == "Notes")
            let multiline = "line one\nline “two” ✓"
            notes.text = multiline
            #expect(notes.text == multiline)
        }
    }

    @Test func dropDownsChooseByPositionByStringAndByTypedItem() async throws {
        try await GtkTestHost.run {
            let style = DropDown(["Follow System", "Light", "Dark"], selectedIndex: 0, accessibleLabel: "Style")
            var chosen: [String?] = []
            style.onChange { chosen.append($0.selectedItem) }
            style.selectedIndex = 2
            #expect(style.selectedItem == "Dark")
            style.selectedIndex = 7  // outside: nothing chosen, not a crash
            #expect(style.selectedIndex == nil)
            style.selectedIndex = 1
            style.items = ["Dark", "Light"]  // the choice follows its string
            #expect(style.selectedItem == "Light" && style.selectedIndex == 1)
            #expect(chosen.first == "Dark")

            enum Order: Equatable { case newest, title, size }
            let order = ItemDropDown([Order.newest, .title], selectedItem: .title, accessibleLabel: "Sort") {
                $0 == .newest ? "Newest" : "\($0)".capitalized
            }
            var orders: [Order?] = []
            order.onChange { orders.append($0.selectedItem) }
            #expect(order.selectedItem == .title)
            order.selectedItem = .newest
            order.setItems([.size, .newest])
            #expect(order.selectedItem == .newest && order.items == [.size, .newest])
            #expect(order.selectedIndex == 1)  // the same choice, by position, as DropDown's
            order.selectedIndex = 0
            #expect(order.selectedItem == .size)
            order.selectedIndex = 5  // outside: nothing chosen
            #expect(order.selectedIndex == nil && order.selectedItem == nil)
            #expect(orders.first == .newest)
        }
    }

    @Test func aSearchBarOpensAndItsEntryReportsSearches() async throws {
        try await GtkTestHost.run {
            let search = SearchEntry(placeholder: "Search notes")
            let bar = SearchBar(entry: search)
            #expect(!bar.isSearchModeEnabled)
            var modes: [Bool] = []
            bar.onSearchModeChange { modes.append($0.isSearchModeEnabled) }
            bar.isSearchModeEnabled = true
            #expect(modes == [true])
            var searched: [String] = []
            search.onSearchChanged { searched.append($0.text) }
            search.text = "milk"
            // search-changed comes after GTK's pause (150 ms), as for a person typing.
            #expect(await GtkTestHost.runUntil(timeout: .seconds(2)) { searched == ["milk"] })
            #expect(search.accessibleLabel == "Search notes")
        }
    }
}
