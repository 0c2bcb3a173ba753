internal import CGtk

/// The modifier keys held during an event (`GdkModifierType`), e.g. Ctrl during a scroll.
///
/// ```swift
/// let held: ModifierKeys = [.control, .shift]
/// print(held.contains(.control))   // true
/// ```
public struct ModifierKeys: OptionSet, Sendable, Hashable {
    /// The `GdkModifierType` bits.
    public let rawValue: UInt32
    /// Modifier keys from `GdkModifierType` bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Shift (`GDK_SHIFT_MASK`).
    public static let shift = ModifierKeys(rawValue: GDK_SHIFT_MASK.rawValue)
    /// Control (`GDK_CONTROL_MASK`).
    public static let control = ModifierKeys(rawValue: GDK_CONTROL_MASK.rawValue)
    /// Alt (`GDK_ALT_MASK`).
    public static let alt = ModifierKeys(rawValue: GDK_ALT_MASK.rawValue)
    /// Super, the “Windows” key (`GDK_SUPER_MASK`).
    public static let `super` = ModifierKeys(rawValue: GDK_SUPER_MASK.rawValue)

    /// The four keys above: what a shortcut compares (Caps Lock, Num Lock and the mouse buttons
    /// are left out).
    public static let shortcutKeys: ModifierKeys = [.shift, .control, .alt, .super]
}

extension KeyPress {
    /// The modifier keys held, typed (Shift, Ctrl, Alt, Super; lock keys and buttons left out).
    public var modifierKeys: ModifierKeys { ModifierKeys(rawValue: modifiers).intersection(.shortcutKeys) }
}

/// A controller or gesture that ``Widget/addController(_:)-(EventController)`` adds to a widget:
/// ``ScrollController``, ``ZoomGesture``, ``DragGesture`` and ``MotionController``.
///
/// <!-- doc-test:
/// let photo = Picture()
/// -->
/// ```swift
/// let hover = MotionController()
/// hover.onEnter { point in print("in at", point.x, point.y) }
/// photo.addController(hover)
/// ```
@MainActor
public protocol EventController: GObjectRef {}

extension EventController {
    /// The modifier keys held during the event being handled now (`gtk_event_controller_get_current_event_state`);
    /// empty outside a handler.
    public var currentModifierKeys: ModifierKeys {
        ModifierKeys(rawValue: gtk_event_controller_get_current_event_state(opaque).rawValue)
            .intersection(.shortcutKeys)
    }
}

extension Widget {
    /// Adds a scroll, zoom, drag or motion controller (`gtk_widget_add_controller`, which takes its
    /// own reference); the widget keeps it, and its handlers, until the widget goes.
    public func addController(_ controller: some EventController) {
        gtk_widget_add_controller(gtkWidget, OpaquePointer(g_object_ref(controller.raw)))
    }

    /// Takes a controller away again (`gtk_widget_remove_controller`); its handlers go with it
    /// unless something else keeps it.
    public func removeController(_ controller: some EventController) {
        gtk_widget_remove_controller(gtkWidget, controller.opaque)
    }
}
