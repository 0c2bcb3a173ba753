internal import CGtk
import Clew

/// A GResource bundle (a `.gresource` file made by `glib-compile-resources`) registered with the process,
/// so its files are found by resource path: UI definitions (``UIDefinition/init(resource:)``), icons,
/// style sheets, and GTK's own `gtk/help-overlay.ui` lookups.
///
/// <!-- doc-test: gtk
/// let dataDirectory = "/usr/share/notes"
/// -->
/// ```swift
/// let bundle = try ResourceBundle.register(contentsOfFile: dataDirectory + "/notes.gresource")
/// let editor = try UIDefinition(resource: "/org/example/Notes/editor.ui")
/// print(bundle.paths(under: "/org/example/Notes"))   // ["editor.ui", "shortcuts.ui"]
/// ```
///
/// The file is read as every file an app reads by name is: a regular file (not a link, pipe or device) of at
/// most ``maximumFileSize`` bytes, in a folder only the user or root can write to. A bundle stays registered
/// until ``unregister()``; dropping it does not unregister it.
@MainActor
public final class ResourceBundle {
    /// A bundle file larger than this (32 MiB) is refused from its size, not read.
    public nonisolated static let maximumFileSize = 32 << 20

    /// The `GResource *` (a boxed type, not a GObject): one reference, dropped in `deinit`.
    private let resource: OpaquePointer
    /// Whether it is registered now.
    public private(set) var isRegistered = false

    private init(resource: OpaquePointer) { self.resource = resource }

    isolated deinit { g_resource_unref(resource) }

    /// Reads the bundle at `path` and registers it (`g_resource_new_from_data`, `g_resources_register`).
    ///
    /// ```swift
    /// let bundle = try ResourceBundle.register(contentsOfFile: "/usr/share/notes/notes.gresource")
    /// ```
    ///
    /// - Throws: ``UIDefinitionError/unreadableFile(path:reason:)`` when the file cannot be read under the
    ///   rules above, or is not a resource bundle.
    @discardableResult
    public static func register(contentsOfFile path: String) throws(UIDefinitionError) -> ResourceBundle {
        let bytes = try UIDefinition.readTrusted(path, limit: maximumFileSize)
        // GResource reads its data in place: the GBytes keeps the copy alive as long as the resource.
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(data, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "it is not a resource bundle"
            if let error { g_error_free(error) }
            throw .unreadableFile(path: path, reason: UntrustedText.escaped(message, limit: UntrustedText.longLimit))
        }
        let bundle = ResourceBundle(resource: resource)
        bundle.register()
        return bundle
    }

    /// Registers the bundle again after ``unregister()``.
    public func register() {
        guard !isRegistered else { return }
        isRegistered = true
        g_resources_register(resource)
        Self.registered.append(self)
    }

    /// Takes the bundle's files out of the process's resources (`g_resources_unregister`).
    public func unregister() {
        guard isRegistered else { return }
        isRegistered = false
        g_resources_unregister(resource)
        Self.registered.removeAll { $0 === self }
    }

    /// Whether the bundle holds a file at `path` (`g_resource_get_info`).
    public func contains(_ path: String) -> Bool {
        g_resource_get_info(resource, path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0
    }

    /// The names of the files and folders directly under `folder` (folders end in `/`), sorted; empty when
    /// the bundle has no such folder.
    public func paths(under folder: String) -> [String] {
        guard let children = g_resource_enumerate_children(resource, folder, G_RESOURCE_LOOKUP_FLAGS_NONE, nil)
        else { return [] }
        defer { g_strfreev(children) }
        return stringArray(children).sorted()
    }

    /// The bundles registered through Clew and not unregistered: they stay alive while registered.
    private static var registered: [ResourceBundle] = []
}
