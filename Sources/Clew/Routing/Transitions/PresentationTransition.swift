/// Presents a view: a dialog by default, a popover when ``style`` says so.
///
/// ```swift
/// extension ViewBuilder {
///     func instantSheetRoute() -> Route<Self, PresentationTransition> {
///         let route = presentRoute(isAnimated: false)
///         route.prepareForShowTransition = { _, transition, _ in transition.style = .sheet }
///         return route
///     }
/// }
/// ```
@MainActor
public final class PresentationTransition: ViewTransition {
    // Read once per navigation, and no access to them can span a call out; release builds skip
    // their exclusivity checks (`CLEW_UNCHECKED_EXCLUSIVITY`, Package.swift), debug builds and the
    // tests keep them. (Two stored properties, not one value holding both: a type of the module's
    // own in the initializer keeps routes from being specialized in the app, a dearer cost.)

    #if CLEW_UNCHECKED_EXCLUSIVITY
        /// How the view appears; change it in `prepareForShowTransition`.
        @exclusivity(unchecked) public var style: PresentationStyle
        /// Whether renderers animate the presentation.
        @exclusivity(unchecked) public var isAnimated: Bool
    #else
        /// How the view appears; change it in `prepareForShowTransition`.
        public var style: PresentationStyle
        /// Whether renderers animate the presentation.
        public var isAnimated: Bool
    #endif

    /// A presentation in `style`.
    public init(style: PresentationStyle = .dialog, isAnimated: Bool = true) {
        self.style = style
        self.isAnimated = isAnimated
    }

    public var name: String {
        if case .popover = style { return "popover" }
        return "present"
    }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        guard let view else { return .failure(.nothingToBuild) }
        return navigator.present(view, style: style, animated: isAnimated)
    }
}
