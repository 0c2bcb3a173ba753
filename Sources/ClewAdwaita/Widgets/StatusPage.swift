internal import CAdw
internal import CGtk
import ClewGtk

/// An empty or error state (`AdwStatusPage`): a large icon, a title, a description and an
/// optional child (a button such as Retry), centred in the page.
///
/// <!-- doc-test:
/// import ClewImagesGtk
/// let image = ImageView(url: "https://example.org/bg.png", altText: "")
/// -->
/// ```swift
/// StatusPage(iconName: "network-offline-symbolic", title: "No Connection",
///            description: "Check your network and try again.") {
///     Button("Retry") { _ in image.retry() }.cssClasses("pill", "suggested-action")
/// }
/// ```
public final class StatusPage: Widget {
    /// A status page; the title is the page's accessible name.
    public convenience init(
        iconName: String? = nil, title: String, description: String? = nil, @WidgetList child: () -> [Widget] = { [] }
    ) {
        Adwaita.startOnce()
        self.init(new: adw_status_page_new())
        self.iconName = iconName
        self.title = title
        self.descriptionText = description
        let children = child()
        if let first = children.first {
            let content = children.count == 1 ? first : Box(.vertical, spacing: 12) { children }
            // The wrapper holds the widget's only reference until the page takes its own.
            withExtendedLifetime(content) { adw_status_page_set_child(opaque, content.gtkWidget) }
        }
    }

    /// The large icon's name, if any.
    public var iconName: String? {
        get { adw_status_page_get_icon_name(opaque).map { String(cString: $0) } }
        set { adw_status_page_set_icon_name(opaque, newValue) }
    }

    /// The title, shown as typed.
    public var title: String {
        get { adw_status_page_get_title(opaque).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_title(opaque, newValue) }
    }

    /// The text under the title (libadwaita 1.2 reads it as Pango markup: it is escaped here, so
    /// it shows as typed).
    public var descriptionText: String? {
        get { description }
        set {
            description = newValue
            adw_status_page_set_description(opaque, newValue.map(Markup.escaped))
        }
    }

    /// The description as the app gave it (the widget holds the escaped form).
    private var description: String?
}

/// Keeps its child no wider than `maximumWidth`, centred (`AdwClamp`): GNOME's readable line
/// length for a column of rows on a wide window.
///
/// ```swift
/// Clamp(maximumWidth: 600) { PreferencesGroup(title: "Appearance") { ActionRow(title: "Dark Style") } }
/// ```
public final class Clamp: Widget {
    /// A clamp around `child`.
    public convenience init(maximumWidth: Int = 600, child: () -> Widget) {
        Adwaita.startOnce()
        self.init(new: adw_clamp_new())
        adw_clamp_set_maximum_size(opaque, Int32(maximumWidth))
        let content = child()
        // The wrapper holds the widget's only reference until the clamp takes its own.
        withExtendedLifetime(content) { adw_clamp_set_child(opaque, content.gtkWidget) }
    }
}
