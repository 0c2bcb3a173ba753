internal import CAdw
internal import CGtk
import ClewGtk

/// The main window's header bar on libadwaita: an `AdwHeaderBar` (GNOME's centring of the title,
/// window buttons from the desktop's layout).
@MainActor
final class AdwaitaHeaderBar: HeaderBarView {
    let widget: Widget

    init() {
        Adwaita.startOnce()
        widget = Widget(new: adw_header_bar_new())
    }

    private var bar: OpaquePointer { widget.opaque }

    func packStart(_ item: Widget) { adw_header_bar_pack_start(bar, item.gtkWidget) }
    func packEnd(_ item: Widget) { adw_header_bar_pack_end(bar, item.gtkWidget) }
    func remove(_ item: Widget) { adw_header_bar_remove(bar, item.gtkWidget) }
    var titleWidget: UnsafeMutableRawPointer? {
        adw_header_bar_get_title_widget(bar).map { UnsafeMutableRawPointer($0) }
    }
    func setTitleWidget(_ title: Widget) { adw_header_bar_set_title_widget(bar, title.gtkWidget) }
}
