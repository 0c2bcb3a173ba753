// The hand-written widgets are the idiomatic layer over the generated one (ClewGObject and the core modules
// ClewGioCore, ClewGdkCore, ClewGtkCore: the generated types they use, see Package.swift): their signals and
// properties are the generated, typed ones, reached through a borrowed handle of the generated class.

extension GObjectRef {
    /// This object as the generated class `T`, to reach its typed signals and properties: a borrowed handle with
    /// a plain reference of its own, never the object's identity, so the hand-written wrapper stays the object's
    /// one wrapper. Made for one call and dropped.
    package func generated<T: GObjectRef>(as type: T.Type) -> T { T(raw, transfer: .none) }
}
