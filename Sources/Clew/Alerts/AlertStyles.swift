/// How an alert action looks and behaves, as UIKit's `UIAlertAction.Style`.
public enum AlertActionStyle: Sendable, Hashable, CustomStringConvertible {
    /// An ordinary button.
    case `default`
    /// Closes the alert without doing anything else: Escape and the window's close button choose it.
    /// An alert has at most one.
    case cancel
    /// Destroys something (data, progress): renderers draw it in the destructive color.
    case destructive

    public var description: String {
        switch self {
        case .default: "default"
        case .cancel: "cancel"
        case .destructive: "destructive"
        }
    }
}

/// How an alert is presented, as UIKit's `UIAlertController.Style`.
public enum AlertStyle: Sendable, Hashable {
    /// A centered modal dialog.
    case alert
    /// A list of buttons: in a popover at its source when it has one, otherwise a bottom-aligned dialog.
    case actionSheet
}
