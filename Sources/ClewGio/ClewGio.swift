// ClewGio: GIO typed in Swift, generated from Gio-2.0.gir by scripts/generate-bindings (Generated/).
// Its classes derive from ClewGObject's `Object` and take `Variant`, `Bytes` and `GLibError` from it, so
// importing ClewGio brings ClewGObject along.
@_exported import ClewGObject
// Its core types (ClewGioCore: what ClewGtk and ClewAdwaita link) are part of it.
@_exported import ClewGioCore
