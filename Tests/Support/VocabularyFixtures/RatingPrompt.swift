import Clew

/// A kind of view written outside Clew, as an app would: a prompt asking for one to five stars.
/// It says how it answers (``RespondingContent``); neither the router nor a renderer has code for
/// it. Both renderers' tests present it.
@MainActor
public final class RatingPrompt: RespondingContent {
    public let title: String?
    public let choices = ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]
    /// Receives the stars chosen, or `nil` for “not now” (Escape, a click outside).
    let onRate: @MainActor (Int?) -> Void

    public init(title: String, onRate: @escaping @MainActor (Int?) -> Void) {
        self.title = title
        self.onRate = onRate
    }

    public var summary: RenderedContent { .custom(kind: "rating", title: title, choices: choices) }

    public func respond(to response: UserResponse, presentedAs style: PresentationStyle) -> ResponseVerdict {
        switch response {
        case .chooseOption(let index):
            guard choices.indices.contains(index) else { return .refuse("A rating is 1 to 5 stars, not \(index + 1).") }
            onRate(index + 1)
        case .dismiss:
            onRate(nil)
        case .chooseAction:
            return .refuse("A rating prompt has stars, not actions.")
        }
        return .close
    }
}

/// The view that carries a ``RatingPrompt``.
@MainActor
public final class RatingPromptView: View {
    public let prompt: RatingPrompt
    public init(prompt: RatingPrompt) { self.prompt = prompt }
    public var content: ViewContent { .custom(prompt) }
}

/// Builds a ``RatingPromptView`` from its prompt.
public struct RatingPromptBuilder: ViewBuilder {
    public init() {}
    public func build(with prompt: RatingPrompt) -> RatingPromptView { RatingPromptView(prompt: prompt) }
}
