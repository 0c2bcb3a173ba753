internal import CGio

// One Swift wrapper per widget that Swift created, alive exactly as long as the widget.
//
// A wrapper that holds a plain reference would keep the widget alive, but nothing keeps the
// wrapper alive: a `weak` capture of a handle went nil while its widget was on screen, and state
// stored on the wrapper (a drop-down's items) was lost with it. A plain strong link back from
// the widget would be a cycle. GLib's answer (PyGObject's and gjs's too) is a *toggle reference*:
// the wrapper's reference is a toggle reference, and GLib says when it becomes the last one.
// While anything else (a parent, a window list) holds the widget, the slot below holds the
// wrapper strongly; when only the wrapper's reference is left, the slot lets go, so the
// wrapper lives as long as Swift keeps it and its deinit frees the widget.

/// The record behind a widget's identity, kept in the object's qdata (released at finalize).
@MainActor
final class WrapperSlot {
    /// The identity wrapper, while it lives.
    weak var wrapper: GObjectRef?
    /// The same wrapper, held while other references to the object exist.
    var strong: GObjectRef?
    /// Toggle references taken through this slot and not yet removed (0 or 1 in practice: a
    /// second identity wrapper is made only once the first has removed its own).
    var toggleReferences = 0
    /// Whether the identity wrapper is giving its toggle reference back: the object's dispose and finalize may
    /// run inside that call, and their signals' handlers look the object up. No new identity is claimed then:
    /// a wrapper made there would take a toggle reference on an object being disposed, resurrect it, and
    /// dispose and finalize it a second time, nested in its own toggle notification, when that wrapper went.
    var releasing = false

    nonisolated static let quark: GQuark = g_quark_from_string("clew-swift-wrapper")

    /// Slots attached and not yet released: objects with identity that are not finalized.
    static var liveCount = 0

    init() { WrapperSlot.liveCount += 1 }

    isolated deinit { WrapperSlot.liveCount -= 1 }

    /// The slot of `object`, if one was ever attached.
    static func existing(on object: UnsafeMutableRawPointer) -> WrapperSlot? {
        g_object_get_qdata(object.assumingMemoryBound(to: GObject.self), quark).map {
            Unmanaged<WrapperSlot>.fromOpaque($0).takeUnretainedValue()
        }
    }

    /// The slot of `object`, attached now if it has none.
    static func attached(to object: UnsafeMutableRawPointer) -> WrapperSlot {
        if let slot = existing(on: object) { return slot }
        let slot = WrapperSlot()
        let gobject = object.assumingMemoryBound(to: GObject.self)
        g_object_set_qdata_full(gobject, quark, Unmanaged.passRetained(slot).toOpaque(), releaseSlot)
        return slot
    }

    /// Turns the plain reference the wrapper holds into a toggle reference, if the object may have
    /// an identity wrapper now (none alive, none still leaving). Returns the slot when it did.
    static func claim(_ object: UnsafeMutableRawPointer, for wrapper: GObjectRef) -> WrapperSlot? {
        if let slot = existing(on: object), slot.wrapper != nil || slot.toggleReferences > 0 || slot.releasing {
            return nil
        }
        let slot = attached(to: object)
        let gobject = object.assumingMemoryBound(to: GObject.self)
        slot.toggleReferences += 1
        g_object_add_toggle_ref(gobject, toggled, Unmanaged.passUnretained(slot).toOpaque())
        slot.wrapper = wrapper
        // The toggle reference replaces the plain one; if it is now the only one, GLib says so
        // (is_last_ref), which leaves `strong` empty.
        g_object_unref(gobject)
        if gobject.pointee.ref_count > 1 { slot.strong = wrapper }
        return slot
    }

    /// Removes the toggle reference of a wrapper going away; the object may be finalized now.
    /// The wrapper keeps its slot (`identity`) until its deinit ends, so the slot outlives this call even when
    /// the object's finalize releases the qdata's reference.
    func release(_ object: UnsafeMutableRawPointer) {
        toggleReferences -= 1
        releasing = true
        g_object_remove_toggle_ref(
            object.assumingMemoryBound(to: GObject.self), WrapperSlot.toggled,
            Unmanaged.passUnretained(self).toOpaque())
        releasing = false
    }

    /// `GToggleNotify`: the wrapper's toggle reference became the last one, or stopped being it.
    private static let toggled: GToggleNotify = { data, _, isLastReference in
        let slot = Unmanaged<WrapperSlot>.fromOpaque(data!).takeUnretainedValue()
        // Widgets are referenced and released on the GTK thread, which runs the main actor.
        MainActor.assumeIsolated {
            if isLastReference != 0 {
                // May end the wrapper (and so the object) right here, as in PyGObject.
                let wrapper = slot.strong
                slot.strong = nil
                _ = wrapper
            } else {
                slot.strong = slot.wrapper
            }
        }
    }

    /// `GDestroyNotify` of the qdata: the object is finalized.
    private static let releaseSlot: GDestroyNotify = { data in
        Unmanaged<WrapperSlot>.fromOpaque(data!).release()
    }
}

extension GObjectRef {
    /// Objects with an identity wrapper that are not finalized yet (leak checks and tests).
    public static var liveIdentityCount: Int { WrapperSlot.liveCount }

    /// The wrapper of `pointer` (borrowed): the one Swift made the object with, while it lives and
    /// is a `Self`, else a new handle of its most-derived registered class that is a `Self` (see `ClassRegistry`). Lookups (a widget's children, a list's items; a signal's sender goes through `emissionWrapper(of:)`)
    /// go through here, so an object you made comes back as that same wrapper, state and all.
    ///
    /// ```swift
    /// let store = ListStore(itemType: Object.gType)
    /// let item = Cancellable()
    /// store.append(item)
    /// #expect(store.getObject(0) === item)
    /// ```
    public static func wrapper(of pointer: UnsafeMutableRawPointer) -> Self {
        if let slot = WrapperSlot.existing(on: pointer), let wrapper = slot.wrapper as? Self { return wrapper }
        return makeMostDerived(pointer, transfer: .none)
    }

    /// The wrapper of an object a signal emission hands its handler (its sender): the identity wrapper when that
    /// is a `Self`, else a plain handle of its most-derived registered class that never takes the identity.
    /// Signals are also emitted while an object is disposed (`destroy`, `notify`, a gesture's `end`): a
    /// wrapper taking the identity there would hold a toggle reference on an object on its way out, resurrect
    /// it, and dispose and finalize it again, nested in GLib's toggle notification, when the handler's wrapper
    /// went. A plain handle is given back as the handler ends, as a C handler's `g_object_ref` would be.
    package static func emissionWrapper(of pointer: UnsafeMutableRawPointer) -> Self {
        if let slot = WrapperSlot.existing(on: pointer), let wrapper = slot.wrapper as? Self { return wrapper }
        registerGeneratedClasses()
        let swiftClass = (ClassRegistry.registeredClass(of: pointer) as? Self.Type) ?? Self.self
        return swiftClass.init(pointer, transfer: .none)
    }

    /// The identity wrapper of `pointer` while it lives, whatever its class (generated code).
    package static func identityWrapper(of pointer: UnsafeMutableRawPointer) -> GObjectRef? {
        WrapperSlot.existing(on: pointer)?.wrapper
    }
}
