@_spi(Testing) import ClewGtk

/// Answers Clew's file dialogs in GTK tests, as the person would in the dialog.
///
/// Inside ``GtkTestHost/run(checkingLeaks:_:)`` a ``FileDialog`` is never shown (a portal dialog
/// cannot be driven from outside the app): its request waits until the test answers it. An answer
/// given before the app opens its dialog is kept for the next one.
///
/// ```swift
/// try app.renderer.tapButton("Import…")
/// let request = try #require(await FileDialogDriver.waitForDialog())
/// #expect(request.kind == .openFile)
/// try FileDialogDriver.answer(with: ["/tmp/ada.vcf"])
///
/// try FileDialogDriver.answer(with: ["/tmp/export.vcf"])   // for the next dialog the app opens
/// try app.renderer.tapButton("Export…")
/// FileDialogDriver.cancel()                                 // or cancel one
/// ```
@MainActor
public enum FileDialogDriver {
    /// The oldest file dialog waiting for an answer, if one is open.
    public static var openRequest: FileDialogRequest? { FileDialogSeam.openRequest }

    /// Every file dialog the app opened in this test, oldest first.
    public static var requests: [FileDialogRequest] { FileDialogSeam.requests }

    /// Waits until the app opens a file dialog (pumping GLib); returns it, or nil after `timeout`.
    public static func waitForDialog(timeout: Duration = .seconds(5)) async -> FileDialogRequest? {
        await GtkTestHost.runUntil(timeout: timeout) { openRequest != nil }
        return openRequest
    }

    /// Chooses `paths` in the open dialog, or in the next one the app opens. Throws when the open
    /// dialog takes one path and `paths` is not one, or when outside a GTK test.
    public static func answer(with paths: [String]) throws(GtkDriverError) {
        try checkIntercepting()
        if let open = openRequest, open.kind.takesOnePath ? paths.count != 1 : paths.isEmpty {
            throw GtkDriverError(
                description:
                    "The open file dialog “\(open.title)” (\(open.kind)) takes "
                    + "\(open.kind.takesOnePath ? "one path" : "one or more paths"); got \(paths.count).")
        }
        FileDialogSeam.answer(.paths(paths))
        GtkTestHost.drainPending()
    }

    /// Cancels the open dialog (the app's call returns nil), or the next one the app opens.
    public static func cancel() {
        FileDialogSeam.answer(.cancel)
        GtkTestHost.drainPending()
    }

    private static func checkIntercepting() throws(GtkDriverError) {
        guard FileDialogSeam.isIntercepting else {
            throw GtkDriverError(description: "File dialogs are answered only inside GtkTestHost.run.")
        }
    }
}
