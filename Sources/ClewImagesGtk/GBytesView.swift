internal import CGtk
import ClewGtk
import ClewImages

/// Wraps ``ImageBytes`` in a `GBytes` without copying: the `GBytes` points into the image's own
/// buffer and holds its storage until GLib frees the `GBytes` (its `GDestroyNotify` releases the
/// storage exactly once).
enum GBytesView {
    /// A new `GBytes` (full reference) over `bytes`.
    static func make(_ bytes: ImageBytes) -> OpaquePointer {
        let owner = Unmanaged.passRetained(bytes.storage as AnyObject).toOpaque()
        return bytes.withUnsafeBytes { raw in
            g_bytes_new_with_free_func(
                raw.baseAddress, gsize(raw.count),
                { owner in
                    Unmanaged<AnyObject>.fromOpaque(owner!).release()
                }, owner)!
        }
    }
}
