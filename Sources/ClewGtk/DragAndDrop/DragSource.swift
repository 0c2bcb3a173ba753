internal import CGtk
internal import ClewGdkCore
internal import ClewGtkCore

/// Lets a person drag files, URIs or text out of a widget (`GtkDragSource`): into a file
/// manager, a text field, another app, or a ``DropTarget`` of this one.
///
/// `content` runs when a drag starts, with where it started in the widget's coordinates; it
/// returns what to offer, or nil for no drag from there.
///
/// <!-- doc-test:
/// let card = Label("Ada Lovelace")
/// -->
/// ```swift
/// let dragging = DragSource { _ in .text("Ada Lovelace <ada@example.org>") }
/// card.addController(dragging)
/// ```
public final class DragSource: GObjectRef {
    /// One Swift object per drag source, so that the driver finds its content through the widget.
    public override class var keepsIdentity: Bool { true }

    private final class Handlers {
        var content: @MainActor (DropPoint) -> TransferContent? = { _ in nil }
    }

    private let handlers = Handlers()

    /// A drag source offering what `content` returns for a drag starting at a point (nil: no drag).
    /// Add it to a widget with ``Widget/addController(_:)-(DragSource)``.
    public convenience init(_ content: @escaping @MainActor (DropPoint) -> TransferContent?) {
        self.init(UnsafeMutableRawPointer(gtk_drag_source_new()!), transfer: .full)
        gtk_drag_source_set_actions(opaque, GDK_ACTION_COPY)
        handlers.content = content
        let handlers = handlers
        // The generated `GtkDragSource::prepare`: the provider returned (its new reference taken over by
        // the wrapper, which the return value references in turn), or nil for no drag.
        generated(as: ClewGtkCore.DragSource.self).connectPrepare(
            counted { _, x, y in
                handlers.content(DropPoint(x: x, y: y)).map {
                    ClewGdkCore.ContentProvider.take(UnsafeMutableRawPointer($0.makeProvider()), transfer: .full)
                }
            })
    }

    /// What a drag starting at `point` would offer. For the GTK test driver.
    @_spi(Testing)
    public func content(at point: DropPoint) -> TransferContent? {
        handlers.content(point)
    }
}

extension Widget {
    /// Adds a drag source (`gtk_widget_add_controller`, which takes its own reference).
    public func addController(_ source: DragSource) {
        gtk_widget_add_controller(gtkWidget, OpaquePointer(g_object_ref(source.raw)))
    }

    /// The drag sources added to this widget, in order.
    public var dragSources: [DragSource] {
        controllers(of: gtk_drag_source_get_type()).map { DragSource.wrapper(of: $0) }
    }

    /// The event controllers of this widget that are instances of `type`, borrowed.
    func controllers(of type: GType) -> [UnsafeMutableRawPointer] {
        guard let controllers = gtk_widget_observe_controllers(gtkWidget) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        var found: [UnsafeMutableRawPointer] = []
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            // The widget holds the controller: the pointer stays valid once the item's reference goes.
            g_object_unref(controller)
            if g_type_check_instance_is_a(controller.assumingMemoryBound(to: GTypeInstance.self), type) != 0 {
                found.append(controller)
            }
        }
        return found
    }
}
