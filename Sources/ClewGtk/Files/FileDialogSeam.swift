/// The test seam of ``FileDialog``: portal dialogs cannot be answered from outside the app, so
/// while ``isIntercepting`` (GtkTestHost turns it on for every GTK test) a file dialog is not
/// shown: its request waits here until the driver answers it with paths or cancels it.
///
/// Apps never touch this; `FileDialogDriver` in ClewGtkTesting is its public face.
@_spi(Testing)
@MainActor
public enum FileDialogSeam {
    /// An answer to one file dialog.
    public enum Answer: Sendable, Equatable {
        /// The person chose these paths.
        case paths([String])
        /// The person cancelled.
        case cancel
    }

    /// Whether file dialogs go to the seam instead of the screen.
    public static var isIntercepting = false

    /// Every request made while intercepting, oldest first.
    public private(set) static var requests: [FileDialogRequest] = []

    /// Answers given before their dialog opened, oldest first.
    public private(set) static var queuedAnswers: [Answer] = []

    private static var waiting: [(request: FileDialogRequest, continuation: CheckedContinuation<Answer, Never>)] = []

    /// The oldest dialog waiting for an answer.
    public static var openRequest: FileDialogRequest? { waiting.first?.request }

    /// Answers the oldest waiting dialog, or queues the answer for the next one to open. Returns the
    /// request it answered, or nil when queued.
    @discardableResult
    public static func answer(_ answer: Answer) -> FileDialogRequest? {
        guard !waiting.isEmpty else {
            queuedAnswers.append(answer)
            return nil
        }
        let (request, continuation) = waiting.removeFirst()
        continuation.resume(returning: answer)
        return request
    }

    /// Cancels every waiting dialog, forgets queued answers and requests, and stops intercepting.
    public static func reset() {
        let pending = waiting
        waiting = []
        queuedAnswers = []
        requests = []
        isIntercepting = false
        for (_, continuation) in pending { continuation.resume(returning: .cancel) }
    }

    /// The answer to `request` when intercepting (a queued one, else the driver's when it comes);
    /// nil when dialogs go to the screen.
    static func answer(for request: FileDialogRequest) async -> Answer? {
        guard isIntercepting else { return nil }
        requests.append(request)
        if !queuedAnswers.isEmpty { return queuedAnswers.removeFirst() }
        return await withCheckedContinuation { waiting.append((request, $0)) }
    }
}
