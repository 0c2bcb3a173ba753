extension GtkRenderer {
    /// The texts of the labels drawn now in the window and its dialogs (popovers, toasts and the header bar
    /// included), in order: what a person reads. Hidden pages and closed popovers are left out. For tools:
    /// `clew-demo --list-texts` shows translators and tests what is on screen.
    package var drawnTexts: [String] {
        ([window] + presentedWindows).flatMap { $0.labelTexts(drawnOnly: true) }
    }
}
