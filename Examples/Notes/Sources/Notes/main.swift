import ClewAdwaita
import ClewGtk
import Glibc
import NotesApp

// The whole app: register it, and on activation show the list in the window it is handed.
// libadwaita draws it (GNOME's own dialogs, toasts and title); `toolkit: .gtk` needs only GTK 4.
let store = NoteStore.sample()
let status = Application(id: "io.github.clew.Notes", toolkit: .adwaita).run { window, router in
    NotesApp.start(in: window, router: router, store: store)
}
exit(status)
