import CGtk

/// Observes a GObject's finalization through a weak ref (test helper).
@MainActor
final class FinalizeProbe {
    private let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)

    /// Attaches to `object`; the object must outlive nothing else.
    init(_ object: UnsafeMutableRawPointer) {
        flag.initialize(to: false)
        g_object_weak_ref(
            object.assumingMemoryBound(to: GObject.self),
            { data, _ in
                data!.assumingMemoryBound(to: Bool.self).pointee = true
            }, flag)
    }

    /// True once the object has been finalized.
    var finalized: Bool { flag.pointee }

    // Leaks one Bool if the object is still alive (the weak ref still points
    // at `flag`); fine for tests, and avoids a use-after-free.
    isolated deinit { if flag.pointee { flag.deallocate() } }
}
