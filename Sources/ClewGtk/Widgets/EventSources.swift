internal import CGtk
internal import ClewGtkCore

/// Arguments of `GtkEventControllerKey::key-pressed`.
public struct KeyPress: Sendable, Equatable {
    /// GDK keysym (`GDK_KEY_*`).
    public var keyval: UInt32
    /// Hardware keycode.
    public var keycode: UInt32
    /// `GdkModifierType` bits.
    public var modifiers: UInt32

    /// Creates a key press (GTK builds these for you; tests build them too).
    public init(keyval: UInt32, keycode: UInt32, modifiers: UInt32) {
        self.keyval = keyval
        self.keycode = keycode
        self.modifiers = modifiers
    }

    /// Whether this is the Escape key.
    public var isEscape: Bool { keyval == UInt32(GDK_KEY_Escape) }

    /// Whether this is GNOME's “go back”: Alt+Left, or a keyboard's Back key.
    public var isBackShortcut: Bool { isBackShortcut(rightToLeft: false) }

    /// Whether this is GNOME's “go back” in a window laid out right to left or not: Alt+Left
    /// (Alt+Right when right to left, where back points right), or a keyboard's Back key.
    public func isBackShortcut(rightToLeft: Bool) -> Bool {
        let arrow = UInt32(rightToLeft ? GDK_KEY_Right : GDK_KEY_Left)
        return (keyval == arrow && modifiers & GDK_ALT_MASK.rawValue != 0) || keyval == UInt32(GDK_KEY_Back)
    }
}

/// Arguments of `GtkGestureClick::pressed`, with the mouse button that was pressed.
public struct ClickPress: Sendable, Equatable {
    /// The mouse button: 1 primary, 2 middle, 3 secondary, 8 back, 9 forward.
    public var button: UInt32
    /// 1 for a single click, 2 for a double click…
    public var count: Int
    /// Where, in the widget's coordinates.
    public var x: Double
    /// Where, in the widget's coordinates.
    public var y: Double

    /// Creates a press (GTK builds these for you; tests build them too).
    public init(button: UInt32, count: Int = 1, x: Double = 0, y: Double = 0) {
        self.button = button
        self.count = count
        self.x = x
        self.y = y
    }

    /// Whether this is a mouse's back button (button 8), which goes back in GNOME apps.
    public var isBackButton: Bool { button == 8 }
}

/// Reports mouse clicks on the widget it is added to (`GtkGestureClick`).
///
/// <!-- doc-test:
/// func goBack() {}
/// -->
/// ```swift
/// let clicks = ClickGesture(button: 8)    // the mouse's back button only
/// clicks.onPressed { _ in goBack() }
/// window.addController(clicks)
/// ```
public final class ClickGesture: GObjectRef {
    /// A new gesture for `button` (0: every button); add it with ``Widget/addController(_:)-(ClickGesture)``.
    public convenience init(button: UInt32 = 0, phase: KeyController.Phase = .bubble) {
        self.init(UnsafeMutableRawPointer(gtk_gesture_click_new()!), transfer: .full)
        gtk_gesture_single_set_button(OpaquePointer(raw), button)
        gtk_event_controller_set_propagation_phase(OpaquePointer(raw), phase.gtk)
    }

    /// Calls `handler` for each press.
    @discardableResult
    public func onPressed(_ handler: @escaping @MainActor (ClickPress) -> Void) -> SignalConnection {
        generated(as: ClewGtkCore.GestureClick.self).connectPressed(
            counted { gesture, count, x, y in
                // The button comes from the gesture itself.
                let button = gtk_gesture_single_get_current_button(OpaquePointer(gesture.raw))
                handler(ClickPress(button: button, count: Int(count), x: x, y: y))
            })
    }
}

/// Reports key presses on the widget it is added to (`GtkEventControllerKey`).
///
/// <!-- doc-test:
/// func closeSearch() -> Bool { true }
/// -->
/// ```swift
/// let keys = KeyController(phase: .capture)
/// keys.onKeyPressed { press in press.isEscape ? closeSearch() : false }
/// window.addController(keys)
/// ```
public final class KeyController: GObjectRef {
    /// When the controller sees events relative to the focused widget.
    public enum Phase: Sendable {
        /// Before the focused widget (to intercept keys).
        case capture
        /// After the focused widget did not handle them.
        case bubble

        var gtk: GtkPropagationPhase { self == .capture ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE }
    }

    /// A new controller; add it with ``Widget/addController(_:)``.
    public convenience init(phase: Phase = .bubble) {
        self.init(UnsafeMutableRawPointer(gtk_event_controller_key_new()!), transfer: .full)
        gtk_event_controller_set_propagation_phase(opaque, phase.gtk)
    }

    /// Calls `handler` for each key press; return true when it handled the key.
    @discardableResult
    public func onKeyPressed(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        generated(as: ClewGtkCore.EventControllerKey.self).connectKeyPressed(
            counted { _, keyval, keycode, state in
                handler(KeyPress(keyval: keyval, keycode: keycode, modifiers: state.rawValue))
            })
    }
}

/// Paces a window's drawing (`GdkFrameClock`); ``VoidSignal/afterPaint`` says a frame was painted.
public final class FrameClock: GObjectRef {}
