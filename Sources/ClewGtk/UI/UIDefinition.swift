internal import CGtk
internal import CGtkShim
import Clew

/// Objects made from a GtkBuilder UI definition (`.ui` XML): from a file, a string, or a resource of a
/// registered ``ResourceBundle``; each object is then looked up by its id as ClewGtk's typed wrapper.
///
/// <!-- doc-test: gtk
/// let dataDirectory = "/usr/share/notes"
/// func save() {}
/// -->
/// ```swift
/// let ui = try UIDefinition(contentsOfFile: dataDirectory + "/editor.ui")
/// let saveButton = try ui.object("save", as: Button.self)
/// saveButton.connect(.clicked) { _ in save() }
/// let title = try ui.object("title", as: Entry.self)
/// title.text = "Untitled"
/// ```
///
/// A definition is data, not code: a `<signal handler="…">` in it is refused (GTK's default would call any
/// function of that name in the process), as is `type-func`; connect handlers in Swift, on the typed
/// objects. A file is read only when it is a regular file of at most ``maximumFileSize`` bytes in a folder
/// that only the user or root can write to.
///
/// A widget's wrapper is its one Swift object (see ``GObjectRef``): two lookups of one id give the same
/// wrapper, and the wrapper is the most specific ClewGtk class for the object's GTK class (a `GtkButton`
/// looked up `as: Widget.self` is a ``Button``). Widgets live while they are in a window or a container or
/// while you hold them; windows the definition makes live until they are destroyed, as every window does.
@MainActor
public final class UIDefinition {
    /// A `.ui` file larger than this (4 MiB) is refused from its size, not read.
    public nonisolated static let maximumFileSize = 4 << 20

    /// The `GtkBuilder` that made the objects and holds them.
    private let builder: GObjectRef

    /// The objects of `xml`, a UI definition (`gtk_builder_add_from_string`).
    ///
    /// ```swift
    /// let ui = try UIDefinition(string: """
    ///     <interface>
    ///       <object class="GtkButton" id="save"><property name="label">Save</property></object>
    ///     </interface>
    ///     """)
    /// ```
    ///
    /// - Throws: ``UIDefinitionError/invalid(_:)`` with GTK's message when GtkBuilder rejects it.
    public init(string xml: String) throws(UIDefinitionError) {
        try Self.checkWellFormed(xml)
        builder = try Self.load { builder, error in
            gtk_builder_add_from_string(builder, xml, gssize(xml.utf8.count), &error)
        }
    }

    /// The objects of the UI file at `path`.
    ///
    /// ```swift
    /// let ui = try UIDefinition(contentsOfFile: "/usr/share/notes/editor.ui")
    /// ```
    ///
    /// - Throws: ``UIDefinitionError/unreadableFile(path:reason:)`` when the file is missing, not a regular
    ///   file (a link, a pipe, a device), larger than ``maximumFileSize``, not UTF-8, or in a folder another
    ///   user can write to; ``UIDefinitionError/invalid(_:)`` when GtkBuilder rejects it.
    public convenience init(contentsOfFile path: String) throws(UIDefinitionError) {
        let bytes = try Self.readTrusted(path, limit: Self.maximumFileSize)
        guard let xml = String(validating: bytes, as: UTF8.self) else {
            throw .unreadableFile(path: path, reason: "it is not UTF-8 text")
        }
        try self.init(string: xml)
    }

