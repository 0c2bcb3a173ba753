import CGtk
import Clew
import ClewGtk

/// A level in progress, with the button that asks whether to leave.
@MainActor
final class GameScreen: GtkScreen {
    let title = "Level 3"
    private let onLeave: @MainActor () -> Void

    init(onLeave: @escaping @MainActor () -> Void) {
        self.onLeave = onLeave
    }

    func makeWidget() -> WidgetRef {
        CenteredPage.make(
            title: "Level 3 — 1,280 points", subtitle: "Leaving loses the progress of this level.",
            buttonTitle: "Leave Game…", buttonClass: "destructive-action"
        ) { [weak self] in self?.onLeave() }
    }
}

extension DemoApp {
    /// "Are you sure you want to leave?" — No, or Leave, which pops to the home page.
    func showLeaveGameAlert() {
        let router: Router = self.router
        let alert = AlertModel(title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
        alert.actions.append(.init(title: "No", style: .cancel))
        alert.actions.append(
            .init(
                title: "Leave", style: .destructive,
                handler: { [unowned router, weak home] _ in
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
