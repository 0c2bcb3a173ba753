internal import CGtkShim

/// Where GTK may be called from.
///
/// Rule: GTK is only ever touched from the main actor. Every ClewGtk wrapper
/// is `@MainActor`, so the compiler enforces it for Swift callers.
///
/// In an app the main actor *is* the OS main thread (see ``MainQueueBridge``).
/// Under `swift test` on Linux the main actor is the serial libdispatch main
/// queue served by pool threads, so GTK calls are serialized but may come
/// from different OS threads between `await`s; GLib allows this because
/// `g_main_context_iteration` acquires and releases the default context on
/// each call. (GL contexts are thread-bound, so tests use the cairo renderer.)
public enum GtkMainThread {
    /// True on the process's initial OS thread.
    public static var isOSMainThread: Bool { clew_is_main_thread() != 0 }
}
