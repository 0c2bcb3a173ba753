// ClewGtkBindings: GTK 4.8 typed in Swift, generated from Gtk-4.0.gir by scripts/generate-bindings (Generated/).
// Its classes derive from ClewGObject's `Object`, so importing ClewGtkBindings brings ClewGObject along. Types of the
// other generated modules it uses (ClewGio's, ClewGdk's…) are spelled with their module's name.
@_exported import ClewGObject
// Its core types (ClewGtkCore: what ClewGtk and ClewAdwaita link) are part of it.
@_exported import ClewGtkCore
