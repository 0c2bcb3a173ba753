import Clew

/// Why a simulated user action on a ``RecordingRenderer`` could not happen.
public enum RecordingRendererError: Error, Equatable, CustomStringConvertible {
    /// Nothing is presented, so there is nothing to tap or close.
    case nothingPresented
    /// The presented view has no action or option with this title; `available` lists what it has.
    case noSuchAction(String, available: [String])
    /// The presented alert has no text field at this index.
    case noSuchTextField(Int, count: Int)
    /// The action is disabled (``AlertActionModel/isEnabled``), so its button cannot be chosen.
    case actionDisabled(String)
    /// The router refused the response, with its reason.
    case refused(String)
    /// The navigation stack holds only its root (or nothing), so there is no back button.
    case noBackButton
    /// No toast is on screen.
    case noToast
    /// The image screen shows no error, so there is no Retry button.
    case noRetryButton

    public var description: String {
        switch self {
        case .nothingPresented:
            "Nothing is presented, so there is nothing to act on."
        case .noSuchAction(let title, let available):
            "No action titled “\(title)” is on screen; available: \(available.map { "“\($0)”" }.joined(separator: ", "))."
        case .noSuchTextField(let index, let count):
            "The alert has \(count) text fields; there is none at index \(index)."
        case .actionDisabled(let title):
            "The action “\(title)” is disabled; enable it (isEnabled = true) before choosing it."
        case .refused(let reason):
            reason
        case .noBackButton:
            "There is no back button: the navigation stack has nothing to go back to."
        case .noToast:
            "No toast is on screen, so there is no toast to act on."
        case .noRetryButton:
            "There is no Retry button: the image screen shows no error."
        }
    }
}
