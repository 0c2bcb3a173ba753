import CGtk
import CGtkTestShim
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// The typed widgets do what their GTK counterparts do, and their handlers receive typed senders.
@Suite @MainActor
struct WidgetVocabulary {
    @Test func boxesHoldTheirChildrenInOrderWithModifiersApplied() async throws {
        try await GtkTestHost.run {
            let showDetail = true
            let box = Box(.vertical, spacing: 6) {
                Label("Title").cssClasses("title-2", "heading")
                if showDetail { Label("Detail").wrapping(maxWidthChars: 20).leading() }
                for index in 1...2 { Button("Action \(index)") }
            }
            .margins(top: 1, bottom: 2, start: 3, end: 4).aligned(horizontal: .center).expanding(vertically: true)

            #expect(WidgetQueries.labelTexts(in: box) == ["Title", "Detail", "Action 1", "Action 2"])
            #expect(WidgetQueries.buttons(in: box).map(\.title) == ["Action 1", "Action 2"])
            let title = try #require(WidgetQueries.descendants(of: box).dropFirst().first)
            #expect(title.cssClassNames == ["title-2", "heading"])
            #expect(title.hasCSSClass("heading"))
            let margins = (
                gtk_widget_get_margin_top(box.gtkWidget), gtk_widget_get_margin_bottom(box.gtkWidget),
                gtk_widget_get_margin_start(box.gtkWidget), gtk_widget_get_margin_end(box.gtkWidget)
            )
            #expect(margins == (1, 2, 3, 4))
            #expect(gtk_widget_get_halign(box.gtkWidget) == GTK_ALIGN_CENTER)
            #expect(gtk_widget_get_vexpand(box.gtkWidget) != 0)
        }
    }

    @Test func labelsEntriesAndButtonsReadAndWriteTheirText() async throws {
        try await GtkTestHost.run {
            let label = Label("One")
            label.text = "Two"
            #expect(label.text == "Two")

            let entry = Entry(text: "ada", placeholder: "User name")
            #expect(entry.text == "ada" && entry.placeholder == "User name")
            var changes: [String] = []
            entry.connect(.changed) { entry in changes.append(entry.text) }
            entry.text = "lovelace"
            #expect(changes.last == "lovelace")  // GTK reports the old text's removal first

            let password = PasswordEntry(placeholder: "Password")
            password.text = "secret"
            #expect(password.text == "secret")

            let button = Button("Save")
            button.label = "Saved"
            #expect(button.label == "Saved")
        }
    }

    @Test func anIconButtonIsNamedByItsAccessibleLabel() async throws {
        try await GtkTestHost.run {
            let sort = Button(iconName: "view-sort-descending-symbolic", accessibleLabel: "Sort")
            #expect(sort.tooltipText == "Sort")
            #expect(sort.label == nil)
            #expect(WidgetQueries.buttons(in: Box(.horizontal) { sort }).map(\.title) == ["Sort"])
            #expect(sort.anchorDescription == "view-sort-descending-symbolic" || sort.anchorDescription == "GtkButton")
        }
    }

    @Test func aHandlerReceivesItsSenderEvenAfterTheHandleIsGone() async throws {
        try await GtkTestHost.run {
            var received: [String] = []
            let box = Box(.vertical)
            do {
                // The only handle is dropped at the end of this scope; the button lives on in the box.
                let button = Button("Tap me") { button in received.append(button.label ?? "") }
                box.append(button)
            }
            let button = try #require(WidgetQueries.button("Tap me", in: box))
            clew_signal_emit_void(button.raw, "clicked")
            #expect(received == ["Tap me"])
        }
    }

    @Test func listBoxesReportTheActivatedRowAndEmptyOut() async throws {
        try await GtkTestHost.run {
            let list = ListBox {
                Label("First")
                Label("Second")
            }
            var activated: [Int] = []
            list.connect(.rowActivated) { _, row in activated.append(row.index) }
            #expect(list.rowCount == 2)
            let second = try #require(list.row(at: 1))
            clew_signal_emit_row_activated(list.raw, second.raw)
            #expect(activated == [1])
            list.removeAll()
            #expect(list.rowCount == 0)
        }
    }

    @Test func aStylesheetAppliesToTheDisplayUntilUninstalled() async throws {
        try await GtkTestHost.run {
            // Styles are recomputed on the window's next frame: measure a label that is on screen.
            let label = Label("Styled").cssClasses("clew-test-styled")
            let window = Window(title: "Styled")
            window.child = label
            window.present()
            #expect(await GtkTestHost.runUntil { label.isMapped })
            let before = minimumWidth(of: label)
            let sheet = Stylesheet(css: ".clew-test-styled { min-width: 300px; }")
            sheet.install(priority: .user)
            #expect(await GtkTestHost.runUntil { minimumWidth(of: label) >= 300 })
            sheet.uninstall()
            #expect(await GtkTestHost.runUntil { minimumWidth(of: label) == before })
            window.destroy()
        }
    }

    @Test func whenShownRunsOnceTheWindowIsOnScreenAndOnlyOnce() async throws {
        try await GtkTestHost.run {
            let window = Window(title: "Later")
            var runs = 0
            window.whenShown { runs += 1 }
            #expect(runs == 0, "not on screen yet")
            window.present()
            #expect(await GtkTestHost.runUntil { runs == 1 })
            window.whenShown { runs += 10 }  // already shown: at once
            #expect(runs == 11)
            window.isVisible = false
            window.present()  // mapped again: the first body does not run twice
            await GtkTestHost.pump(for: .milliseconds(50))
            #expect(runs == 11)
            window.destroy()
        }
    }

    @Test func aStylesheetFileThatCannotBeReadIsATypedError() {
        let error = #expect(throws: Stylesheet.LoadError.self) {
            try Stylesheet(contentsOfFile: "/nonexistent/style.css")
        }
        #expect(error?.reason == .missing)
        #expect(error?.description == "The stylesheet /nonexistent/style.css does not exist.")
    }
}

/// The width GTK asks for, CSS included.
@MainActor
private func minimumWidth(of widget: Widget) -> Int32 {
    var minimum: Int32 = 0
    gtk_widget_measure(widget.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    return minimum
}
