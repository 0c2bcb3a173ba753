internal import CGio
import Synchronization

// One signal mechanism for every signature. A handler is a Swift closure over the emission's
// `GValue`s, kept in a `GClosure` (`g_closure_new_simple`) whose one marshaller below reads the
// parameters and writes the return value; the generated `connect…` methods are thin typed
// wrappers that convert the values. GLib calls the finalize notifier exactly once, on
// disconnect or when the object is finalized, and that releases the Swift box.

/// The Swift side of a connected closure: the handler, alive until GLib finalizes the closure.
final class SignalClosureBox {
    let handler: @MainActor (SignalArguments) -> Void
    /// The id GLib gave the handler (0 until connected): a forwarded handler's entry is forgotten with it.
    var handlerID: UInt = 0

    private static let counter = Atomic<Int>(0)

    /// Closures connected and not yet finalized (leak checks and tests).
    static var liveCount: Int { counter.load(ordering: .sequentiallyConsistent) }

    init(_ handler: @escaping @MainActor (SignalArguments) -> Void) {
        self.handler = handler
        Self.counter.add(1, ordering: .sequentiallyConsistent)
    }

    deinit {
        if handlerID != 0 { ForwardedHandlers.forget(handlerID) }
        Self.counter.subtract(1, ordering: .sequentiallyConsistent)
    }
}

/// `GClosureMarshal`: the one marshaller of every generated signal.
private let marshalSignal: GClosureMarshal = { closure, returnValue, count, parameters, _, _ in
    guard let closure, let data = closure.pointee.data, let parameters else { return }
    // Pointers are not Sendable, so they cross into the main actor's closure as addresses.
    let box = UInt(bitPattern: data)
    let values = UInt(bitPattern: parameters)
    let result = UInt(bitPattern: returnValue)
    // Signals are emitted on the thread that owns the objects, the main thread for Clew's.
    MainActor.assumeIsolated {
        let handler = Unmanaged<SignalClosureBox>.fromOpaque(UnsafeRawPointer(bitPattern: box)!).takeUnretainedValue()
        handler.handler(
            SignalArguments(
                values: UnsafeMutableRawPointer(bitPattern: values)!, count: Int(count),
                returnValue: UnsafeMutableRawPointer(bitPattern: result)))
    }
}

/// `GClosureNotify`: the closure is finalized; release its box.
private let releaseSignalClosure: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalClosureBox>.fromOpaque(data).release()
}

extension GObjectRef {
    /// Closures connected through the generated signals and not yet released (tests, leak checks).
    ///
    /// ```swift
    /// let before = GObjectRef.liveSignalClosureCount
    /// #expect(before >= 0)
    /// ```
    public static var liveSignalClosureCount: Int { SignalClosureBox.liveCount }

    /// Connects `handler` to the detailed signal `name` with the generic marshaller. Generated code
    /// only: a misspelt name is a generator bug, reported by GLib's warning and a 0 id.
    package func connectSignal(
        _ name: String, after: Bool = false, _ handler: @escaping @MainActor (SignalArguments) -> Void
    )
        -> SignalConnection
    {
        let handlerBox = SignalClosureBox(handler)
        let box = Unmanaged.passRetained(handlerBox).toOpaque()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)!
        g_closure_set_marshal(closure, marshalSignal)
        g_closure_add_finalize_notifier(closure, box, releaseSignalClosure)
        // connect_closure takes a reference and sinks the floating one; an unknown name (a critical
        // warning, id 0) leaves it floating, and sinking it finalizes it: nothing leaks either way.
        let id = g_signal_connect_closure(raw, name, closure, after ? 1 : 0)
        if id == 0 { g_closure_sink(closure) }
        handlerBox.handlerID = UInt(id)
        return SignalConnection(handlerID: UInt(id))
    }

    /// Connects `handler` to `notify::<property>`: the property changed (GObject's spelling, with dashes).
    /// `handler` receives the sender as `Sender`. Every generated `connect…Changed` calls this one generic
    /// function with its handler as it is, so the closure below is the only one they need: a closure of its own
    /// in each of them would be one more context metadata record, relocated when the program starts.
    package func connectNotify<Sender: GObjectRef>(
        _ property: String, _ handler: @escaping @MainActor (Sender) -> Void
    ) -> SignalConnection {
        connectSignal("notify::\(property)") { handler($0.sender()) }
    }
}
