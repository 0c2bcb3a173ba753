internal import CGtk

/// Renders a realized widget to pixels, for tests and screenshots.
///
/// Pipeline: `gtk_widget_paintable_new` → `gdk_paintable_snapshot` into a
/// `GtkSnapshot` → render node → `gsk_renderer_render_texture` with the
/// widget's own renderer (`gtk_native_get_renderer`). Every object created
/// here is released before returning, except the returned texture wrapper.
@MainActor
public enum WidgetSnapshot {
    /// Errors from ``render(_:)`` and ``savePNG(_:to:)``.
    public enum Failure: Error, Equatable {
        /// The widget has no size yet (not realized or not laid out).
        case notLaidOut
        /// The widget is not inside a realized `GtkNative` (window/popover).
        case noRenderer
        /// The widget drew nothing.
        case emptyRender
        /// `gdk_texture_save_to_png` failed.
        case saveFailed(path: String)
    }

    /// Renders `widget` at its allocated size; returns the `GdkTexture`
    /// (full transfer, owned by the returned wrapper).
    public static func render(_ widget: Widget) throws(Failure) -> GObjectRef {
        let (width, height) = widget.size
        guard width > 0, height > 0 else { throw .notLaidOut }
        guard let native = gtk_widget_get_native(widget.gtkWidget),
            let renderer = gtk_native_get_renderer(native)
        else { throw .noRenderer }  // transfer none

        let paintable = gtk_widget_paintable_new(widget.gtkWidget)!  // transfer full
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }

        let snapshot = gtk_snapshot_new()!  // consumed by texture(of:)
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        return try texture(of: snapshot, width: width, height: height, renderer: renderer)
    }

    /// Turns what was drawn into `snapshot` (which this consumes) into a texture of exactly
    /// `width` × `height`, with `renderer` (a `GskRenderer`, transfer none).
    static func texture(of snapshot: OpaquePointer, width: Int, height: Int, renderer: OpaquePointer)
        throws(Failure) -> GObjectRef
    {
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw .emptyRender }
        defer { gsk_render_node_unref(node) }
        // Fixed viewport so the texture is exactly this size even if something (a shadow, a focus
        // ring) draws outside it.
        var viewport = graphene_rect_t()
        graphene_rect_init(&viewport, 0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { throw .emptyRender }
        return GObjectRef(UnsafeMutableRawPointer(texture), transfer: .full)
    }

    /// Renders `widget` and writes a PNG to `path`; returns the pixel size.
    @discardableResult
    public static func savePNG(_ widget: Widget, to path: String) throws(Failure) -> (width: Int, height: Int) {
        let texture = try render(widget)
        let gdkTexture = texture.opaque
        guard gdk_texture_save_to_png(gdkTexture, path) != 0 else { throw .saveFailed(path: path) }
        return (Int(gdk_texture_get_width(gdkTexture)), Int(gdk_texture_get_height(gdkTexture)))
    }
}
