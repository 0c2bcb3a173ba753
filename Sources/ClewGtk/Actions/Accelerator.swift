internal import CGtk
import Clew

/// Keyboard shortcuts in GTK's accelerator syntax: `"<Control>q"`, `"<Control><Shift>z"`,
/// `"<Alt>Left"`, `"F1"`, `"Delete"`.
public enum Accelerator {
    /// Whether GTK can parse `accelerator`.
    ///
    /// ```swift
    /// Accelerator.isValid("<Control>q")   // true
    /// Accelerator.isValid("Ctrl+Q")       // false
    /// ```
    @MainActor
    public static func isValid(_ accelerator: String) -> Bool {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        return gtk_accelerator_parse(accelerator, &key, &modifiers) != 0 && key != 0
    }

    /// The valid ones of `accelerators`; a warning names each one left out.
    @MainActor
    static func valid(_ accelerators: [String], for action: String) -> [String] {
        accelerators.filter { accelerator in
            guard isValid(accelerator) else {
                ClewWarnings.warn(
                    "“\(accelerator)” is not a keyboard shortcut GTK understands (for \(action)); "
                        + "write it as “<Control>q”, “<Control><Shift>z” or “F1”. It was left out.")
                return false
            }
            return true
        }
    }
}
