// What the router does with what the user did in a renderer.

extension Router: RendererResponder {
    @discardableResult
    public func renderer(
        _ renderer: any Renderer,
        didReceive response: UserResponse,
        in id: PresentationID
    ) -> ResponseOutcome {
        guard let presentation = presentations.active, presentation.id == id else { return .stale }
        switch (presentation.content, response) {
        case (.alert(let alert), .chooseAction(let index, let values)):
            guard alert.actions.indices.contains(index) else {
                return .refused("The alert “\(alert.title ?? "")” has no action at index \(index).")
            }
            guard values.count == alert.textFields.count else {
                return .refused(
                    "The alert “\(alert.title ?? "")” has \(alert.textFields.count) text fields, but \(values.count) values were given."
                )
            }
            let action = alert.actions[index]
            guard action.isEnabled else {
                return .refused("The action “\(action.displayName)” of the alert “\(alert.title ?? "")” is disabled.")
            }
            action.handler?(AlertResponse(action: action, index: index, textFieldValues: values))
        case (.alert(let alert), .dismiss):
            if let cancelIndex = alert.actions.firstIndex(where: { $0.style == .cancel }) {
                let cancel = alert.actions[cancelIndex]
                let values = alert.textFields.map(\.text)
                cancel.handler?(AlertResponse(action: cancel, index: cancelIndex, textFieldValues: values))
            } else if case .popover = presentation.style {
                // A popover closes when the user clicks away; there is no way to keep it up.
            } else {
                return .refused(
                    "The alert “\(alert.title ?? "")” has no cancel action; choose one of its actions to close it.")
            }
        case (.picker(let picker), .chooseOption(let index)):
            guard picker.options.indices.contains(index) else {
                return .refused("The picker “\(picker.title ?? "")” has no option at index \(index).")
            }
            picker.selectedIndex = index
            picker.onSelect(index)
        case (.picker, .dismiss), (.screen, .dismiss):
            break
        case (let content, let response):
            return .refused("\(content.summary) cannot respond to \(response).")
        }
        // The handler may have dismissed it already (by the app): then there is nothing to close.
        close(id, reason: .user)
        return .handled
    }

    @discardableResult
    public func renderer(_ renderer: any Renderer, didReceive response: ToastResponse, for toast: Toast)
        -> ResponseOutcome
    {
        handle(response, for: toast)
    }

    public func renderer(_ renderer: any Renderer, didSelectTabAt index: Int) {
        userSelectedTab(at: index)
    }

    /// The back button: a pop by the user, in its turn like any navigation.
    public func rendererDidRequestBack(_ renderer: any Renderer) {
        _ = request(nil) { [unowned self] ticket in
            ticket.finish(popTop(keepingToRoot: false, animated: true, reason: .user))
        }
    }

    public func rendererDidFinishTransition(_ renderer: any Renderer) {
        scheduler.rendererStopped()
    }
}
