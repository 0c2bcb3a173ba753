import Clew
import ClewGtk
import ClewGtkTesting
import ContactsApp
import Testing

/// A contact's address leaves the app as a person takes it: copied, or dragged out.
@Suite @MainActor
struct ContactsTransferTests {
    @Test func aContactsEmailIsCopiedAndItsAvatarDragsOutTheAddress() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 720, height: 560)
            ContactsApp.start(in: app.window, router: app.router, book: .sample(count: 20))
            #expect(await app.renderer.waitUntilSettled())
            try app.renderer.activateRow(containing: "Ada Lovelace")
            #expect(await app.renderer.waitUntilSettled())

            try app.renderer.tapButton("Copy Email")
            let copied = try await ClipboardDriver.text()
            #expect(copied == "ada.lovelace@example.org")

            let avatar = try #require(
                app.window.descendants.first { $0.accessibleLabel == "Ada Lovelace" && $0.isMapped })
            let dragged = try DropDriver.dragContent(from: avatar)
            #expect(dragged == .text("Ada Lovelace <ada.lovelace@example.org>"))
            #expect(await app.close())
        }
    }
}
