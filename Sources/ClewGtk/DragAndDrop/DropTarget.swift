internal import CGtk
internal import ClewGdkCore
internal import ClewGtkCore

/// Where something is dropped or dragged from, in the widget's coordinates (logical pixels from
/// its top-left corner).
public struct DropPoint: Sendable, Hashable {
    /// Pixels from the widget's left edge.
    public var x: Double
    /// Pixels from the widget's top edge.
    public var y: Double

    /// A point in the widget's coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Lets a widget take drops of files, URIs or text (`GtkDropTarget`), as typed values with the
/// drop's position.
///
/// The handler returns whether it took the drop: `false` rejects it (the file manager then keeps
/// the files where they were). While a welcome drag hovers, GTK highlights the widget (its
/// `:drop(active)` state, drawn by the theme); ``acceptsDrop(at:)`` turns drops away from parts of
/// the widget, without the highlight. In GTK tests, `DropDriver.drop(_:on:at:)` (ClewGtkTesting)
/// runs the same handler with the same typed values, since a test cannot make another app's drag.
///
/// <!-- doc-test:
/// let zone = Label("Drop contact cards here")
/// func importCards(from paths: [String]) {}
/// -->
/// ```swift
/// let cards = DropTarget(accepting: [.files]) { content, point in
///     guard case .files(let paths) = content, paths.allSatisfy({ $0.hasSuffix(".vcf") }) else { return false }
///     importCards(from: paths)
///     return true
/// }
/// cards.acceptsDrop { point in point.y > 20 }   // not on the heading
/// zone.addController(cards)
/// ```
public final class DropTarget: GObjectRef {
    /// One Swift object per drop target, so that the driver finds the handler through the widget.
    public override class var keepsIdentity: Bool { true }

    /// The handlers, shared by the signal handlers and ``deliver(_:at:)``; they never hold the
    /// target itself (the target owns them through its signal handlers).
    final class Handlers {
        var kinds: Set<TransferContent.Kind> = []
        var drop: @MainActor (TransferContent, DropPoint) -> Bool = { _, _ in false }
        var accepts: @MainActor (DropPoint) -> Bool = { _ in true }
    }

    let handlers = Handlers()

    /// The kinds of content this target takes.
    public var kinds: Set<TransferContent.Kind> { handlers.kinds }

    /// A target taking `kinds` of content; `handler` gets each drop and returns whether it took it.
    /// Add it to a widget with ``Widget/addController(_:)-(DropTarget)``.
    public convenience init(
        accepting kinds: Set<TransferContent.Kind>,
        _ handler: @escaping @MainActor (TransferContent, DropPoint) -> Bool
    ) {
        var types: [GType] = []
        if !kinds.isDisjoint(with: [.files, .uris]) { types.append(gdk_file_list_get_type()) }
        if kinds.contains(.text) { types.append(String.gType) }
        self.init(UnsafeMutableRawPointer(gtk_drop_target_new(0, GDK_ACTION_COPY)!), transfer: .full)
        gtk_drop_target_set_gtypes(opaque, &types, gsize(types.count))
        handlers.kinds = kinds
        handlers.drop = handler
        let handlers = handlers
        // The generated `GtkDropTarget` signals: `drop` (a copy of the dropped value, where), and `enter` and
        // `motion`, which say whether a drop is welcome at a point (copy) or not (no action).
        let target = generated(as: ClewGtkCore.DropTarget.self)
        target.connectDrop(
            counted { _, value, x, y in
                guard let value, let content = TransferContent.from(value.c(), accepting: handlers.kinds) else {
                    return false
                }
                let point = DropPoint(x: x, y: y)
                return handlers.accepts(point) && handlers.drop(content, point)
            })
        let welcome = counted { (_: ClewGtkCore.DropTarget, x: Double, y: Double) -> ClewGdkCore.DragAction in
            handlers.accepts(DropPoint(x: x, y: y)) ? .copy : []
        }
        target.connectEnter(welcome)
        target.connectMotion(welcome)
    }

    /// Takes drops only where `accepts` says so; elsewhere the drag shows no highlight and a drop
    /// there is rejected. Every point is welcome until this is called.
    public func acceptsDrop(at accepts: @escaping @MainActor (DropPoint) -> Bool) {
        handlers.accepts = accepts
    }

    /// Whether this target takes `kind` (a target of URIs takes files too, as their `file://` URIs).
    /// For the GTK test driver, which picks the target a drag of `kind` reaches.
    @_spi(Testing)
    public func takes(_ kind: TransferContent.Kind) -> Bool {
        handlers.kinds.contains(kind) || (kind == .files && handlers.kinds.contains(.uris))
    }

    /// Runs the handler as a drop of `content` at `point` would, with the same checks (the kinds,
    /// ``acceptsDrop(at:)``); returns whether the drop was taken. For the GTK test driver.
    @_spi(Testing)
    public func deliver(_ content: TransferContent, at point: DropPoint) -> Bool {
        guard takes(content.kind) else { return false }
        let delivered: TransferContent
        if case .files(let paths) = content, !handlers.kinds.contains(.files) {
            delivered = .uris(paths.map(Self.fileURI))
        } else {
            delivered = content
        }
        return handlers.accepts(point) && handlers.drop(delivered, point)
    }

    /// The `file://` URI of an absolute path, as GIO writes it.
    private static func fileURI(_ path: String) -> String {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let uri = g_file_get_uri(file) else { return "file://" + path }
        defer { g_free(uri) }
        return String(cString: uri)
    }
}

extension Widget {
    /// Adds a drop target (`gtk_widget_add_controller`, which takes its own reference).
    public func addController(_ target: DropTarget) {
        gtk_widget_add_controller(gtkWidget, OpaquePointer(g_object_ref(target.raw)))
    }

    /// The drop targets added to this widget, in order.
    public var dropTargets: [DropTarget] {
        controllers(of: gtk_drop_target_get_type()).map { DropTarget.wrapper(of: $0) }
    }
}
