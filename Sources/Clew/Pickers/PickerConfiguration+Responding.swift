// How a picker answers the user.

extension PickerConfiguration: RespondingContent {
    /// The options, in order.
    public var choices: [String] { options }

    public var summary: RenderedContent { .picker(title: title, options: options) }

    /// Selects the chosen option and calls ``onSelect``; a dismissal closes with no choice. Refuses
    /// an index out of range and an alert's response.
    public func respond(to response: UserResponse, presentedAs style: PresentationStyle) -> ResponseVerdict {
        switch response {
        case .chooseOption(let index):
            guard options.indices.contains(index) else {
                return .refuse("The picker “\(title ?? "")” has no option at index \(index).")
            }
            selectedIndex = index
            onSelect(index)
        case .dismiss:
            break
        case .chooseAction:
            return .refuse("\(summary) cannot respond to \(response).")
        }
        return .close
    }
}
