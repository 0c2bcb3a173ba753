// This target warns on purpose: it is written in the spellings that were renamed (each deprecated
// with `renamed:`), as an app written against an older Clew is, to show that such an app still
// builds (with warnings, not errors) and behaves the same. Nothing else in the package may warn.

import ClewAdwaita
import ClewGtk
import ClewGtkTesting
import Testing

/// Old spellings of the naming rule's renames still work, and reach the same GTK state as the new.
@Suite @MainActor
struct RenamedControlValuesTests {
    @Test func aSwitchIsStillOnOrOff() async throws {
        try await GtkTestHost.run {
            let wifi = Switch(isOn: true, accessibleLabel: "Wi-Fi")
            #expect(wifi.isOn && wifi.isActive)
            wifi.isOn = false
            #expect(!wifi.isActive)
        }
    }

    @Test func aSpinButtonStillHasAnIntValue() async throws {
        try await GtkTestHost.run {
            let copies = SpinButton(range: 1.0...10.0, value: 3, accessibleLabel: "Copies")
            #expect(copies.intValue == 3)
            copies.intValue = 12
            #expect(copies.integerValue == 10)
        }
    }

    @Test func dropDownsStillHaveStringsAndSelectedString() async throws {
        try await GtkTestHost.run {
            let style = DropDown(["Light", "Dark"], selectedIndex: 1, accessibleLabel: "Style")
            #expect(style.strings == ["Light", "Dark"] && style.selectedString == "Dark")
            style.strings = ["Dark", "Light", "Auto"]
            #expect(style.items == ["Dark", "Light", "Auto"] && style.selectedItem == "Dark")

            let count = ItemDropDown([1, 2, 3], selected: 2, accessibleLabel: "Count") { "\($0)" }
            #expect(count.selectedItem == 2)

            let row = ComboRow(title: "Style", options: ["Light", "Dark"], selectedIndex: 0)
            #expect(row.options == ["Light", "Dark"] && row.items == row.options)
        }
    }

    @Test func spinnersAndActionsKeepTheirOldLabels() async throws {
        try await GtkTestHost.run {
            #expect(Spinner(spinning: true).isSpinning)
            var seen: [Bool] = []
            let pinned = Action("pinned", isOn: false) { _, isOn in seen.append(isOn) }
            #expect(pinned.isOn == false)
            pinned.isOn = true
            #expect(pinned.isActive == true)
            #expect(Action("plain") { _ in }.isOn == nil)
            #expect(seen.isEmpty, "setting the state does not run the handler")
        }
    }

    @Test func listsStillHaveSelectedElements() async throws {
        try await GtkTestHost.run {
            let model = ListModel(["Ada", "Grace", "Edsger"], id: \.self)
            let list = ListView(model: model, selection: .single) {
                Label("")
            } bind: { label, name in
                label.text = name
            }
            list.selectedIndex = 1
            #expect(list.selectedElement == "Grace" && list.selectedItem == "Grace")
            let table = ColumnView(model: model, columns: [.init("Name", text: { $0 })], selection: .multiple)
            #expect(table.selectedElements == table.selectedItems)
        }
    }
}
