import CGtk
import Clew

/// A ``Screen`` that draws itself with GTK widgets.
///
/// ```swift
/// final class ProfileScreen: GtkScreen {
///     let title = "Profile"
///     func makeWidget() -> WidgetRef {
///         WidgetRef(new: gtk_label_new("Ada Lovelace"))
///     }
/// }
/// ```
///
/// ``GtkRenderer`` calls ``makeWidget()`` once each time the screen is pushed or presented.
/// Screens that are not `GtkScreen`s get a page that shows their title, which is enough to
/// prototype a flow before its screens are drawn.
@MainActor
public protocol GtkScreen: Screen {
    /// Makes the screen's content.
    func makeWidget() -> WidgetRef
}

extension Screen {
    /// The screen's widget: its own for a ``GtkScreen``, else a page with its title.
    @MainActor
    func makeRenderedWidget() -> WidgetRef {
        if let gtkScreen = self as? any GtkScreen {
            return gtkScreen.makeWidget()
        }
        let page = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, cssClasses: ["clew-placeholder-page"])
        gtk_widget_set_valign(page, GTK_ALIGN_CENTER)
        Widgets.append(Widgets.label(title, cssClasses: ["title-1"]), to: page)
        return WidgetRef(new: page)
    }
}
