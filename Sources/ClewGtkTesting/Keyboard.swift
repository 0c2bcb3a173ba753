import CGtk
import CGtkTestShim
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
            throw GtkDriverError(
                description: "Key presses need X11: run the tests under Xvfb (xvfb-run -a swift test).")
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

    private static func usleepForEvents() {
        var pause = timespec(tv_sec: 0, tv_nsec: 2_000_000)
        nanosleep(&pause, nil)
    }
}
