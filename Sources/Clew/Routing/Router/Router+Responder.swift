// What the router does with what the user did in a renderer.

extension Router: RendererResponder {
    @discardableResult
    public func renderer(
        _ renderer: any Renderer,
        didReceive response: UserResponse,
        in id: PresentationID
    ) -> ResponseOutcome {
        guard let presentation = presentations.active, presentation.id == id else { return .stale }
        // The kind says what a response means (AlertModel, PickerConfiguration, or the app's own).
        // Its handler runs before anything changes: what it asks for is a request like any other.
        if let content = presentation.content.responding {
            if case .refuse(let reason) = content.respond(to: response, presentedAs: presentation.style) {
                return .refused(reason)
            }
        } else if response != .dismiss {
            return .refused("\(presentation.content.summary) cannot respond to \(response).")
        }
        // The handler may have dismissed it already (by the app): then there is nothing to close.
        // What the close's effects ask for starts once it is done.
        scheduler.holding { close(id, reason: .user) }
        return .handled
    }

    @discardableResult
    public func renderer(_ renderer: any Renderer, didReceive response: ToastResponse, for toast: Toast)
        -> ResponseOutcome
    {
        // The action runs before anything changes, as an alert's; the dismissal handler last.
        handle(response, for: toast)
    }

    public func renderer(_ renderer: any Renderer, didSelectTabAt index: Int) {
        scheduler.holding { userSelectedTab(at: index) }
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
