import Clew

/// What every presenter needs from the renderer that owns it, and nothing more: the event log,
/// the way back to the router, and the widgets of screens.
@MainActor
package struct PresenterHost {
    /// Appends to the renderer's event log.
    package let record: @MainActor (RenderEvent) -> Void
    /// Tells the router what the user did in a presentation; returns what the router decided.
    package let respond: @MainActor (UserResponse, PresentationID) -> ResponseOutcome
    /// Makes and tracks the widgets of screens.
    package let screens: ScreenPresenter
    /// Draws kinds of content of the app's own.
    package let contents: ContentDrawers
    /// The user chose the tab at this index in the view switcher.
    let selectedTab: @MainActor (Int) -> Void
    /// A slide or a closing popover may have finished: the renderer tells the router if nothing moves now.
    let transitionMayHaveEnded: @MainActor () -> Void

    /// The user chose the action, option or choice at `index` of `presentation`: logged, then
    /// reported in the words the content's kind gives (``RespondingContent/response(choosing:fieldValues:)``).
    package func choose(_ index: Int, in presentation: Presentation, widgets: PresentationWidgets) {
        guard let content = presentation.content.responding, content.choices.indices.contains(index) else { return }
        record(.chose(content.choices[index], in: content.summary))
        _ = respond(content.response(choosing: index, fieldValues: widgets.textFieldValues), presentation.id)
    }

    /// The widgets for `presentation`'s content; `onChoose` gets the index of a chosen action or option.
    package func widgets(for presentation: Presentation, compact: Bool, onChoose: @escaping @MainActor (Int) -> Void)
        -> PresentationWidgets
    {
        PresentationWidgets.make(
            for: presentation.content, compact: compact, screenWidget: screens.makeWidget(for:),
            customWidgets: contents.widgets(for:onChoose:), onChoose: onChoose)
    }
}
