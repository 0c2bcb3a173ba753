// The route factories every ViewBuilder gets, named as in Ariadne so that its users feel at home.

extension ViewBuilder {
    /// A route that presents the built view as a modal dialog.
    ///
    /// ```swift
    /// router.navigate(to: AlertBuilder().presentRoute(), with: alert)
    /// ```
    public func presentRoute(isAnimated: Bool = true) -> Route<Self, PresentationTransition> {
        Route(builder: self, transition: PresentationTransition(isAnimated: isAnimated))
    }

    /// A route that shows the built view in a popover pointing at `sourceView`.
    ///
    /// A ``presentRoute(isAnimated:)`` whose `prepareForShowTransition`
    /// turns the presentation into a popover.
    ///
    /// ```swift
    /// router.navigate(to: PickerBuilder().popoverRoute(from: difficultyButton, permittedArrowDirections: .up),
    ///                 with: pickerConfiguration)
    /// ```
    public func popoverRoute(
        from sourceView: some PopoverAnchor,
        permittedArrowDirections: ArrowDirections = .up
    ) -> Route<Self, PresentationTransition> {
        let route = presentRoute()
        let configuration = PopoverConfiguration(anchor: sourceView, permittedArrowDirections: permittedArrowDirections)
        route.prepareForShowTransition = { _, transition, _ in
            transition.style = .popover(configuration)
        }
        return route
    }

    /// A route that pushes the built screen on the navigation stack.
    public func pushRoute(isAnimated: Bool = true) -> Route<Self, PushNavigationTransition> {
        Route(builder: self, transition: PushNavigationTransition(isAnimated: isAnimated))
    }

    /// A route that replaces the top screen of the navigation stack with the built one.
    public func replaceRoute(isAnimated: Bool = true) -> Route<Self, ReplaceNavigationTransition> {
        Route(builder: self, transition: ReplaceNavigationTransition(isAnimated: isAnimated))
    }
}
