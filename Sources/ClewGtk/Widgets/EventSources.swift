import CGtk

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
    public var isBackShortcut: Bool {
        (keyval == UInt32(GDK_KEY_Left) && modifiers & GDK_ALT_MASK.rawValue != 0) || keyval == UInt32(GDK_KEY_Back)
    }
}

/// Reports key presses on the widget it is added to (`GtkEventControllerKey`).
///
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
        connectBox("key-pressed", SignalHandlerBox(.keyPressed(handler)), SignalThunks.keyPressed)
    }
}

/// Paces a window's drawing (`GdkFrameClock`); ``VoidSignal/afterPaint`` says a frame was painted.
public final class FrameClock: GObjectRef {}
