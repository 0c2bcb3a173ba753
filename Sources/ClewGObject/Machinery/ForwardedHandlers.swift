internal import CGio
import Synchronization

/// Handlers connected on one object on behalf of another that it emits for (a text field's `activate`, connected
/// on the `GtkText` the field delegates to): ``GObjectRef/disconnect(_:)`` on the owner finds the emitter here.
/// An entry lives exactly as long as its handler's closure (``SignalClosureBox`` forgets it when GLib finalizes the
/// closure), so the emitter it names is alive while it is there; handler ids are never reused.
enum ForwardedHandlers {
    private struct Entry {
        let owner: UInt
        let emitter: UInt
    }

    private static let entries = Mutex<[UInt: Entry]>([:])
    /// Entries recorded: lets a closure's release skip the lock when none is (the common case).
    private static let count = Atomic<Int>(0)

    static func record(_ id: UInt, owner: UnsafeMutableRawPointer, emitter: UnsafeMutableRawPointer) {
        entries.withLock { $0[id] = Entry(owner: UInt(bitPattern: owner), emitter: UInt(bitPattern: emitter)) }
        count.add(1, ordering: .sequentiallyConsistent)
    }

    /// The object that holds the handler `id` connected on behalf of `owner`, if any.
    static func emitter(of id: UInt, for owner: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        guard count.load(ordering: .sequentiallyConsistent) > 0 else { return nil }
        return entries.withLock { entries in
            guard let entry = entries[id], entry.owner == UInt(bitPattern: owner) else { return nil }
            return UnsafeMutableRawPointer(bitPattern: entry.emitter)
        }
    }

    /// The handler's closure is finalized: forget its entry.
    static func forget(_ id: UInt) {
        guard count.load(ordering: .sequentiallyConsistent) > 0 else { return }
        let removed = entries.withLock { $0.removeValue(forKey: id) != nil }
        if removed { count.subtract(1, ordering: .sequentiallyConsistent) }
    }
}

extension GObjectRef {
    /// Connects, through `connect`, a handler on `emitter` that stands for a signal of this object (a field's
    /// `activate` on the `GtkText` it delegates to), so that ``disconnect(_:)`` on this object disconnects it.
    /// `connect` must connect on `emitter` through the generated layer (``connectSignal(_:after:_:)``).
    package func connectForwarded(to emitter: GObjectRef, _ connect: () -> SignalConnection) -> SignalConnection {
        let connection = connect()
        if connection.handlerID != 0 {
            ForwardedHandlers.record(connection.handlerID, owner: raw, emitter: emitter.raw)
        }
        return connection
    }
}
