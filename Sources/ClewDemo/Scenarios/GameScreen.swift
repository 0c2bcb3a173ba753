import CGtk
import Clew
import ClewGtk

/// A level in progress, with the button that asks whether to leave (seed 000).
@MainActor
final class GameScreen: GtkScreen {
    let title = "Level 3"
    private let onLeave: @MainActor () -> Void

    init(onLeave: @escaping @MainActor () -> Void) {
        self.onLeave = onLeave
    }

    func makeWidget() -> WidgetRef {
        let page = WidgetRef(new: gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
        gtk_widget_set_valign(page.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(page.widget, GTK_ALIGN_CENTER)
        let label = gtk_label_new("Level 3 — 1,280 points")!
        gtk_widget_add_css_class(label, "title-2")
        let hint = gtk_label_new("Leaving loses the progress of this level.")!
        gtk_widget_add_css_class(hint, "dim-label")
        let leave = WidgetRef(new: gtk_button_new_with_label("Leave Game…"))
        gtk_widget_add_css_class(leave.widget, "destructive-action")
        gtk_widget_set_halign(leave.widget, GTK_ALIGN_CENTER)
        leave.connect(.clicked) { [weak self] in self?.onLeave() }
        gtk_box_append(page.pointer(as: GtkBox.self), label)
        gtk_box_append(page.pointer(as: GtkBox.self), hint)
        gtk_box_append(page.pointer(as: GtkBox.self), leave.widget)
        return page
    }
}

extension DemoApp {
    /// Seed 000: "Are you sure you want to leave?" — No, or Leave, which pops to the home page.
    func showLeaveGameAlert() {
        let router: Router = self.router
        let alert = AlertModel(title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
        alert.actions.append(.init(title: "No", style: .cancel))
        alert.actions.append(.init(title: "Leave", style: .destructive, handler: { [unowned router, weak home] _ in
            router.navigate(to: router.popToRootRoute())
            home?.showResult("You left the game.")
        }))
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)
    }

    func openGame(showingAlert: Bool) {
        let game = GameScreen { [weak self] in self?.showLeaveGameAlert() }
        router.navigate(to: ScreenBuilder(game).pushRoute())
        if showingAlert {
            showLeaveGameAlert()
        }
    }
}
