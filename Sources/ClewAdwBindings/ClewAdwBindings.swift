// ClewAdwBindings: libadwaita 1.2 typed in Swift, generated from Adw-1.gir by scripts/generate-bindings (Generated/).
// Its classes derive from ClewGObject's `Object`, so importing ClewAdwBindings brings ClewGObject along. Types of the
// other generated modules it uses (ClewGio's, ClewGdk's…) are spelled with their module's name. Its core types
// (ClewAdwCore: what ClewAdwaita links) are part of it.
@_exported import ClewAdwCore
@_exported import ClewGObject
