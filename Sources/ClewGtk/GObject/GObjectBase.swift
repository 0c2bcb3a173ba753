import CGtk

// The wrapper base lives in ClewGObject, shared with the generated classes (one identity registry);
// these two names stay part of ClewGtk's API, so apps that import ClewGtk alone keep using them.
@_exported import class ClewGObject.GObjectRef
@_exported import struct ClewGObject.SignalConnection

extension GObjectRef {
    /// The `GObject *`.
    public var object: UnsafeMutablePointer<GObject> { pointer(as: GObject.self) }
}
