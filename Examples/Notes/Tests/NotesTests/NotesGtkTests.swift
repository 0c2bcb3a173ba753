import Clew
import ClewGtk
import ClewGtkTesting
import ClewTesting
import NotesApp
import Testing

/// The same app on real GTK widgets under Xvfb, driven as a person would.
@Suite @MainActor
struct NotesGtkTests {
    @Test func sortThenOpenThenDeleteWithRealWidgets() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 420, height: 480)
            let store = NoteStore.sample()
            NotesApp.start(in: app.window, router: app.router, store: store)
            #expect(await app.renderer.waitUntilSettled())
            #expect(app.renderer.visiblePageTexts == ["Books", "Ideas", "Groceries"])

            // The Sort icon button in the header bar opens a popover on itself.
            try app.renderer.tapButton("Sort")
            #expect(await app.renderer.waitUntilSettled())
            let shot = try await app.renderer.screenshot(to: "/tmp/clew-notes-sort.png")
            #expect(shot.width == app.window.size.width && shot.height == app.window.size.height)
            try app.renderer.tap(actionTitled: "By title")
            #expect(app.renderer.visiblePageTexts == ["Books", "Groceries", "Ideas"])

            // Open "Groceries" (second by title), then delete it from its header bar; the TestStore accounts
            // for every event the real widgets produce, as it does on RecordingRenderer. Each async step
            // returns when the router has performed what it started and nothing moves: no sleeps. (The
            // push waits for the Sort popover to finish closing: the router's one queue.)
            let list = try #require(app.router.navigationStack.first as? NotesListScreen)
            let expectations = TestStore(router: app.router) { app.renderer.events }
            let alert = RenderedContent.alert(
                title: "Delete “Groceries”?", message: "This cannot be undone.", actions: ["Cancel", "Delete"])
            try await expectations.step("open", expecting: [.pushed("Groceries")]) { list.open(at: 1) }
            #expect(try app.renderer.text(ofFieldNamed: "Notes") == "Apples, oat milk, coffee.")
            try await expectations.step("ask", expecting: [.presented(alert, .dialog)]) {
                try app.renderer.tapButton("Delete")
            }
            #expect(app.renderer.presentedAlertTitle == "Delete “Groceries”?")
            try await app.renderer.screenshot(to: "/tmp/clew-notes-delete.png")
            try await expectations.step(
                "delete", expecting: [.chose("Delete", in: alert), .popped("Groceries"), .dismissed(alert)]
            ) {
                try app.renderer.tap(actionTitled: "Delete")
            }
            try expectations.finish()

            #expect(app.router.navigationStack.count == 1)
            #expect(app.renderer.visiblePageTexts == ["Books", "Ideas"], "the list refreshed when it reappeared")
            #expect(app.renderer.events.contains(.popped("Groceries")))

            // A search that matches nothing: “No notes” takes the list's place, until the search is cleared.
            try app.renderer.enterText("zebra", intoFieldNamed: "Search notes")
            #expect(await GtkTestHost.runUntil { app.renderer.visiblePageTexts == ["No notes"] })
            #expect(try app.renderer.text(ofFieldNamed: "Search notes") == "zebra")
            try await app.renderer.screenshot(to: "/tmp/clew-notes-empty.png")
            try app.renderer.enterText("", intoFieldNamed: "Search notes")
            #expect(await GtkTestHost.runUntil { app.renderer.visiblePageTexts == ["Books", "Ideas"] })
            #expect(await app.close())
        }
    }

    @Test(.enabled(if: GtkTestKeyboard.canPressRealKeys, "real keys need X11 (XTest)"))
    func menuSearchPinAndEditWithRealWidgetsAndKeys() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 420, height: 480)
            let store = NoteStore.sample()
            NotesApp.start(in: app.window, router: app.router, store: store)
            #expect(await app.renderer.waitUntilSettled())

            // The primary menu sorts, as the Sort popover does.
            try app.renderer.chooseMenuItem("By title", fromMenuNamed: "Main Menu")
            #expect(app.renderer.visiblePageTexts == ["Books", "Groceries", "Ideas"])

            // Ctrl+F opens the search bar; typing filters the list.
            try app.renderer.pressKeys("<Control>f")
            #expect(await GtkTestHost.runUntil { app.renderer.visiblePageTexts.count == 3 })
            try app.renderer.enterText("milk", intoFieldNamed: "Search notes")
            #expect(await GtkTestHost.runUntil { app.renderer.visibleRows.map(\.texts) == [["Groceries"]] })
            try await app.renderer.screenshot(to: "/tmp/clew-notes-search.png")

            // Open it, pin it, change its text: the store follows, and the list shows it pinned.
            try app.renderer.activateRow(containing: "Groceries")
            #expect(await app.renderer.waitUntilSettled())
            #expect(try app.renderer.toggle("Pinned"))
            try app.renderer.enterText("Apples, oat milk, coffee, bread.", intoFieldNamed: "Notes")
            try await app.renderer.screenshot(to: "/tmp/clew-notes-note.png")
            #expect(store.note(1)?.isPinned == true)
            #expect(store.note(1)?.body == "Apples, oat milk, coffee, bread.")
            try app.renderer.tapBack()
            #expect(await app.renderer.waitUntilSettled())
            #expect(app.renderer.visibleRows.map(\.texts) == [["Groceries", "Pinned"]])
            try app.renderer.enterText("", intoFieldNamed: "Search notes")
            #expect(await GtkTestHost.runUntil { app.renderer.visibleRows.count == 3 })
            #expect(app.renderer.visibleRows.first?.texts == ["Groceries", "Pinned"])
            #expect(await app.close())
        }
    }
}
