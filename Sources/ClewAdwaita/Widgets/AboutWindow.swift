internal import CAdw
internal import CGtk
import ClewGtk

/// GNOME's About window (`AdwAboutWindow`, libadwaita 1.2): the app's icon, name, version and
/// developer, its website and issue tracker, credits and licence, transient for the app's window.
///
/// ```swift
/// AboutWindow(
///     parent: window, applicationName: "Notes", applicationIcon: "org.example.Notes", version: "1.0",
///     developerName: "Ada Lovelace", website: "https://example.org/notes", license: .gpl3OrLater
/// ).present()
/// ```
public final class AboutWindow: Window {
    /// The licence the About window names (and links to), from GTK's list.
    public enum License: Sendable {
        case gpl3OrLater, lgpl3OrLater, mit, apache2, mpl2, bsd3
        case custom(String)

        var gtkLicense: GtkLicense {
            switch self {
            case .gpl3OrLater: GTK_LICENSE_GPL_3_0
            case .lgpl3OrLater: GTK_LICENSE_LGPL_3_0
            case .mit: GTK_LICENSE_MIT_X11
            case .apache2: GTK_LICENSE_APACHE_2_0
            case .mpl2: GTK_LICENSE_MPL_2_0
            case .bsd3: GTK_LICENSE_BSD_3
            case .custom: GTK_LICENSE_CUSTOM
            }
        }
    }

    /// An About window over `parent` (modal) for the app.
    public convenience init(
        parent: Window? = nil, applicationName: String, applicationIcon: String, version: String,
        developerName: String? = nil, website: String? = nil, issueURL: String? = nil, comments: String? = nil,
        copyright: String? = nil, license: License? = nil, developers: [String] = []
    ) {
        Adwaita.startOnce()
        self.init(new: adw_about_window_new())
        let about = opaque
        if let parent { makeModal(over: parent) }
        adw_about_window_set_application_name(about, applicationName)
        adw_about_window_set_application_icon(about, applicationIcon)
        adw_about_window_set_version(about, version)
        if let developerName { adw_about_window_set_developer_name(about, developerName) }
        if let website { adw_about_window_set_website(about, website) }
        if let issueURL { adw_about_window_set_issue_url(about, issueURL) }
        // Comments are Pango markup in libadwaita 1.2: the app's text is shown as typed.
        if let comments { adw_about_window_set_comments(about, Markup.escaped(comments)) }
        if let copyright { adw_about_window_set_copyright(about, copyright) }
        if let license {
            adw_about_window_set_license_type(about, license.gtkLicense)
            if case .custom(let text) = license { adw_about_window_set_license(about, text) }
        }
        if !developers.isEmpty {
            withCStringArray(developers) { adw_about_window_set_developers(about, UnsafeMutablePointer(mutating: $0)) }
        }
    }

    /// The application's name, as the window shows it.
    public var applicationName: String {
        adw_about_window_get_application_name(opaque).map { String(cString: $0) } ?? ""
    }

    /// The version, as the window shows it.
    public var version: String {
        adw_about_window_get_version(opaque).map { String(cString: $0) } ?? ""
    }
}
