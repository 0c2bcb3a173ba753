internal import CGtk

/// The main window's header bar: the back button at its start, the title (or the tabs' switcher)
/// in its middle, and the top screen's ``GtkScreen/headerItems``. Plain GTK's is ``GtkHeaderBarView``;
/// another toolkit's renderer brings its own (ClewAdwaita's `AdwHeaderBar`).
@MainActor
package protocol HeaderBarView: AnyObject {
    /// The header bar widget, set as the window's title bar.
    var widget: Widget { get }
    /// Adds `item` at the start (left in left-to-right locales), after what is there.
    func packStart(_ item: Widget)
    /// Adds `item` at the end, before what is there.
    func packEnd(_ item: Widget)
    /// Takes `item` out.
    func remove(_ item: Widget)
    /// What the middle shows.
    var titleWidget: UnsafeMutableRawPointer? { get }
    /// Shows `title` in the middle.
    func setTitleWidget(_ title: Widget)
}

extension HeaderBarView {
    /// Packs a screen's items: the start ones after what is there, the end ones in reading order
    /// (packing at the end fills from the window's edge inwards, so they go in reversed).
    func pack(_ items: HeaderItems) {
        for item in items.start { packStart(item) }
        for item in items.end.reversed() { packEnd(item) }
    }
}

/// A `GtkHeaderBar`.
@MainActor
package final class GtkHeaderBarView: HeaderBarView {
    private let bar = HeaderBar()

    package init() {}

    package var widget: Widget { bar }
    package func packStart(_ item: Widget) { bar.packStart(item) }
    package func packEnd(_ item: Widget) { bar.packEnd(item) }
    package func remove(_ item: Widget) { bar.remove(item) }
    package var titleWidget: UnsafeMutableRawPointer? {
        gtk_header_bar_get_title_widget(bar.opaque).map { UnsafeMutableRawPointer($0) }
    }
    package func setTitleWidget(_ title: Widget) { bar.setTitleWidget(title) }
}
