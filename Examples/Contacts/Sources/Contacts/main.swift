import ClewGtk
import ContactsApp
import Glibc

// The whole app: register it, and on activation show the contacts in the window it is handed.
let status = Application(id: "io.github.clew.Contacts").run { window, router in
    ContactsApp.start(in: window, router: router, book: .sample())
}
exit(status)
