// ClewGdk: GDK (and GSK's renderers) typed in Swift, generated from Gdk-4.0.gir and Gsk-4.0.gir by scripts/generate-bindings (Generated/).
// Its classes derive from ClewGObject's `Object`, so importing ClewGdk brings ClewGObject along. Types of the
// other generated modules it uses (ClewGio's, ClewGdk's…) are spelled with their module's name.
@_exported import ClewGObject
// Its core types (ClewGdkCore: what ClewGtk and ClewAdwaita link) are part of it.
@_exported import ClewGdkCore
