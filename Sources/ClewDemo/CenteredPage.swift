import CGtk
import ClewGtk

/// A page with a title, a dim line and one button, centred: the layout of the game and profile pages.
@MainActor
enum CenteredPage {
    static func make(
        title: String,
        subtitle: String,
        buttonTitle: String,
        buttonClass: String,
        action: @escaping @MainActor () -> Void
    ) -> WidgetRef {
        let page = WidgetRef(new: gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
        gtk_widget_set_valign(page.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(page.widget, GTK_ALIGN_CENTER)
        let heading = gtk_label_new(title)!
        gtk_widget_add_css_class(heading, "title-2")
        let detail = gtk_label_new(subtitle)!
        gtk_widget_add_css_class(detail, "dim-label")
        let button = WidgetRef(new: gtk_button_new_with_label(buttonTitle))
        gtk_widget_add_css_class(button.widget, buttonClass)
        gtk_widget_set_halign(button.widget, GTK_ALIGN_CENTER)
        button.connect(.clicked, action)
        gtk_box_append(page.pointer(as: GtkBox.self), heading)
        gtk_box_append(page.pointer(as: GtkBox.self), detail)
        gtk_box_append(page.pointer(as: GtkBox.self), button.widget)
        return page
    }
}
