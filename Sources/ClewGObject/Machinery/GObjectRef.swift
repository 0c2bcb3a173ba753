internal import CGio

/// An owning Swift reference to a GObject. Main actor only.
///
/// The base of every wrapper: ClewGtk's widgets and the generated classes of ClewGObject and
/// ClewGio (``Object`` and below) share this one ownership rule and one identity registry.
///
/// ```swift
/// let action = SimpleAction(name: "save", parameterType: nil)
/// #expect(action.refCount == 1)
/// ```
///
/// ## The ownership rule (the only one in Clew)
/// A `GObjectRef` always holds exactly **one** strong GObject reference of its
/// own and drops it in `deinit`. How it gets that reference depends on how the
/// C API handed the pointer over:
///
/// | C annotation                               | `Transfer`   | action              |
/// |--------------------------------------------|--------------|---------------------|
/// | new `GInitiallyUnowned` (widgets: floating) | `.floating`  | `g_object_ref_sink` |
/// | `(transfer full)` (`g_object_new`, `*_new` of plain GObjects, textures) | `.full` | take it over |
/// | `(transfer none)` (getters, borrowed args)  | `.none`      | `g_object_ref`      |
///
/// `g_object_ref_sink` on an object that is not floating (e.g. a `GtkWindow`,
/// which GTK's toplevel list already owns) is a plain `g_object_ref`, so
/// `.floating` is always right for widget constructors.
///
/// Containers, parents and `gtk_widget_add_controller` take their own
/// references; dropping the wrapper does not destroy a widget that is still
/// in a tree. Top-level windows live until `gtk_window_destroy`.
///
/// ## Identity (widgets)
/// A widget made from Swift (`.floating` or `.full`) has exactly one wrapper, alive as long as the
/// widget is: while a parent or GTK holds the widget, the widget holds its wrapper (a toggle
/// reference, see `WrapperIdentity.swift`), so a `weak` reference to a handle stays valid while
/// the widget is on screen, and lookups (a widget's children, signal senders,
/// ``GObjectRef/wrapper(of:)``) return that same object with its Swift state. Borrowed handles
/// (`.none`) of other objects are plain references.
///
/// Signal handlers must not capture their wrapper strongly: the wrapper owns
/// the object, the object owns the handler, so a strong capture is a cycle.
@MainActor
open class GObjectRef {
    /// How a C function transferred the pointer. See the type's documentation.
    public enum Transfer: Sendable {
        /// A new floating reference (`GInitiallyUnowned`): sink it.
        case floating
        /// A full reference the caller now owns: take it over.
        case full
        /// A borrowed pointer: add a reference.
        case none
    }

    /// The `GObject *`, valid for the wrapper's lifetime.
    public let raw: UnsafeMutableRawPointer
    /// The identity record when this wrapper is its widget's one wrapper (see the type's doc).
    // This and the members below are final: as vtable entries they were 7 relocated pointers in the metadata of every
    // subclass linked (~130 in clew-demo, hand-written and generated), dirty memory at start-up.
    private final var identity: WrapperSlot?

    /// Whether wrappers of this class made with a new object keep identity: widgets do.
    open class var keepsIdentity: Bool { false }

    /// Registers the generated classes of this class's module by `GType`, so that objects C returns as a base
    /// type are wrapped as their most-derived class (`ClassRegistry`). Each generated module's classes
    /// override it and register once; generated code calls it, apps never need to.
    open class func registerGeneratedClasses() {}

    /// Wraps `pointer` following the ownership rule.
    public required init(_ pointer: UnsafeMutableRawPointer, transfer: Transfer) {
        raw = pointer
        switch transfer {
        case .floating: _ = g_object_ref_sink(pointer)
        case .full: break
        case .none: _ = g_object_ref(pointer)
        }
        if transfer != .none, Self.keepsIdentity {
            identity = WrapperSlot.claim(pointer, for: self)
        }
        Self.registerGeneratedClasses()
    }

    /// Wraps a possibly-NULL pointer; returns nil for NULL.
    public convenience init?(_ pointer: UnsafeMutableRawPointer?, transfer: Transfer) {
        guard let pointer else { return nil }
        self.init(pointer, transfer: transfer)
    }

    // Isolated: the final unref (and any dispose/finalize it triggers) runs on
    // the main actor even if the last Swift reference is dropped elsewhere.
    isolated deinit {
        if let identity {
            identity.release(raw)
        } else {
            g_object_unref(raw)
        }
    }

    /// Whether this wrapper is its object's identity wrapper (tests and diagnostics).
    public final var isIdentityWrapper: Bool { identity != nil }

    /// The pointer typed as `T *` (the GTK cast macros are just casts).
    public final func pointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: T.self)
    }

    /// The pointer for GTK types Swift imports as opaque (`OpaquePointer`).
    public final var opaque: OpaquePointer { OpaquePointer(raw) }

    /// The object's current reference count (diagnostics and tests only).
    public final var refCount: UInt32 { raw.assumingMemoryBound(to: GObject.self).pointee.ref_count }
}
