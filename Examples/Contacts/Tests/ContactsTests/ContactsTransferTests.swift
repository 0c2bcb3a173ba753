import Clew
import ClewGtk
import ClewGtkTesting
import ContactsApp
import Testing

/// A contact's address leaves the app as a person takes it: copied from a row's context menu or a contact's
/// page, or dragged out of its avatar or photo.
@Suite(.serialized) @MainActor
struct ContactsTransferTests {
    @Test func aRowsContextMenuCopiesTheAddressAndTheEmail() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 720, height: 560)
            ContactsApp.start(in: app.window, router: app.router, book: .sample(count: 20))
            #expect(await app.renderer.waitUntilSettled())
            Clipboard.standard.clear()
            try app.renderer.chooseContextMenuItem("Copy Address", onRowContaining: "Grace Lovelace")
            let address = try await ClipboardDriver.text()
            #expect(address == "2 Main Street, Arlington")
            // From the Email cell of the same row: the row's menu is its Name cell's.
            try app.renderer.chooseContextMenuItem("Copy Email", onRowContaining: "ada.lovelace@example.org")
            #expect(await GtkTestHost.runUntil { Clipboard.standard.mimeTypes.contains { $0.hasPrefix("text/") } })
            let email = try await Clipboard.standard.readText()
            #expect(email == "ada.lovelace@example.org")
            let unknown = #expect(throws: GtkDriverError.self) {
                try app.renderer.chooseContextMenuItem("Delete", onRowContaining: "Ada Lovelace")
            }
            #expect(unknown?.description.contains("[\"Copy Address\", \"Copy Email\"]") == true)
            #expect(await app.close())
        }
    }

    @Test func aContactsEmailIsCopiedAndItsAvatarAndPhotoDragOutTheAddress() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 720, height: 560)
            var book = AddressBook.sample(count: 20)
            book.contacts[1].photoURL = ContactsGtkTests.photoURL
            ContactsApp.start(in: app.window, router: app.router, book: book)
            #expect(await app.renderer.waitUntilSettled())
            try app.renderer.activateRow(containing: "Ada Lovelace")
            #expect(await app.renderer.waitUntilSettled())

            Clipboard.standard.clear()
            try app.renderer.tapButton("Copy Email")
            let copied = try await ClipboardDriver.text()
            #expect(copied == "ada.lovelace@example.org")

            let avatar = try #require(
                app.window.descendants.first { $0.accessibleLabel == "Ada Lovelace" && $0.isMapped })
            let dragged = try DropDriver.dragContent(from: avatar)
            #expect(dragged == .text("Ada Lovelace <ada.lovelace@example.org>"))

            // A contact with a photo: the photo drags out the same, and goes with its window (the leak check).
            try app.renderer.tapBack()
            #expect(await app.renderer.waitUntilSettled())
            try app.renderer.activateRow(containing: "Grace Lovelace")
            #expect(await app.renderer.waitUntilSettled())
            let photo = try #require(app.window.descendants.first { !$0.dragSources.isEmpty && $0.isMapped })
            #expect(try DropDriver.dragContent(from: photo) == .text("Grace Lovelace <grace.lovelace@example.org>"))
            #expect(await app.close())
        }
    }
}
