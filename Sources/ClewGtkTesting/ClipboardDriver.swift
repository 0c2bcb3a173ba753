import ClewGtk

/// Reads the clipboard in GTK tests: the real `GdkClipboard` of the display, read back as any
/// app would read it (under Xvfb and under sway alike).
///
/// ```swift
/// try app.renderer.tapButton("Copy Address")
/// #expect(try await ClipboardDriver.text() == "1 Main Street")
/// ```
@MainActor
public enum ClipboardDriver {
    /// The clipboard's text once it holds some (the app may copy after an `await`); nil when it
    /// holds none after `timeout`.
    public static func text(timeout: Duration = .seconds(2)) async throws(Clipboard.Failure) -> String? {
        await waitForContent(timeout: timeout) { $0.hasPrefix("text/plain") }
        return try await Clipboard.standard.readText()
    }

    /// The local files on the clipboard, by path, once it holds some; nil when it holds none after
    /// `timeout`.
    public static func files(timeout: Duration = .seconds(2)) async throws(Clipboard.Failure) -> [String]? {
        await waitForContent(timeout: timeout) { $0 == "text/uri-list" }
        return try await Clipboard.standard.readFiles()
    }

    /// The image on the clipboard once it holds one; nil when it holds none after `timeout`.
    public static func image(timeout: Duration = .seconds(2)) async throws(Clipboard.Failure) -> Texture? {
        await waitForContent(timeout: timeout) { $0.hasPrefix("image/") }
        return try await Clipboard.standard.readImage()
    }

    /// Waits until the clipboard offers a MIME type that `matches` (the app may copy after an
    /// `await`, and the display server announces a new owner a moment later).
    private static func waitForContent(timeout: Duration, _ matches: @escaping (String) -> Bool) async {
        await GtkTestHost.runUntil(timeout: timeout) { Clipboard.standard.mimeTypes.contains(where: matches) }
    }
}
