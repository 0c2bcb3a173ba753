internal import CGtk
internal import ClewGtkCore

/// A press and move with the mouse, a finger or a pen (`GtkGestureDrag`): where it started and how
/// far it has moved since. Moving things inside a widget (panning a picture), not dragging data to
/// another app (that is ``DragSource``).
///
/// <!-- doc-test:
/// let photo = Picture()
/// var position = (x: 0.0, y: 0.0)
/// -->
/// ```swift
/// var start = position
/// let pan = DragGesture()
/// pan.onBegin { _ in start = position }
/// pan.onUpdate { offset in position = (start.x + offset.x, start.y + offset.y) }
/// photo.addController(pan)
/// ```
public final class DragGesture: GObjectRef, EventController {
    /// A drag with mouse `button` (1: the primary button; 0: any); add it with
    /// ``Widget/addController(_:)-(EventController)``.
    public convenience init(button: UInt32 = 1, phase: KeyController.Phase = .bubble) {
        self.init(UnsafeMutableRawPointer(gtk_gesture_drag_new()!), transfer: .full)
        gtk_gesture_single_set_button(opaque, button)
        gtk_event_controller_set_propagation_phase(opaque, phase.gtk)
    }

    /// Where the drag started, in the widget's coordinates; `nil` when no drag is going on
    /// (`gtk_gesture_drag_get_start_point`).
    public var startPoint: DropPoint? {
        var (x, y) = (0.0, 0.0)
        guard gtk_gesture_drag_get_start_point(opaque, &x, &y) != 0 else { return nil }
        return DropPoint(x: x, y: y)
    }

    /// Calls `handler` with the start point when a drag starts (`GtkGestureDrag::drag-begin`).
    @discardableResult
    public func onBegin(_ handler: @escaping @MainActor (DropPoint) -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.GestureDrag.self).connectDragBegin(
            counted { _, x, y in handler(DropPoint(x: x, y: y)) })
    }

    /// Calls `handler` with the offset from the start point as the drag moves (`GtkGestureDrag::drag-update`).
    @discardableResult
    public func onUpdate(_ handler: @escaping @MainActor (DropPoint) -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.GestureDrag.self).connectDragUpdate(
            counted { _, x, y in handler(DropPoint(x: x, y: y)) })
    }

    /// Calls `handler` with the final offset when the drag ends (`GtkGestureDrag::drag-end`).
    @discardableResult
    public func onEnd(_ handler: @escaping @MainActor (DropPoint) -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.GestureDrag.self).connectDragEnd(
            counted { _, x, y in handler(DropPoint(x: x, y: y)) })
    }
}
