import ClewGtk
import Glibc
import NotesApp

// The whole app: register it, and on activation show the list in the window it is handed.
let store = NoteStore.sample()
let status = Application(id: "io.github.clew.Notes").run { window, router in
    NotesApp.start(in: window, router: router, store: store)
}
exit(status)
