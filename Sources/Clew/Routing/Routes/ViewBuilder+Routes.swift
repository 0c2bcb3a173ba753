// The route factories every ViewBuilder gets, named as in Ariadne so that its users feel at home.
// The plain ones are inlinable: specialized where they are called, a route's generic type costs
// no metadata lookup per route made (a third of a round trip's bookkeeping otherwise).

extension ViewBuilder {
    /// A route that presents the built view as a modal dialog.
    ///
    /// ```swift
    /// router.navigate(to: AlertBuilder().presentRoute(), with: alert)
    /// ```
    @inlinable
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
    @inlinable
    public func pushRoute(isAnimated: Bool = true) -> Route<Self, PushNavigationTransition> {
        Route(builder: self, transition: PushNavigationTransition(isAnimated: isAnimated))
    }

    /// A route that replaces screens of the navigation stack with the built one: the top one by
    /// default, all of them (`.replaceAll`), or those a rule does not keep (`.custom(keep:)`).
    ///
    /// ```swift
    /// router.navigate(to: CheckoutBuilder().replaceRoute(.custom { $0 is CartScreen }), with: order)
    /// ```
    @inlinable
    public func replaceRoute(_ behaviour: ReplaceBehaviour = .replaceLast, isAnimated: Bool = true)
        -> Route<Self, ReplaceNavigationTransition>
    {
        Route(builder: self, transition: ReplaceNavigationTransition(behaviour, isAnimated: isAnimated))
    }

    /// A route that makes the built screen the whole content of the window (``RootTransition``).
    ///
    /// ```swift
    /// router.navigate(to: MainShellBuilder().rootRoute(), with: account)
    /// ```
    @inlinable
    public func rootRoute(isAnimated: Bool = true) -> Route<Self, RootTransition> {
        Route(builder: self, transition: RootTransition(isAnimated: isAnimated))
    }

    /// A route from this builder with any transition: your own, or ``NonTransition`` to build only.
    ///
    /// ```swift
    /// router.navigate(to: OnboardingBuilder().with(StartOverTransition()), with: user)
    /// ```
    @inlinable
    public func with<T: ViewTransition>(_ transition: T) -> Route<Self, T> {
        Route(builder: self, transition: transition)
    }
}

extension ViewBuilder where Context == Void {
    /// Builds the view of a builder that needs no context.
    ///
    /// ```swift
    /// let settings = try SettingsBuilder().build()
    /// ```
    public func build() throws -> ViewType {
        try build(with: ())
    }
}
