import Clew
import ClewGtk
import ClewGtkTesting
import ContactsApp
import Testing

/// The contacts app on real widgets: the table, a search, the grid, a contact.
@Suite @MainActor
struct ContactsGtkTests {
    /// The repository's sample picture, as a `file://` URL (three folders above this file's).
    static let photoURL: String = {
        let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(5)
        return "file://" + root.joined(separator: "/") + "/Resources/images/background.png"
    }()

    @Test func searchSwitchToTheGridAndOpenAContact() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 720, height: 560)
            var book = AddressBook.sample(count: 500)
            book.contacts[0].photoURL = Self.photoURL
            ContactsApp.start(in: app.window, router: app.router, book: book)
            #expect(await app.renderer.waitUntilSettled())
            let screen = try #require(app.router.navigationStack.first as? ContactsScreen)
            #expect(screen.shownNames.count == 500)
            // The Sort drop-down shows its choice, Name; then the table's headers.
            #expect(app.renderer.visiblePageTexts.prefix(6) == ["Sort", "Name", "Columns", "Name", "Email", "City"])

            try app.renderer.enterText("lovelace", intoFieldNamed: "Search contacts")
            #expect(await GtkTestHost.runUntil { screen.shownNames.count == 50 })
            #expect(screen.shownNames.allSatisfy { $0.contains("Lovelace") })
            #expect(try app.renderer.text(ofFieldNamed: "Search contacts") == "lovelace")
            try await app.renderer.screenshot(to: "/tmp/clew-contacts-table.png")

            try app.renderer.within(app.window).toggle("Grid")
            // The table fades out: its headers go once the grid alone is shown.
            #expect(await GtkTestHost.runUntil { !app.renderer.visiblePageTexts.contains("Email") })
            #expect(await GtkTestHost.runUntil { app.renderer.visibleRows.contains { $0.texts == ["Ada Lovelace"] } })

            // Every card has a star: the name alone is ambiguous, the card's star is not.
            let ambiguous = #expect(throws: GtkDriverError.self) { try app.renderer.toggle("Favourite") }
            #expect(ambiguous?.ambiguity?.name == "Favourite")
            #expect((ambiguous?.ambiguity?.count ?? 0) > 1)
            let starred = try app.renderer.inRow(containing: "Annie Lovelace").toggle("Favourite")
            #expect(starred)
            #expect(screen.favouriteNames == ["Annie Lovelace"], "binding the cards starred no one else")

            // Fewer cards a row: the spin button takes values in its range only.
            try app.renderer.setValue(3, inSpinButtonNamed: "Columns")
            #expect(screen.gridColumns == 3)
            #expect(throws: GtkDriverError.self) { try app.renderer.setValue(9, inSpinButtonNamed: "Columns") }
            #expect(screen.gridColumns == 3)
            try await app.renderer.screenshot(to: "/tmp/clew-contacts-grid.png")

            // A search that matches no one: “No contacts” in the grid's place.
            try app.renderer.enterText("nobody at all", intoFieldNamed: "Search contacts")
            #expect(await GtkTestHost.runUntil { app.renderer.visiblePageTexts.contains("No contacts") })
            try await app.renderer.screenshot(to: "/tmp/clew-contacts-empty.png")
            try app.renderer.enterText("lovelace", intoFieldNamed: "Search contacts")
            #expect(await GtkTestHost.runUntil { app.renderer.visibleRows.contains { $0.texts == ["Ada Lovelace"] } })

            try app.renderer.activateRow(containing: "Ada Lovelace")
            #expect(await app.renderer.waitUntilSettled())
            #expect(app.renderer.visiblePageTexts.contains("ada.lovelace@example.org"))
            #expect(
                await GtkTestHost.runUntil { (try? app.renderer.imageIsLoaded(named: "Photo of Ada Lovelace")) == true }
            )
            try await app.renderer.screenshot(to: "/tmp/clew-contacts-contact.png")
            #expect(await app.close())
        }
    }
}
