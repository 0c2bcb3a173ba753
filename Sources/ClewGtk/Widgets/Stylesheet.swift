internal import CGtk
internal import CGtkShim
import Clew

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

    /// A file the sheet could not read: missing, not a regular file (a named pipe, a device, a symbolic
    /// link: refused, not opened or followed), larger than ``maximumSize``, or not UTF-8 text.
    ///
    /// ```swift
    /// do { _ = try Stylesheet(contentsOfFile: "/dev/zero") } catch {
    ///     print(error)   // The stylesheet /dev/zero is a character device, not a regular file; it was not read.
    /// }
    /// ```
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        /// Why the file was not read.
        public enum Reason: Equatable, Sendable {
            /// Nothing is at the path.
            case missing
            /// Something other than a regular file is at the path; it was left alone.
            case notARegularFile(FileKind)
            /// The file is larger than ``Stylesheet/maximumSize``.
            case tooLarge(size: Int)
            /// The file is not UTF-8 text.
            case notText
            /// The system refused (permissions…), in its words.
            case system(String)
        }

        /// The path that failed.
        public let path: String
        /// Why it failed.
        public let reason: Reason

        public var description: String {
            let shown = "The stylesheet " + UntrustedText.escaped(path, limit: UntrustedText.longLimit)
            return switch reason {
            case .missing: "\(shown) does not exist."
            case .notARegularFile(let kind): "\(shown) is \(kind), not a regular file; it was not read."
            case .tooLarge(let size):
                "\(shown) is larger than \(Stylesheet.maximumSize / 1024) KB (\(size) bytes); it was not read."
            case .notText: "\(shown) is not UTF-8 text."
            case .system(let words): "\(shown) could not be read: \(words)."
            }
        }
    }

    /// A style sheet file larger than this (1 MiB) is refused: GTK's own theme is a few hundred KB.
    public nonisolated static let maximumSize = 1 << 20

    private let provider: GObjectRef
    private var isInstalled = false

    /// A stylesheet from CSS text.
    public init(css: String) {
        provider = GObjectRef(UnsafeMutableRawPointer(gtk_css_provider_new()), transfer: .full)
        clew_css_provider_load_string(provider.pointer(as: GtkCssProvider.self), css)
    }

    /// A stylesheet from a file, read as the app's state file is (``StateFile``): a regular file of at most
    /// ``maximumSize`` bytes, opened without blocking, never through a symbolic link.
    ///
    /// - Throws: ``LoadError`` when the file is missing, not a regular file, too large or not text.
    public convenience init(contentsOfFile path: String) throws(LoadError) {
        let bytes: [UInt8]?
        do throws(BoundedFileRead.Problem) {
            bytes = try BoundedFileRead.bytes(at: path, limit: Self.maximumSize)
        } catch {
            switch error {
            case .notARegularFile(let kind): throw LoadError(path: path, reason: .notARegularFile(kind))
            case .tooLarge(let size): throw LoadError(path: path, reason: .tooLarge(size: size))
            case .system(let words): throw LoadError(path: path, reason: .system(words))
            }
        }
        guard let bytes else { throw LoadError(path: path, reason: .missing) }
        guard let css = String(validating: bytes, as: UTF8.self) else { throw LoadError(path: path, reason: .notText) }
        self.init(css: css)
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
