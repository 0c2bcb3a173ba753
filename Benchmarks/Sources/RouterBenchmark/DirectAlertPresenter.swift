import Clew

/// The baseline: the same state change as a router round trip, written by hand with no routes,
/// builders, queue or responder: show the alert, log it, find the tapped action, run it, close.
@MainActor
final class DirectAlertPresenter {
    private(set) var presented: AlertModel?
    private(set) var events: [RenderEvent] = []

    func present(_ alert: AlertModel) {
        presented = alert
        events.append(.presented(ViewContent.alert(alert).summary, .dialog))
    }

    func tap(actionTitled title: String) {
        guard let alert = presented,
            let index = alert.actions.firstIndex(where: { $0.title == title })
        else { return }
        let summary = ViewContent.alert(alert).summary
        events.append(.chose(title, in: summary))
        let action = alert.actions[index]
        action.handler?(AlertResponse(action: action, index: index, textFieldValues: []))
        presented = nil
        events.append(.dismissed(summary))
    }

    func clearEvents() {
        events.removeAll(keepingCapacity: true)
    }
}
