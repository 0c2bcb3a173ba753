internal import CGtkShim

/// Which GTK dialog shows Clew's ``FileDialog``s in this process.
///
/// `GtkFileDialog` (GTK 4.10 and later) where the running GTK has it, else `GtkFileChooserNative`
/// (GTK 4.8, deprecated by 4.10). Both go through the desktop portal when the app runs in a
/// sandbox. The choice is made at run time, so one build uses the newer dialog on a newer GTK.
///
/// ```swift
/// print(FileDialogBackend.current)   // fileChooserNative on GTK 4.8
/// ```
public enum FileDialogBackend: Sendable, Hashable {
    /// `GtkFileDialog`, GTK 4.10 and later.
    case fileDialog
    /// `GtkFileChooserNative`, the GTK 4.8 dialog.
    case fileChooserNative

    /// The dialog this process uses: ``fileDialog`` when the running GTK has every function of it.
    @MainActor
    public static var current: FileDialogBackend { choose(hasFileDialog: clew_file_dialog_available() != 0) }

    /// The choice rule on its own: the newer dialog whenever GTK has it.
    public static func choose(hasFileDialog: Bool) -> FileDialogBackend {
        hasFileDialog ? .fileDialog : .fileChooserNative
    }
}
