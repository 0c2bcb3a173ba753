import ClewGtk
import ContactsApp
import Glibc

// The whole app: register it, add its actions, and on activation show the contacts in the window it is
// handed, with the sort order kept in GSettings and long imports ending in a desktop notification.
let app = Application(id: "io.github.clew.Contacts")
let status = app.run { window, router in
    for action in ContactsApp.actions(for: router) { app.add(action) }
    ContactsApp.start(in: window, router: router, book: .sample(), preferences: .load()) { notification in
        do throws(NotificationError) {
            try app.send(notification, id: "import")
        } catch {
            print("Contacts: the notification was not sent: \(error.description)")
        }
    }
}
exit(status)
