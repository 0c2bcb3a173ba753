import ClewAdwBindings
import ClewGio
import ClewGtkBindings
import ClewPango
import Testing

/// Every writable property of a sample of widgets written and read back through its generated typed
/// accessor: strings, booleans, integers, floats, Pango's and GTK's enums, objects and interfaces.
@MainActor
@Suite struct PropertyRoundTripTests {
    @Test func everyWritablePropertyOfALabel() async throws {
        try await onGtk {
            let label = Label(str: "start")
            let target = Button.new()
            let menu = ClewGio.Menu()
            label.ellipsize = .middle
            label.extraMenu = menu
            label.justify = .center
            label.label = "Hello_world"
            label.lines = 3
            label.maxWidthChars = 40
            label.mnemonicWidget = target
            label.naturalWrapMode = .word
            label.isSelectable = true
            label.isSingleLineMode = true
            label.usesMarkup = true
            label.usesUnderline = true
            label.widthChars = 12
            label.isWrap = true
            label.wrapMode = .wordChar
            label.xalign = 0.25
            label.yalign = 0.75
            #expect(label.ellipsize == .middle)
            #expect(label.extraMenu === menu)
            #expect(label.justify == .center)
            #expect(label.label == "Hello_world")
            #expect(label.lines == 3)
            #expect(label.maxWidthChars == 40)
            #expect(label.mnemonicWidget === target)
            #expect(label.naturalWrapMode == .word)
            #expect(label.isSelectable)
            #expect(label.isSingleLineMode)
            #expect(label.usesMarkup)
            #expect(label.usesUnderline)
            #expect(label.widthChars == 12)
            #expect(label.isWrap)
            #expect(label.wrapMode == .wordChar)
            #expect(label.xalign == 0.25)
            #expect(label.yalign == 0.75)
            #expect(label.mnemonicKeyval == 0x77)  // read-only: `w`, after the underline
        }
    }

    @Test func everyWritablePropertyOfAnActionRow() async throws {
        try await onGtk {
            let row = ActionRow.newActionRow()
            let suffix = Switch()
            row.addSuffix(suffix)
            row.activatableWidget = suffix
            row.iconName = "network-wireless-symbolic"
            row.subtitle = "Connected"
            row.subtitleLines = 2
            row.titleLines = 1
            row.usesMarkup = false  // first: a row reads its title as markup by default
            row.title = "Wi-Fi & more"
            row.isTitleSelectable = true
            row.usesUnderline = true
            row.isActivatable = false
            row.isSelectable = false
            #expect(row.activatableWidget === suffix)
            #expect(row.iconName == "network-wireless-symbolic")
            #expect(row.subtitle == "Connected")
            #expect(row.subtitleLines == 2)
            #expect(row.titleLines == 1)
            #expect(row.title == "Wi-Fi & more")  // shown as typed: no markup asked for
            #expect(row.isTitleSelectable)
            #expect(row.usesMarkup == false)
            #expect(row.usesUnderline)
            #expect(row.isActivatable == false)
            #expect(row.isSelectable == false)
        }
    }

    @Test func aPropertyChangeIsObservedTyped() async throws {
        try await onGtk {
            let toggle = ToggleButton()
            var seen: [Bool] = []
            let connection = toggle.connectIsActiveChanged { button in seen.append(button.isActive) }
            toggle.isActive = true
            toggle.isActive = false
            toggle.disconnect(connection)
            toggle.isActive = true
            #expect(seen == [true, false])
        }
    }
}
