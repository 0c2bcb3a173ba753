/// A kind of presented view that the user answers by choosing: alerts and pickers are two; a kind
/// of your own (a rating prompt, a permission request) is a third, with no change to Clew or to a
/// renderer.
///
/// The kind itself says what the user can choose and what each response does; the router asks it,
/// closes the presentation when it agrees, and reports a refusal to the renderer. Renderers show
/// the ``choices`` as buttons unless they have a drawer for the kind.
///
/// ```swift
/// final class RatingPrompt: RespondingContent {
///     let title: String? = "Enjoying Notes?"
///     let choices = ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]
///     let onRate: @MainActor (Int?) -> Void
///     init(onRate: @escaping @MainActor (Int?) -> Void) { self.onRate = onRate }
///
///     var summary: RenderedContent { .custom(kind: "rating", title: title, choices: choices) }
///
///     func respond(to response: UserResponse, presentedAs style: PresentationStyle) -> ResponseVerdict {
///         switch response {
///         case .chooseOption(let index): onRate(index + 1)
///         case .dismiss: onRate(nil)
///         case .chooseAction: return .refuse("A rating prompt has no actions.")
///         }
///         return .close
///     }
/// }
///
/// final class RatingPromptView: View {
///     let prompt: RatingPrompt
///     init(prompt: RatingPrompt) { self.prompt = prompt }
///     var content: ViewContent { .custom(prompt) }
/// }
/// ```
@MainActor
public protocol RespondingContent: AnyObject {
    /// The title: a dialog's window title, the heading above the choices.
    var title: String? { get }
    /// What the user can choose, in order: the titles of the buttons or options.
    var choices: [String] { get }
    /// A plain, comparable summary for ``RenderEvent`` logs; your own kinds use
    /// ``RenderedContent/custom(kind:title:choices:)``.
    var summary: RenderedContent { get }

    /// What a renderer sends when the user picks choice `index`; `fieldValues` are the text fields'
    /// contents, if the kind has fields. By default ``UserResponse/chooseOption(index:)``.
    func response(choosing index: Int, fieldValues: [String]) -> UserResponse

    /// Acts on what the user did while the view is presented with `style`: runs the app's handler
    /// and returns ``ResponseVerdict/close``, or returns ``ResponseVerdict/refuse(_:)`` with a
    /// sentence saying why the view stays up (an index out of range, a disabled action, Escape on
    /// an alert that has no cancel action). The router calls it only for the view on top.
    func respond(to response: UserResponse, presentedAs style: PresentationStyle) -> ResponseVerdict
}

extension RespondingContent {
    public func response(choosing index: Int, fieldValues: [String]) -> UserResponse {
        .chooseOption(index: index)
    }
}

/// What a ``RespondingContent`` decided about a ``UserResponse``.
public enum ResponseVerdict: Equatable, Sendable {
    /// The response was acted on: the presentation closes.
    case close
    /// The presentation stays up; the message says why, for the renderer, the test or the log.
    case refuse(String)
}
