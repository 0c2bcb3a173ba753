internal import CGtk
internal import CGtkTestShim
import ClewGtk

/// Real key presses for GTK tests: the X server types them (XTest) into the window, so GTK's
/// own shortcut handling, accelerators, mnemonics and focus movement all run as for a person.
/// Needs X11: run the tests under Xvfb (`xvfb-run -a swift test`).
///
/// ```swift
/// try GtkTestKeyboard.press("<Control>f", in: app.window)
/// try GtkTestKeyboard.type("milk", in: app.window)
/// ```
@MainActor
public enum GtkTestKeyboard {
    /// Presses `accelerator` (GTK's syntax: `"<Control>q"`, `"<Alt>Left"`, `"Escape"`, `"a"`)
    /// with `window` focused, then lets GTK handle it.
    public static func press(_ accelerator: String, in window: Window) throws(GtkDriverError) {
        switch clew_test_press_accelerator(window.pointer(as: GtkWindow.self), accelerator) {
        case CLEW_KEY_PRESS_SENT:
            // The X server sends the events back to GDK's connection; dispatch until they are in.
            GtkTestHost.drainPending()
            for _ in 0..<5 {
                usleepForEvents()
                GtkTestHost.drainPending()
            }
        case CLEW_KEY_PRESS_UNPARSABLE:
            throw GtkDriverError(
                description: "“\(accelerator)” is not a key GTK understands; write “<Control>q”, “<Alt>Left”, “Escape”."
            )
        case CLEW_KEY_PRESS_NOT_X11:
            let backend = backendName(of: window)
            throw GtkDriverError(
                description: "Real key presses need X11 (XTest); this display is \(backend). "
                    + "Run key tests under Xvfb (GDK_BACKEND=x11 xvfb-run -a swift test), or skip them with "
                    + "`.enabled(if: GtkTestKeyboard.canPressRealKeys)`.",
                unsupportedBackend: backend)
        case CLEW_KEY_PRESS_NO_XTEST:
            throw GtkDriverError(description: "The X server has no XTest extension, so keys cannot be typed.")
        case CLEW_KEY_PRESS_NOT_MAPPED:
            throw GtkDriverError(description: "The window “\(window.title)” is not on screen, so it cannot take keys.")
        default:
            throw GtkDriverError(description: "The keyboard map has no key for “\(accelerator)”.")
        }
    }

    /// Types `text` one character at a time (letters, digits, space and ASCII punctuation).
    public static func type(_ text: String, in window: Window) throws(GtkDriverError) {
        for character in text {
            let keyval = gdk_unicode_to_keyval(character.unicodeScalars.first.map { $0.value } ?? 0)
            guard let name = gdk_keyval_name(keyval) else {
                throw GtkDriverError(description: "No key types “\(character)”.")
            }
            let isUpper = character.isUppercase
            try press((isUpper ? "<Shift>" : "") + String(cString: name), in: window)
        }
    }

    /// Whether ``press(_:in:)`` can type here: GDK will open an X11 display. Decided from the
    /// environment as GDK decides (`GDK_BACKEND`, else Wayland when `WAYLAND_DISPLAY` is set), so it
    /// can guard a test before GTK starts: `@Test(.enabled(if: GtkTestKeyboard.canPressRealKeys))`.
    /// On Wayland a client cannot inject input into itself, and GTK 4 has no public way to
    /// synthesize key events; the driver's clicks, Escape and text entry work there all the same.
    public nonisolated static var canPressRealKeys: Bool {
        if let chosen = getenv("GDK_BACKEND").map({ String(cString: $0) }), !chosen.isEmpty, chosen != "*" {
            return chosen.split(separator: ",").first.map { $0 == "x11" } ?? false
        }
        if let wayland = getenv("WAYLAND_DISPLAY"), wayland.pointee != 0 { return false }
        return getenv("DISPLAY").map { $0.pointee != 0 } ?? false
    }

    /// “Wayland”, “X11” or GDK's class name for another backend (Broadway).
    private static func backendName(of window: Window) -> String {
        // G_OBJECT_TYPE_NAME is a macro: an instance's class pointer starts with its type.
        let name =
            gtk_widget_get_display(window.gtkWidget).map { display in
                let type = UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self).pointee
                    .g_class.pointee.g_type
                return String(cString: g_type_name(type))
            } ?? "unknown"
        return switch name {
        case "GdkWaylandDisplay": "Wayland"
        case "GdkX11Display": "X11"
        default: name
        }
    }

    private static func usleepForEvents() {
        var pause = timespec(tv_sec: 0, tv_nsec: 2_000_000)
        nanosleep(&pause, nil)
    }
}
