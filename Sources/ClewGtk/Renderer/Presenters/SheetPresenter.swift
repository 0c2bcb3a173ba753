internal import CGtk
import Clew

/// Sheets: a card at the bottom of the main window over a scrim, inside the window's overlay.
///
/// GTK 4 cannot place a separate window at the bottom of another (the window manager decides),
/// so a bottom-aligned sheet lives in the window it belongs to, as libadwaita's do.
@MainActor
final class SheetPresenter {
    /// A sheet on screen.
    private struct Shown {
        let presentation: Presentation
        let card: Widget
        let scrim: Widget
        let widgets: PresentationWidgets
    }

    private let overlay: Overlay
    private let host: PresenterHost
    private let setCovered: @MainActor (Bool) -> Void
    private var shown: [Shown] = []

    /// - Parameter setCovered: blocks (true) or frees (false) what is under the sheets.
    init(window: Window, overlay: Overlay, host: PresenterHost, setCovered: @escaping @MainActor (Bool) -> Void) {
        self.overlay = overlay
        self.host = host
        self.setCovered = setCovered
        // Escape in the main window closes the sheet on top (dialogs have their own window and keys).
        let keys = KeyController(phase: .capture)
        keys.onKeyPressed { [weak self] press in
            guard press.isEscape, let self, let top = self.shown.last else { return false }
            _ = self.host.respond(.dismiss, top.presentation.id)
            return true
        }
        window.addController(keys)
    }

    /// Shows `presentation` as a sheet; a click on the scrim reports ``UserResponse/dismiss``.
    func present(_ presentation: Presentation) {
        let id = presentation.id
        let widgets = host.widgets(for: presentation, compact: true) { [weak self] index in
            self?.choose(index, in: id)
        }
        // The scrim covers the window: a click on it closes the sheet, and nothing under it can be reached.
        let scrim = Button(child: Box(.horizontal)) { [weak self] _ in _ = self?.host.respond(.dismiss, id) }
            .cssClasses("clew-scrim", "flat").tooltip(tr("Close", context: "sheet"))
        scrim.isFocusable = false
        let card = Box(.vertical) { widgets.root }.cssClasses("clew-sheet").aligned(horizontal: .center, vertical: .end)
        overlay.addOverlay(scrim)
        overlay.addOverlay(card)
        // Nothing under the sheet takes keyboard focus or goes back while it is up; the window's
        // own controls (close, minimise) stay usable.
        setCovered(true)
        shown.append(Shown(presentation: presentation, card: card, scrim: scrim, widgets: widgets))
        host.record(.presented(presentation.content.summary, presentation.style.summary))
        widgets.initialFocus?.grabFocus()
    }

    /// Takes the sheet of `presentation` out of the window; false if it has none.
    @discardableResult
    func dismiss(_ presentation: Presentation) -> Bool {
        guard let index = shown.firstIndex(where: { $0.presentation.id == presentation.id }) else { return false }
        let sheet = shown.remove(at: index)
        if case .screen(let screen) = presentation.content { host.screens.forget(screen) }
        host.record(.dismissed(presentation.content.summary))
        sheet.widgets.stopFollowingModel()
        overlay.removeOverlay(sheet.scrim)
        overlay.removeOverlay(sheet.card)
        if shown.isEmpty { setCovered(false) }
        return true
    }

    /// The sheet's card on top, if any.
    var topCard: Widget? { shown.last?.card }

    /// What assistive technology is told about the top sheet's alert, if it shows one.
    var topAlertAccessibility: AlertAccessibility? { shown.last?.widgets.alertAccessibility(window: nil) }

    private func choose(_ index: Int, in id: PresentationID) {
        guard let sheet = shown.first(where: { $0.presentation.id == id }) else { return }
        host.choose(index, in: sheet.presentation, widgets: sheet.widgets)
    }
}

extension PresentationStyle {
    /// Whether this is ``PresentationStyle/sheet``.
    var isSheet: Bool {
        if case .sheet = self { true } else { false }
    }
}
