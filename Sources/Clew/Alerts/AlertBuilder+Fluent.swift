// The fluent half of AlertBuilder, for a question that only needs an answer: each call returns a changed copy, and `show`
// turns the result into an AlertModel whose buttons report their index.

extension AlertBuilder {
    /// Sets the alert's title.
    public func title(_ title: String) -> AlertBuilder {
        var copy = self
        copy.fluentTitle = title
        return copy
    }

    /// Sets the text under the title.
    public func message(_ message: String) -> AlertBuilder {
        var copy = self
        copy.fluentMessage = message
        return copy
    }

    /// Chooses a centered alert or an action sheet.
    public func style(_ style: AlertStyle) -> AlertBuilder {
        var copy = self
        copy.fluentStyle = style
        return copy
    }

    /// Adds buttons, in order; the completion of ``show(on:completion:)`` receives their index.
    public func buttonTitles(_ titles: String...) -> AlertBuilder {
        var copy = self
        copy.fluentButtonTitles += titles
        return copy
    }

    /// The alert that ``show(on:completion:)`` would present; each button calls `completion` with its index.
    public func makeModel(completion: (@MainActor (Int) -> Void)? = nil) -> AlertModel {
        let model = AlertModel(title: fluentTitle, message: fluentMessage, style: fluentStyle)
        model.actions = fluentButtonTitles.map { title in
            AlertActionModel(title: title, style: .default) { response in completion?(response.index) }
        }
        return model
    }

    /// Presents the alert through `router`; `completion` gets the index of the button the user chose.
    ///
    /// ```swift
    /// AlertBuilder().title("Question").message("Do you like apples?")
    ///     .buttonTitles("Yes, I do!", "More or less", "I hate it!")
    ///     .show(on: router) { index in print(index) }
    /// ```
    /// Errors (no buttons, say) reach `router`'s ``Router/onNavigationFailure`` and the returned ticket.
    @discardableResult
    public func show(on router: Router, completion: (@MainActor (Int) -> Void)? = nil) -> NavigationTicket {
        router.navigate(to: presentRoute(), with: makeModel(completion: completion))
    }
}
