/// Labels GTK always reads with mnemonics (a `GMenu` item's label, a libadwaita 1.2 toast's button): an
/// underscore there marks the next letter as the Alt shortcut and is not shown. ``escaped(_:)`` doubles
/// every `_`, so such a label shows the app's text as typed ("Open my_notes.txt", not "Open mynotes.txt").
///
/// ```swift
/// Mnemonic.escaped("Open my_notes.txt")   // "Open my__notes.txt": shown as "Open my_notes.txt"
/// ```
public enum Mnemonic {
    /// `text` with every `_` doubled.
    public static func escaped(_ text: String) -> String {
        guard text.contains("_") else { return text }
        return text.split(separator: "_", omittingEmptySubsequences: false).joined(separator: "__")
    }
}
