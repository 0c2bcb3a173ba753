internal import CGtk
internal import ClewGtkCore

/// Follows the pointer over the widget it is added to (`GtkEventControllerMotion`): entering,
/// moving, leaving.
///
/// <!-- doc-test:
/// let photo = Picture()
/// let coordinates = Label("")
/// -->
/// ```swift
/// let pointer = MotionController()
/// pointer.onMotion { point in coordinates.text = "\(Int(point.x)), \(Int(point.y))" }
/// pointer.onLeave { coordinates.text = "" }
/// photo.addController(pointer)
/// ```
public final class MotionController: GObjectRef, EventController {
    /// A motion controller; add it with ``Widget/addController(_:)-(EventController)``.
    public convenience init(phase: KeyController.Phase = .bubble) {
        self.init(UnsafeMutableRawPointer(gtk_event_controller_motion_new()!), transfer: .full)
        gtk_event_controller_set_propagation_phase(opaque, phase.gtk)
    }

    /// Whether the pointer is over the widget (or one of its children;
    /// `gtk_event_controller_motion_contains_pointer`).
    public var containsPointer: Bool { gtk_event_controller_motion_contains_pointer(opaque) != 0 }

    /// Calls `handler` with the point where the pointer came in (`GtkEventControllerMotion::enter`).
    @discardableResult
    public func onEnter(_ handler: @escaping @MainActor (DropPoint) -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.EventControllerMotion.self).connectEnter(
            counted { _, x, y in handler(DropPoint(x: x, y: y)) })
    }

    /// Calls `handler` with each point the pointer moves to over the widget (`GtkEventControllerMotion::motion`).
    @discardableResult
    public func onMotion(_ handler: @escaping @MainActor (DropPoint) -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.EventControllerMotion.self).connectMotion(
            counted { _, x, y in handler(DropPoint(x: x, y: y)) })
    }

    /// Calls `handler` when the pointer leaves the widget (`GtkEventControllerMotion::leave`).
    @discardableResult
    public func onLeave(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.EventControllerMotion.self).connectLeave(counted { _ in handler() })
    }
}
