internal import CGtk

// The wrapper base lives in ClewGObject, shared with the generated classes (one identity registry);
// these two names stay part of ClewGtk's API, so apps that import ClewGtk alone keep using them.
@_exported public import class ClewGObject.GObjectRef
@_exported public import struct ClewGObject.SignalConnection

extension GObjectRef {
    /// The `GObject *`, for this module's GLib calls (C types stay out of the public API).
    var object: UnsafeMutablePointer<GObject> { pointer(as: GObject.self) }
}
