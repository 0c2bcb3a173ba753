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
        let (target, point) = try target(taking: content.kind, on: widget, at: point)
        let taken = target.deliver(content, at: point)
        target.leave()  // the drag is over: GTK takes the highlight away
        GtkTestHost.drainPending()
        return taken
    }

    /// Hovers a drag of `kind` over `widget` at `point` (its centre when nil), through the first of its
    /// drop targets that takes that kind, as GTK does while another app's drag moves over it: when the
    /// target welcomes the drag there (its kinds, `DropTarget.acceptsDrop(at:)`), the widget gets GTK's
    /// drop highlight (`:drop(active)`, drawn by the theme), else it loses it. Returns whether the
    /// drag is welcome; ``leave(_:)`` ends the hover. Throws as ``drop(_:on:at:)`` does.
    ///
    /// <!-- doc-test:
    /// let zone = Label("Drop cards here")
    /// -->
    /// ```swift
    /// #expect(try DropDriver.hover(.files, over: zone))
    /// #expect(zone.isDropHighlighted)
    /// try WidgetSnapshot.savePNG(zone, to: "/tmp/drop-highlight.png")
    /// DropDriver.leave(zone)
    /// ```
    @discardableResult
    public static func hover(_ kind: TransferContent.Kind, over widget: Widget, at point: DropPoint? = nil)
        throws(GtkDriverError) -> Bool
    {
        let (target, point) = try target(taking: kind, on: widget, at: point)
        let welcome = target.hover(kind, at: point)
        GtkTestHost.drainPending()
        return welcome
    }

    /// The drag hovering over `widget` left it: every drop target of the widget drops its highlight.
    public static func leave(_ widget: Widget) {
        for target in widget.dropTargets { target.leave() }
        GtkTestHost.drainPending()
    }

    /// The first drop target of `widget` that takes `kind`, and the point (the centre when nil), once
    /// checked as a real drag would be: the widget on screen, the point inside it.
    private static func target(taking kind: TransferContent.Kind, on widget: Widget, at point: DropPoint?)
        throws(GtkDriverError) -> (DropTarget, DropPoint)
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
        guard
            let target = targets.first(where: { $0.takes(kind) })
        else {
            let kinds = targets.map { $0.kinds.map { "\($0)" }.sorted() }
            throw GtkDriverError(
                description: "No drop target on \(widget.name) takes \(kind); its targets take \(kinds).")
        }
        return (target, point)
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
