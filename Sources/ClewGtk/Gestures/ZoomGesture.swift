internal import CGtk
internal import ClewGtkCore

/// A two-finger pinch on a touchscreen or touchpad (`GtkGestureZoom`): the scale of the fingers'
/// distance to what it was when they touched.
///
/// <!-- doc-test:
/// let photo = Picture()
/// var zoom = 1.0
/// -->
/// ```swift
/// var zoomAtStart = 1.0
/// let pinch = ZoomGesture()
/// pinch.onBegin { zoomAtStart = zoom }
/// pinch.onScaleChanged { pinch in zoom = zoomAtStart * pinch.scale }
/// photo.addController(pinch)
/// ```
public final class ZoomGesture: GObjectRef, EventController {
    /// A step of a pinch (`GtkGestureZoom::scale-changed`).
    public struct Pinch: Sendable, Equatable {
        /// The fingers' distance against what it was when they touched: 2 is twice as far apart.
        public var scale: Double
        /// The point between the fingers, in the widget's coordinates (`nil` if GTK has none).
        public var center: DropPoint?

        /// A pinch step (GTK builds these for you; tests build them too).
        public init(scale: Double, center: DropPoint? = nil) {
            self.scale = scale
            self.center = center
        }
    }

    /// A pinch gesture; add it with ``Widget/addController(_:)-(EventController)``.
    public convenience init(phase: KeyController.Phase = .bubble) {
        self.init(UnsafeMutableRawPointer(gtk_gesture_zoom_new()!), transfer: .full)
        gtk_event_controller_set_propagation_phase(opaque, phase.gtk)
    }

    /// The scale now, against the fingers' distance when they touched (1 before a pinch;
    /// `gtk_gesture_zoom_get_scale_delta`).
    public var scale: Double { gtk_gesture_zoom_get_scale_delta(opaque) }

    /// The point between the fingers, in the widget's coordinates (`gtk_gesture_get_bounding_box_center`);
    /// `nil` when no pinch is going on.
    public var center: DropPoint? {
        Self.center(of: opaque)
    }

    /// The centre of a recognized pinch (asked of GTK only then: with no event, GTK 4.8 logs a critical).
    fileprivate static func center(of gesture: OpaquePointer) -> DropPoint? {
        var (x, y) = (0.0, 0.0)
        guard gtk_gesture_is_recognized(gesture) != 0, gtk_gesture_get_bounding_box_center(gesture, &x, &y) != 0
        else { return nil }
        return DropPoint(x: x, y: y)
    }

    /// Calls `handler` when a pinch starts (`GtkGesture::begin`).
    @discardableResult
    public func onBegin(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.GestureZoom.self).connectBegin(counted { _, _ in handler() })
    }

    /// Calls `handler` as the fingers move (`GtkGestureZoom::scale-changed`), with the new scale (2
    /// when they are twice as far apart as when they touched) and the point between them.
    @discardableResult
    public func onScaleChanged(_ handler: @escaping @MainActor (Pinch) -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.GestureZoom.self).connectScaleChanged(
            counted { gesture, scale in
                handler(Pinch(scale: scale, center: ZoomGesture.center(of: OpaquePointer(gesture.raw))))
            })
    }

    /// Calls `handler` when the pinch ends (`GtkGesture::end`).
    @discardableResult
    public func onEnd(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.GestureZoom.self).connectEnd(counted { _, _ in handler() })
    }
}
