import CGtk
import Clew
import ClewGtk

/// The home page: the list of scenarios, the difficulty button (a popover anchor), and a line
/// that shows the latest choice.
@MainActor
final class HomeScreen: GtkScreen {
    let title = "Clew"
    /// The difficulty row's button; the difficulty picker points at it.
    let difficultyButton = WidgetRef(new: gtk_button_new_with_label("Normal"))
    private let resultLabel = WidgetRef(new: gtk_label_new("No choices yet"))
    private let onActivate: @MainActor (Scenario) -> Void

    init(onActivate: @escaping @MainActor (Scenario) -> Void) {
        self.onActivate = onActivate
        gtk_widget_set_name(difficultyButton.widget, "difficulty")
        gtk_widget_add_css_class(difficultyButton.widget, "flat")
        gtk_widget_set_valign(difficultyButton.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(difficultyButton.widget, "Choose the difficulty")
    }

    /// Shows `text` under the list.
    func showResult(_ text: String) {
        gtk_label_set_text(resultLabel.opaque, text)
    }

    /// Shows the chosen difficulty on its button.
    func showDifficulty(_ name: String) {
        gtk_button_set_label(difficultyButton.pointer(as: GtkButton.self), name)
    }

    func makeWidget() -> WidgetRef {
        let scroller = WidgetRef(new: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
        gtk_widget_add_css_class(page, "clew-home")
        for set in [
            gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
            gtk_widget_set_margin_end,
        ] {
            set(page, 24)
        }
        let heading = gtk_label_new("Scenarios")!
        gtk_widget_add_css_class(heading, "heading")
        gtk_label_set_xalign(OpaquePointer(heading), 0)
        gtk_box_append(gcast(page, to: GtkBox.self), heading)

        let list = WidgetRef(new: gtk_list_box_new())
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_NONE)
        gtk_widget_add_css_class(list.widget, "clew-scenario-list")
        for scenario in Scenario.allCases {
            gtk_list_box_append(list.opaque, makeRow(for: scenario))
        }
        list.connect(.rowActivated) { [weak self] row in
            guard let self, let row else { return }
            let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
            if Scenario.allCases.indices.contains(index) {
                self.onActivate(Scenario.allCases[index])
            }
        }
        gtk_box_append(gcast(page, to: GtkBox.self), list.widget)

        gtk_widget_add_css_class(resultLabel.widget, "clew-result")
        gtk_widget_add_css_class(resultLabel.widget, "dim-label")
        gtk_label_set_xalign(resultLabel.opaque, 0)
        gtk_box_append(gcast(page, to: GtkBox.self), resultLabel.widget)
        gtk_scrolled_window_set_child(scroller.opaque, page)
        return scroller
    }

    private func makeRow(for scenario: Scenario) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        for set in [
            gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
            gtk_widget_set_margin_end,
        ] {
            set(row, 12)
        }
        let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(texts, 1)
        let title = gtk_label_new(scenario.title)!
        gtk_label_set_xalign(OpaquePointer(title), 0)
        let subtitle = gtk_label_new(scenario.summary)!
        gtk_widget_add_css_class(subtitle, "dim-label")
        gtk_label_set_xalign(OpaquePointer(subtitle), 0)
        gtk_label_set_wrap(OpaquePointer(subtitle), 1)
        gtk_box_append(gcast(texts, to: GtkBox.self), title)
        gtk_box_append(gcast(texts, to: GtkBox.self), subtitle)
        gtk_box_append(gcast(row, to: GtkBox.self), texts)
        if scenario == .difficulty {
            difficultyButton.connect(.clicked) { [weak self] in self?.onActivate(.difficulty) }
            gtk_box_append(gcast(row, to: GtkBox.self), difficultyButton.widget)
        } else {
            gtk_box_append(gcast(row, to: GtkBox.self), gtk_image_new_from_icon_name("go-next-symbolic"))
        }
        return row
    }
}
