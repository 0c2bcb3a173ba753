internal import CAdw
internal import CGtk
import ClewGtk

/// The header bar's title on libadwaita: an `AdwWindowTitle` (the page's title, and its subtitle
/// on a second line when it has one).
@MainActor
final class WindowTitleView: PageTitleView {
    let widget: Widget

    init() {
        Adwaita.startOnce()
        widget = Widget(new: adw_window_title_new("", nil))
    }

    var title: String { adw_window_title_get_title(widget.opaque).map { String(cString: $0) } ?? "" }

    var subtitle: String? {
        guard let subtitle = adw_window_title_get_subtitle(widget.opaque).map({ String(cString: $0) }),
            !subtitle.isEmpty
        else { return nil }
        return subtitle
    }

    func show(title: String, subtitle: String?) {
        adw_window_title_set_title(widget.opaque, title)
        adw_window_title_set_subtitle(widget.opaque, subtitle ?? "")
    }
}
