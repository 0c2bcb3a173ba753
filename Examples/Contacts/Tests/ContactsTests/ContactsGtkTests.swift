import Clew
import ClewGtk
import ClewGtkTesting
import ContactsApp
import Testing

/// The contacts app on real widgets: the table, a search, the grid, a contact.
@Suite @MainActor
struct ContactsGtkTests {
    @Test func searchSwitchToTheGridAndOpenAContact() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 720, height: 560)
            ContactsApp.start(in: app.window, router: app.router, book: .sample(count: 500))
            #expect(await app.renderer.waitUntilSettled())
            let screen = try #require(app.router.navigationStack.first as? ContactsScreen)
            #expect(screen.shownNames.count == 500)
            #expect(app.renderer.visiblePageTexts.prefix(3) == ["Name", "Email", "City"])

            try app.renderer.enterText("lovelace", intoFieldNamed: "Search contacts")
            #expect(await GtkTestHost.runUntil { screen.shownNames.count == 50 })
            #expect(screen.shownNames.allSatisfy { $0.contains("Lovelace") })
            try await app.renderer.screenshot(to: "/tmp/clew-contacts-table.png")

            try app.renderer.toggle("Grid")
            // The table fades out: its headers go once the grid alone is shown.
            #expect(await GtkTestHost.runUntil { !app.renderer.visiblePageTexts.contains("Email") })
            #expect(await GtkTestHost.runUntil { app.renderer.visibleRows.contains { $0.texts == ["Ada Lovelace"] } })
            try await app.renderer.screenshot(to: "/tmp/clew-contacts-grid.png")
            try app.renderer.activateRow(containing: "Ada Lovelace")
            #expect(await app.renderer.waitUntilSettled())
            #expect(app.renderer.visiblePageTexts.contains("ada.lovelace@example.org"))
            try await app.renderer.screenshot(to: "/tmp/clew-contacts-contact.png")
            #expect(await app.close())
        }
    }
}
