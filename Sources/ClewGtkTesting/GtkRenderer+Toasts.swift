@_spi(Testing) import ClewGtk

/// Toasts, waited for and answered by their title, on plain GTK and on libadwaita alike.
///
/// <!-- doc-test:
/// let app = await GtkTestWindow()
/// -->
/// ```swift
/// try app.renderer.tapButton("Delete")
/// try await app.renderer.waitForToast(titled: "“Groceries” deleted")
/// try app.renderer.tapButton(ofToast: "“Groceries” deleted")   // its “Undo”
/// ```
extension GtkRenderer {
    /// The title of the toast on screen, as it shows it; nil when none is.
    public var shownToastTitle: String? {
        guard let bubble = presentedToastBubble else { return nil }
        return WidgetQueries.labelTexts(in: bubble).first
    }

    /// Waits until the toast titled `title` is on screen (a toast waits its turn behind the one showing).
    ///
    /// - Throws: a ``GtkDriverError`` saying which toast shows instead, when `title`'s has not shown within
    ///   `timeout`.
    public func waitForToast(titled title: String, timeout: Duration = .seconds(5)) async throws(GtkDriverError) {
        let shown = await GtkTestHost.runUntil(timeout: timeout) {
            self.presentedToastBubble.map { WidgetQueries.labelTexts(in: $0).contains(title) } ?? false
        }
        guard shown else {
            let instead = shownToastTitle.map { "“\($0)” shows instead" } ?? "no toast shows"
            throw GtkDriverError(description: "No toast titled “\(title)” showed within \(timeout); \(instead).")
        }
    }

    /// Clicks the action button (“Undo”) of the toast titled `title`, which must be on screen.
    ///
    /// - Throws: a ``GtkDriverError`` when that toast is not on screen or has no action button.
    public func tapButton(ofToast title: String) throws(GtkDriverError) {
        guard let bubble = presentedToastBubble, WidgetQueries.labelTexts(in: bubble).contains(title) else {
            let instead = shownToastTitle.map { "“\($0)” is" } ?? "none is"
            throw GtkDriverError(description: "No toast titled “\(title)” is on screen; \(instead).")
        }
        guard let button = toastActionButton else {
            throw GtkDriverError(description: "The toast “\(title)” has no button.")
        }
        WidgetQueries.click(button)
        GtkTestHost.drainPending()
    }
}
