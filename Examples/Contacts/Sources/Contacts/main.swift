import ClewGtk
import ContactsApp
import Glibc

// The whole app: register it, add its actions, and on activation show the contacts in the window it is
// handed, with the sort order kept in GSettings and long imports ending in a desktop notification
// (ContactsApp.run; its tests drive the same path).
exit(ContactsApp.run(Application(id: "io.github.clew.Contacts")))
