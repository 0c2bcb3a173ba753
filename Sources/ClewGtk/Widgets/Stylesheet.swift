import CGtk
import CGtkShim

/// CSS for the app's widgets, added to the whole display (`GtkCssProvider`).
///
/// <!-- doc-test:
/// let dataDirectory = "/usr/share/notes"
/// -->
/// ```swift
/// Stylesheet(css: ".note-title { font-weight: bold; }").install()
/// try Stylesheet(contentsOfFile: dataDirectory + "/style.css").install()
/// ```
@MainActor
public final class Stylesheet {
    /// Where the sheet sits among the theme's and GTK's own (`GTK_STYLE_PROVIDER_PRIORITY_*`).
    public enum Priority: UInt32, Sendable {
        /// Over the theme: the app's own look.
        case application = 600
        /// Under the app's, over the theme: for libraries.
        case fallback = 1
        /// Over everything: for tests and user settings.
        case user = 800
    }

    /// A file the sheet could not read.
    public struct LoadError: Error, CustomStringConvertible {
        /// The path that failed.
        public let path: String
        public var description: String { "The stylesheet \(path) could not be read." }
    }

    private let provider: GObjectRef
    private var isInstalled = false

    /// A stylesheet from CSS text.
    public init(css: String) {
        provider = GObjectRef(UnsafeMutableRawPointer(gtk_css_provider_new()), transfer: .full)
        clew_css_provider_load_string(provider.pointer(as: GtkCssProvider.self), css)
    }

    /// A stylesheet from a file; throws when the file cannot be read.
    public init(contentsOfFile path: String) throws(LoadError) {
        var contents: UnsafeMutablePointer<CChar>?
        guard g_file_get_contents(path, &contents, nil, nil) != 0, let contents else { throw LoadError(path: path) }
        defer { g_free(contents) }
        provider = GObjectRef(UnsafeMutableRawPointer(gtk_css_provider_new()), transfer: .full)
        clew_css_provider_load_string(provider.pointer(as: GtkCssProvider.self), contents)
    }

    /// Applies the sheet to every window of the default display; a no-op without a display.
    public func install(priority: Priority = .application) {
        guard !isInstalled, gdk_display_get_default() != nil else { return }
        isInstalled = true
        clew_add_provider_for_display_at(provider.pointer(as: GtkCssProvider.self), priority.rawValue)
    }

    /// Takes the sheet off the display again.
    public func uninstall() {
        guard isInstalled, let display = gdk_display_get_default() else { return }
        isInstalled = false
        clew_remove_provider_for_display(display, provider.pointer(as: GtkCssProvider.self))
    }
}
