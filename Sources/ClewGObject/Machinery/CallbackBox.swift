// `package` import: generated code passes `releaseCallbackBox` as a `GDestroyNotify`. Still no C type in a
// public signature.
package import CGio
import Synchronization

// A C callback parameter (`GFileProgressCallback`, `GtkCustomFilterFunc`…) with its user data becomes a Swift
// closure. The closure lives in a `CallbackBox` passed as the user data; each callback type has one generated
// trampoline (`Callbacks.swift` of the module that uses it) that reads the box and converts the arguments.
// The box is released exactly once, by its scope: after the call returns (`call`: the box is not retained),
// after the one invocation (`async`: the trampoline takes the retained box), or by GLib's destroy notify
// (`notified`: `releaseCallbackBox`).

private let liveCallbacks = Atomic<Int>(0)

/// One Swift closure handed to C as a callback's user data (generated code only).
package final class CallbackBox<Body> {
    package let body: Body

    package init(_ body: Body) {
        self.body = body
        liveCallbacks.add(1, ordering: .sequentiallyConsistent)
    }

    deinit { liveCallbacks.subtract(1, ordering: .sequentiallyConsistent) }

    /// The user data for a callback GLib releases (scope `async` or `notified`): a retained box.
    package static func retained(_ body: Body) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(CallbackBox(body)).toOpaque()
    }

    /// The closure in the user data `data`, the box kept.
    package static func body(_ data: UnsafeMutableRawPointer?) -> Body {
        Unmanaged<CallbackBox>.fromOpaque(data!).takeUnretainedValue().body
    }

    /// The closure in the user data `data` of a one-time (`async`) callback, the box released.
    package static func takeBody(_ data: UnsafeMutableRawPointer?) -> Body {
        Unmanaged<CallbackBox>.fromOpaque(data!).takeRetainedValue().body
    }

    /// The user data for a callback that runs only during the call (scope `call`): the box, not retained.
    package var unretained: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// `GDestroyNotify` of a `notified` callback's user data: releases its box.
package let releaseCallbackBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

extension GObjectRef {
    /// Swift closures handed to C as callbacks and not yet released (tests, leak checks).
    ///
    /// ```swift
    /// #expect(GObjectRef.liveCallbackCount >= 0)
    /// ```
    public static var liveCallbackCount: Int { liveCallbacks.load(ordering: .sequentiallyConsistent) }
}
