// doc-test prelude “gtktest”: what a GTK test has inside GtkTestHost.run: a GtkTestWindow (`app`) and its parts.
// doc-test replaces: router
import Clew
import ClewGtk
import ClewGtkTesting

// doc-test locals:
let app = await GtkTestWindow()
let window = app.window
let renderer = app.renderer
let router = app.router
