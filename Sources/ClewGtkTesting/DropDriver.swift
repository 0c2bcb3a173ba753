@_spi(Testing) import ClewGtk

/// Drops files, URIs or text on a widget, and reads what a drag from a widget would carry, in GTK
/// tests.
///
/// A real drop needs a drag from another app, which a test cannot make; this runs the widget's
/// own ``DropTarget`` handler with the same typed values and checks a real drop would make (the
/// widget is on screen, the point is inside it, the target takes that kind).
///
/// <!-- doc-test:
/// let zone = Label("Drop cards here")
/// -->
/// ```swift
/// let taken = try DropDriver.drop(.files(["/tmp/ada.vcf"]), on: zone)
/// #expect(taken)
/// #expect(try DropDriver.drop(.text("not a card"), on: zone, at: DropPoint(x: 4, y: 4)) == false)
/// ```
@MainActor
public enum DropDriver {
    /// Drops `content` on `widget` at `point` (its centre when nil) through the first of its drop
    /// targets that takes that kind; returns whether the app took the drop. Throws when the widget
    /// is not on screen, the point is outside it, or no target takes the kind.
    @discardableResult
    public static func drop(_ content: TransferContent, on widget: Widget, at point: DropPoint? = nil)
        throws(GtkDriverError) -> Bool
    {
        guard widget.isMapped else {
            throw GtkDriverError(description: "Cannot drop on a widget that is not on screen (\(widget.name)).")
        }
        let (width, height) = widget.size
        let point = point ?? DropPoint(x: Double(width) / 2, y: Double(height) / 2)
        guard point.x >= 0, point.y >= 0, point.x < Double(width), point.y < Double(height) else {
            throw GtkDriverError(
                description: "The point (\(point.x), \(point.y)) is outside the widget (\(width)×\(height)).")
        }
        let targets = widget.dropTargets
        let kind = content.kind
        guard
            let target = targets.first(where: {
                $0.kinds.contains(kind) || (kind == .files && $0.kinds.contains(.uris))
            })
        else {
            let kinds = targets.map { $0.kinds.map { "\($0)" }.sorted() }
            throw GtkDriverError(
                description: "No drop target on \(widget.name) takes \(kind); its targets take \(kinds).")
        }
        let taken = target.deliver(content, at: point)
        GtkTestHost.drainPending()
        return taken
    }

    /// What a drag starting at `point` (the centre when nil) of `widget` would carry, from its
    /// first ``DragSource``: read back from the real content provider GTK would be handed, so the
    /// value is what another app would receive. Nil when the source offers nothing there.
    public static func dragContent(from widget: Widget, at point: DropPoint? = nil) throws(GtkDriverError)
        -> TransferContent?
    {
        guard let source = widget.dragSources.first else {
            throw GtkDriverError(description: "\(widget.name) has no drag source.")
        }
        let (width, height) = widget.size
        let point = point ?? DropPoint(x: Double(width) / 2, y: Double(height) / 2)
        guard let content = source.content(at: point) else { return nil }
        return content.readBackThroughProvider()
    }
}
