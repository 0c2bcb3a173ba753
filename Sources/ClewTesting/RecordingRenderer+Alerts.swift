import Clew

// Acting on the alert on top as a keyboard or screen-reader user would: by identifier, by
// mnemonic, and reading what assistive technology is told.
extension RecordingRenderer {
    /// Taps the action of the top alert whose ``AlertActionModel/identifier`` is `identifier`.
    ///
    /// - Throws: ``RecordingRendererError`` when no alert is on top, it has no such action, the
    ///   action is disabled, or the router refuses.
    public func tap(actionIdentified identifier: String) throws(RecordingRendererError) {
        let (alert, top) = try topAlert()
        guard let index = alert.indexOfAction(identified: identifier) else {
            throw .noSuchAction(
                "#\(identifier)", available: alert.actions.compactMap { $0.identifier.map { "#\($0)" } })
        }
        try chooseAction(at: index, of: alert, in: top)
    }

    /// Presses Alt and `letter`: chooses the top alert's action whose mnemonic it is
    /// (``AlertModel/mnemonics``), as GTK does for “_Leave”.
    public func pressMnemonic(_ letter: Character) throws(RecordingRendererError) {
        let (alert, top) = try topAlert()
        guard let index = alert.indexOfAction(mnemonic: letter) else {
            throw .noSuchAction("Alt+\(letter)", available: alert.mnemonicLabels)
        }
        try chooseAction(at: index, of: alert, in: top)
    }

    /// Presses Enter: chooses the top alert's preferred action, if it has one that is enabled.
    public func pressEnter() throws(RecordingRendererError) {
        let (alert, top) = try topAlert()
        guard let preferred = alert.preferredAction, let index = alert.actions.firstIndex(where: { $0 === preferred })
        else { throw .refused("The alert “\(alert.title ?? "")” has no preferred action for Enter to choose.") }
        try chooseAction(at: index, of: alert, in: top)
    }

    /// What assistive technology is told about the alert on top, or `nil` when none is.
    public var presentedAlertAccessibility: AlertAccessibility? {
        presentedAlert?.accessibility
    }

    /// Chooses the action at `index` of `alert`, the one shown at `top` of ``presentations``.
    func chooseAction(at index: Int, of alert: AlertModel, in top: Int) throws(RecordingRendererError) {
        try choose(alert.actions[index], at: index, inShownAt: top)
    }

    /// Chooses `action`, the one at `index` of the alert shown at `top` of ``presentations`` (the
    /// last): its fields read in place, one by one, as the log and the router need them.
    func choose(_ action: AlertActionModel, at index: Int, inShownAt top: Int) throws(RecordingRendererError) {
        // An insensitive button cannot be clicked: nothing is logged, as on screen.
        guard action.isEnabled else { throw .actionDisabled(action.title ?? "") }
        record(.chose(action.title ?? "", in: presentations[top].summary))
        let id = presentations[top].presentation.id
        try send(.chooseAction(index: index, textFieldValues: presentations[top].textFieldValues), to: id)
    }

    /// The alert on top, and its index in ``presentations``.
    private func topAlert() throws(RecordingRendererError) -> (AlertModel, Int) {
        guard let top = presentations.last else { throw .nothingPresented }
        guard case .alert(let alert) = top.presentation.content else {
            throw .noSuchAction("an alert", available: [top.summary.description])
        }
        return (alert, presentations.count - 1)
    }
}
