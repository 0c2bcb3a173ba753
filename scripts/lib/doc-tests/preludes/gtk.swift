// doc-test prelude “gtk”: an app with a window, its GtkRenderer and Router, the page and header bar examples
// add to, and widgets examples refer to by name. Compiled only: nothing here runs.
// doc-test replaces: router
import Clew
import ClewGtk

// doc-test locals:
let app = Application(id: "org.example.Notes")
let window = ApplicationWindow(application: app)
let renderer = GtkRenderer(window: window)
let router = Router(renderer: renderer)
let page = Box(.vertical, spacing: 12)
let header = HeaderBar()
let headerBar = header
let row = Label("Groceries")
let difficultyButton = Button("Normal")
let searchBar = SearchBar(entry: SearchEntry(placeholder: "Search notes"))
let list = ListBox()
let label = Label("Loading…")
let stateFile = StateFile(app: "notes", name: "navigation-state")