    /// The objects of the UI definition at `path` in a registered ``ResourceBundle``
    /// (`gtk_builder_add_from_resource`).
    ///
    /// <!-- doc-test: gtk
    /// let dataDirectory = "/usr/share/notes"
    /// -->
    /// ```swift
    /// try ResourceBundle.register(contentsOfFile: dataDirectory + "/notes.gresource")
    /// let ui = try UIDefinition(resource: "/org/example/Notes/editor.ui")
    /// ```
    ///
    /// - Throws: ``UIDefinitionError/noSuchResource(_:)`` when no registered resource is at `path`,
    ///   ``UIDefinitionError/invalid(_:)`` when GtkBuilder rejects it.
    public convenience init(resource path: String) throws(UIDefinitionError) {
        guard let data = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else {
            throw .noSuchResource(path)
        }
        defer { g_bytes_unref(data) }
        var size: gsize = 0
        let start = g_bytes_get_data(data, &size)
        let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: Int(size))) } ?? []
        guard let xml = String(validating: bytes, as: UTF8.self) else {
            let shown = UntrustedText.quoted(path, limit: UntrustedText.longLimit)
            throw .invalid("the resource \(shown) is not UTF-8 text")
        }
        try self.init(string: xml)
    }

    /// The object with id `id`, as the wrapper type `type` (`gtk_builder_get_object`).
    ///
    /// <!-- doc-test: gtk
    /// let ui = try UIDefinition(string: #"<interface><object class="GtkButton" id="save"/></interface>"#)
    /// -->
    /// ```swift
    /// let save = try ui.object("save", as: Button.self)
    /// let same = try ui.object("save", as: Widget.self)   // the same wrapper: same === save
    /// ```
    ///
    /// - Throws: ``UIDefinitionError/noSuchObject(id:known:)`` when no object has the id,
    ///   ``UIDefinitionError/wrongType(id:expected:actual:)`` when the object is not a `type`.
    public func object<Wrapper: GObjectRef>(_ id: String, as type: Wrapper.Type = Wrapper.self)
        throws(UIDefinitionError) -> Wrapper
    {
        guard let found = gtk_builder_get_object(builder.opaque, id) else {
            throw .noSuchObject(id: id, known: objectIDs)
        }
        let raw = UnsafeMutableRawPointer(found)
        let instanceType = raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        let wrapper: GObjectRef
        if let existing = GObjectRef.identityWrapper(of: raw) {
            wrapper = existing
        } else {
            wrapper = UIObjectTypes.wrapperClass(for: instanceType).take(raw, transfer: .none)
        }
        guard let typed = wrapper as? Wrapper else {
            throw .wrongType(
                id: id, expected: String(describing: type),
                actual: String(cString: g_type_name(instanceType)))
        }
        return typed
    }

    /// The ids of the definition's objects, sorted (objects without an id are left out).
    public var objectIDs: [String] {
        let list = gtk_builder_get_objects(builder.opaque)
        defer { g_slist_free(list) }
        var ids: [String] = []
        var node = list
        while let current = node {
            if let object = current.pointee.data, let id = Self.id(of: object) { ids.append(id) }
            node = current.pointee.next
        }
        return ids.sorted()
    }

    /// The id GtkBuilder gave `object`: a buildable's own, else the data GtkBuilder sets on other objects.
    private static func id(of object: UnsafeMutableRawPointer) -> String? {
        let id =
            clew_instance_is_a(object, gtk_buildable_get_type()) != 0
            ? gtk_buildable_get_buildable_id(OpaquePointer(object))
            : g_object_get_data(object.assumingMemoryBound(to: GObject.self), "gtk-builder-id")
                .map { UnsafePointer($0.assumingMemoryBound(to: CChar.self)) }
        return id.map { String(cString: $0) }
    }

    /// Throws GLib's message when `xml` is not one well-formed document: GtkBuilder 4.8 takes an empty or
    /// truncated one for a definition with fewer objects.
    private static func checkWellFormed(_ xml: String) throws(UIDefinitionError) {
        var parser = GMarkupParser()
        let context = g_markup_parse_context_new(&parser, G_MARKUP_DEFAULT_FLAGS, nil, nil)
        defer { g_markup_parse_context_free(context) }
        var error: UnsafeMutablePointer<GError>?
        if g_markup_parse_context_parse(context, xml, gssize(xml.utf8.count), &error) != 0,
            g_markup_parse_context_end_parse(context, &error) != 0
        {
            return
        }
        let message = error.map { String(cString: $0.pointee.message) } ?? "the definition is not well-formed XML"
        if let error { g_error_free(error) }
        throw .invalid(UntrustedText.escaped(message, limit: UntrustedText.longLimit))
    }

    /// A new builder in Clew's scope, after `add` has filled it; on failure, the windows it made are
    /// destroyed and GTK's message is thrown.
    private static func load(
        _ add: (OpaquePointer, inout UnsafeMutablePointer<GError>?) -> gboolean
    ) throws(UIDefinitionError) -> GObjectRef {
        let builder = GObjectRef(UnsafeMutableRawPointer(gtk_builder_new()!), transfer: .full)
        let gtkBuilder = builder.opaque
        let scope = clew_builder_scope_new()!
        gtk_builder_set_scope(gtkBuilder, scope)
        g_object_unref(UnsafeMutableRawPointer(scope))
        var error: UnsafeMutablePointer<GError>?
        guard add(gtkBuilder, &error) != 0 else {
            clew_builder_destroy_windows(gtkBuilder)
            let message = error.map { String(cString: $0.pointee.message) } ?? "GtkBuilder gave no reason"
            if let error { g_error_free(error) }
            throw .invalid(UntrustedText.escaped(message, limit: UntrustedText.longLimit))
        }
        return builder
    }

    /// The bytes of the regular file at `path`, read under Clew's rules for the app's own files.
    static func readTrusted(_ path: String, limit: Int) throws(UIDefinitionError) -> [UInt8] {
        if let problem = TrustedPath.problem(with: path) {
            throw .unreadableFile(path: path, reason: problem)
        }
        let bytes: [UInt8]?
        do throws(BoundedFileRead.Problem) {
            bytes = try BoundedFileRead.bytes(at: path, limit: limit)
        } catch {
            let reason =
                switch error {
                case .notARegularFile(let kind): "it is \(kind), not a regular file"
                case .tooLarge(let size): "it is larger than \(limit / 1024) KB (\(size) bytes)"
                case .system(let words): UntrustedText.escaped(words, limit: UntrustedText.longLimit)
                }
            throw .unreadableFile(path: path, reason: reason)
        }
        guard let bytes else { throw .unreadableFile(path: path, reason: "it does not exist") }
        return bytes
    }
}
