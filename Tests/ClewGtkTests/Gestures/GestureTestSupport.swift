import CGtk
import ClewGtk
import ClewGtkTesting

/// A `width` × `height` image of one colour, made in memory.
@MainActor
func solidTexture(width: Int, height: Int) -> Texture {
    // One row, copied: a per-pixel loop takes seconds for a large image in a debug build.
    var row: [UInt8] = []
    row.reserveCapacity(width * 4)
    for x in 0..<width { row += [200, UInt8(x % 256), 40, 255] }
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for _ in 0..<height { pixels.append(contentsOf: row) }
    let bytes = g_bytes_new(&pixels, gsize(pixels.count))
    defer { g_bytes_unref(bytes) }
    let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(width * 4))!
    return Texture(UnsafeMutableRawPointer(texture), transfer: .full)
}

/// The first controller of `type` on `widget` (the widget keeps it alive).
@MainActor
func controller(of type: GType, on widget: Widget) -> UnsafeMutableRawPointer? {
    guard let controllers = gtk_widget_observe_controllers(widget.gtkWidget) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
    for index in 0..<g_list_model_get_n_items(controllers) {
        guard let item = g_list_model_get_item(controllers, index) else { continue }
        g_object_unref(item)
        if g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), type) != 0 { return item }
    }
    return nil
}

/// A window of `width` × `height` showing `child`, on screen once this returns.
@MainActor
func showInWindow(_ child: Widget, width: Int = 480, height: Int = 360) async -> Window {
    let window = Window(title: "Gestures")
    window.setDefaultSize(width: width, height: height)
    window.child = child
    window.present()
    await GtkTestHost.runUntil { window.isMapped && child.size.width > 0 }
    return window
}
