internal import CGtk
import Clew

/// Which toolkit draws an ``Application``: plain GTK 4 (``gtk``, here), or libadwaita
/// (`Toolkit.adwaita`, from `ClewAdwaita`) for the native GNOME look. The app's code is the same
/// on both: the same routes, widgets and tests.
///
/// ```swift
/// import ClewAdwaita
/// let status = Application(id: "org.example.Notes", toolkit: .adwaita).run { window, router in
///     window.title = "Notes"
/// }
/// ```
public struct Toolkit: Sendable, Equatable, CustomStringConvertible {
    /// The toolkit's name: `gtk` or `adwaita`.
    public let name: String
    /// Makes the `GApplication` (a new reference) for an id and flags (`GApplicationFlags`' raw value).
    package let makeApplication: @Sendable (String, UInt32) -> UnsafeMutableRawPointer
    /// Makes the renderer for the main window.
    package let makeRenderer: @MainActor @Sendable (Window, RenderEventLog.Retention) -> GtkRenderer

    package init(
        name: String, makeApplication: @escaping @Sendable (String, UInt32) -> UnsafeMutableRawPointer,
        makeRenderer: @escaping @MainActor @Sendable (Window, RenderEventLog.Retention) -> GtkRenderer
    ) {
        self.name = name
        self.makeApplication = makeApplication
        self.makeRenderer = makeRenderer
    }

    public var description: String { name }

    /// Toolkits are the same when their names are.
    public static func == (lhs: Toolkit, rhs: Toolkit) -> Bool { lhs.name == rhs.name }

    /// Plain GTK 4: a `GtkApplication` and ``GtkRenderer``; no library beyond GTK.
    public static let gtk = Toolkit(
        name: "gtk",
        makeApplication: { id, flags in
            UnsafeMutableRawPointer(gtk_application_new(id, GApplicationFlags(rawValue: flags))!)
        },
        makeRenderer: { window, retention in GtkRenderer(window: window, eventRetention: retention) })
}
