import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// The GTK driver reaches what is on a page, as a person does.
@Suite @MainActor
struct PageDriver {
    @Test func theTestWindowIsTheSizeAskedForAndPageTextsLeaveOutPlaceholders() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 480, height: 640)
            #expect(app.window.size == (480, 640))
            let page = Box(.vertical) {
                Entry(placeholder: "Search notes")
                Label("Groceries")
            }
            app.router.navigate(to: ScreenBuilder(TestPage(page)).pushRoute(isAnimated: false))
            let shot = try await app.renderer.screenshot(to: "/tmp/clew-driver-size.png")
            #expect(shot == (480, 640))
            #expect(app.renderer.visiblePageTexts == ["Groceries"])
            await app.close()
        }
    }

    @Test func typingIntoAFieldOnThePageByItsName() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            var searched: [String] = []
            let search = Entry(placeholder: "Search notes")
            search.connect(.changed) { searched.append($0.text) }
            let title = Entry(text: "Old", accessibleLabel: "Title")
            app.router.navigate(
                to: ScreenBuilder(
                    TestPage(
                        Box(.vertical) {
                            search
                            title
                        })
                ).pushRoute(isAnimated: false))
            try app.renderer.enterText("milk", intoFieldNamed: "Search notes")
            try app.renderer.enterText("New", intoFieldNamed: "Title")
            #expect(searched.last == "milk")
            #expect(title.text == "New")
            let error = #expect(throws: GtkDriverError.self) { try app.renderer.enterText("x", intoFieldNamed: "Body") }
            #expect(error?.description.contains("Search notes") == true)
            await app.close()
        }
    }

    @Test func rowsAreActivatedSelectedAndScrolledToByTheirText() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 360, height: 300)
            var opened: [Int] = []
            let list = ListBox(selectionMode: .single) {
                for index in 0..<60 { Label("Note \(index)").margins(12) }
            }
            list.connect(.rowActivated) { _, row in opened.append(row.index) }
            let scrolled = ScrolledWindow(child: list).expanding(vertically: true)
            app.router.navigate(to: ScreenBuilder(TestPage(scrolled)).pushRoute(isAnimated: false))
            await app.renderer.waitUntilSettled()
            #expect(app.renderer.visibleRows.count == 60)
            try app.renderer.activateRow(containing: "Note 3")
            #expect(opened == [3])
            try app.renderer.selectRow(containing: "Note 5")
            #expect(gtk_list_box_row_is_selected(list.row(at: 5)!.pointer(as: GtkListBoxRow.self)) != 0)
            let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.opaque)
            #expect(gtk_adjustment_get_value(adjustment) == 0)
            try app.renderer.scrollToRow(containing: "Note 59")
            #expect(gtk_adjustment_get_value(adjustment) > 0)
            #expect(throws: GtkDriverError.self) { try app.renderer.activateRow(containing: "Note 99") }
            await app.close()
        }
    }

    @Test(.enabled(if: GtkTestKeyboard.canPressRealKeys, "real keys need X11 (XTest)"))
    func pressingKeysReachesTheWindowOnTop() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            let field = Entry(placeholder: "Name")
            app.router.navigate(to: ScreenBuilder(TestPage(Box(.vertical) { field })).pushRoute(isAnimated: false))
            await app.renderer.waitUntilSettled()
            field.grabFocus()
            try GtkTestKeyboard.type("Ada", in: app.window)
            #expect(await GtkTestHost.runUntil(timeout: .seconds(2)) { field.text == "Ada" })
            try app.renderer.pressKeys("BackSpace")
            #expect(await GtkTestHost.runUntil(timeout: .seconds(2)) { field.text == "Ad" })
            await app.close()
        }
    }

    @Test(.disabled(if: GtkTestKeyboard.canPressRealKeys, "this display types real keys"))
    func realKeysOnWaylandAreATypedErrorNamingTheBackend() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            do throws(GtkDriverError) {
                try app.renderer.pressKeys("<Control>q")
                Issue.record("real keys were pressed on a display that cannot take them")
            } catch {
                #expect(error.unsupportedBackend == "Wayland")
                #expect(error.description.contains("need X11"))
            }
            await app.close()
        }
    }

    @Test func controlsAreToggledChosenAndTypedIntoByName() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            let pinned = Switch(accessibleLabel: "Pinned")
            let archived = CheckButton("Archived")
            let bold = ToggleButton("Bold")
            let style = DropDown(["Light", "Dark"], accessibleLabel: "Style")
            let notes = TextView(accessibleLabel: "Notes")
            let search = SearchEntry(placeholder: "Search notes")
            let page = Box(.vertical) {
                pinned
                archived
                bold
                style
                notes
                search
            }
            app.router.navigate(to: ScreenBuilder(TestPage(page)).pushRoute(isAnimated: false))
            await app.renderer.waitUntilSettled()
            #expect(try app.renderer.toggle("Pinned") && pinned.isActive)
            #expect(try app.renderer.toggle("Archived") && archived.isActive)
            #expect(try app.renderer.toggle("Bold") && bold.isActive)
            #expect(try !app.renderer.toggle("Bold") && !bold.isActive)
            try app.renderer.choose("Dark", inDropDownNamed: "Style")
            #expect(style.selectedItem == "Dark")
            let missing = #expect(throws: GtkDriverError.self) {
                try app.renderer.choose("Blue", inDropDownNamed: "Style")
            }
            #expect(missing?.description.contains("Light") == true)
            try app.renderer.enterText("Buy oat milk", intoFieldNamed: "Notes")
            #expect(notes.text == "Buy oat milk")
            try app.renderer.enterText("milk", intoFieldNamed: "Search notes")
            #expect(search.text == "milk")
            archived.isSensitive = false
            #expect(throws: GtkDriverError.self) { try app.renderer.toggle("Archived") }
            await app.close()
        }
    }
}
