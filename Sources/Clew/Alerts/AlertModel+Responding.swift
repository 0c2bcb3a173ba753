// How an alert answers the user: the rules the router used to apply itself.

extension AlertModel: RespondingContent {
    /// The actions' titles, in order.
    public var choices: [String] {
        // A loop, not `map`: a closure handed to the standard library checks its actor each call.
        var titles: [String] = []
        titles.reserveCapacity(actions.count)
        for action in actions { titles.append(action.title ?? "") }
        return titles
    }

    public var summary: RenderedContent { .alert(title: title, message: message, actions: choices) }

    /// ``UserResponse/chooseAction(index:textFieldValues:)`` with what the text fields hold.
    public func response(choosing index: Int, fieldValues: [String]) -> UserResponse {
        .chooseAction(index: index, textFieldValues: fieldValues)
    }

    /// Runs the chosen action's handler, or the cancel action's on a dismissal. Refuses an index
    /// out of range, the wrong number of field values, a disabled action, and a dismissal of an
    /// alert that has no cancel action (unless it is a popover: a click outside always closes it).
    public func respond(to response: UserResponse, presentedAs style: PresentationStyle) -> ResponseVerdict {
        var name: String { title ?? "" }
        switch response {
        case .chooseAction(let index, let values):
            // Each property read once: a class's stored property costs an exclusivity check per read.
            let actions = self.actions
            guard index >= 0, index < actions.count else {
                return .refuse("The alert “\(name)” has no action at index \(index).")
            }
            let fieldCount = textFields.count
            guard values.count == fieldCount else {
                return .refuse(
                    "The alert “\(name)” has \(fieldCount) text fields, but \(values.count) values were given.")
            }
            let action = actions[index]
            guard action.isEnabled else {
                return .refuse("The action “\(action.displayName)” of the alert “\(name)” is disabled.")
            }
            action.handler?(AlertResponse(action: action, index: index, textFieldValues: values))
        case .dismiss:
            if let cancelIndex = actions.firstIndex(where: { $0.style == .cancel }) {
                let cancel = actions[cancelIndex]
                cancel.handler?(
                    AlertResponse(action: cancel, index: cancelIndex, textFieldValues: textFields.map(\.text)))
            } else if case .popover = style {
                // A popover closes when the user clicks away; there is no way to keep it up.
            } else {
                return .refuse("The alert “\(name)” has no cancel action; choose one of its actions to close it.")
            }
        case .chooseOption:
            return .refuse("\(summary) cannot respond to \(response).")
        }
        return .close
    }
}
